/** The head script that decides whether a page view draws the brand faces, and preloads them where it does, with the same hashed files the CSS uses. */
import interUrl from '../fonts/inter-latin-400-800.woff2';
import displayUrl from '../fonts/bricolage-grotesque-latin-700-800.woff2';
import { FONT_PRELOAD_SCRIPT, FONT_URLS_ATTRIBUTE } from '../lib/fontPreloadScript';

const preloadedFontUrls = [interUrl, displayUrl];

export function fontPreloadScript() {
  return (
    <script
      key="font-preloads"
      {...{ [FONT_URLS_ATTRIBUTE]: preloadedFontUrls.join(' ') }}
      dangerouslySetInnerHTML={{ __html: FONT_PRELOAD_SCRIPT }}
    />
  );
}
