/** Preload links for the faces above the fold (body and headline), pointing at the same hashed files the CSS uses. */
import interUrl from '../fonts/inter-latin-400-800.woff2';
import displayUrl from '../fonts/bricolage-grotesque-latin-700-800.woff2';

export const preloadedFontUrls = [interUrl, displayUrl];

export function fontPreloadLinks() {
  return preloadedFontUrls.map((href) => <link key={href} rel="preload" href={href} as="font" type="font/woff2" crossOrigin="anonymous" />);
}
