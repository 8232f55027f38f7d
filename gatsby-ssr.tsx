/** Server rendering entry: the document language, the language tags only crawlers read (hreflang, og:locale, the feed), the script that preloads the fonts on a fast connection, the script that holds a first click until its region has hydrated and the status region it speaks in, the page frame, and the script rewrite that keeps Gatsby's inline scripts CSP-hashable. */
import type { GatsbySSR } from 'gatsby';
import { fontPreloadScript } from './src/gatsby-node/fontPreloads';
import { HELD_INPUT_SCRIPT, HELD_INPUT_STATUS_ID } from './src/lib/heldInputScript';
import { siteFiles } from './src/content-model/siteFiles';
import { localeOfPath } from './src/lib/locales';
import { languageHeadTags } from './src/gatsby-node/languageHeadTags';

export const onRenderBody: GatsbySSR['onRenderBody'] = ({
  pathname,
  loadPageDataSync,
  setHtmlAttributes,
  setHeadComponents,
  setPreBodyComponents,
}) => {
  const locale = localeOfPath(pathname);
  setHtmlAttributes({ lang: locale });
  setHeadComponents([
    fontPreloadScript(),
    <script key="held-input" dangerouslySetInnerHTML={{ __html: HELD_INPUT_SCRIPT }} />,
    // Only the production build: develop renders its shell before a page's data exists, and waited 15 s for it, then failed
    // ("Couldn't get query results for "/"", Gatsby 5.16); crawlers read the built pages.
    ...(process.env.NODE_ENV === 'production'
      ? languageHeadTags((loadPageDataSync(pathname) as { result?: { pageContext?: unknown } } | null)?.result?.pageContext)
      : []),
  ]);
  /**
   * Outside React's root, so the words the head script puts in it never meet hydration; first in <body>, so it is there
   * before any button, in the page's language. The site files are imported (src/content-model/siteFiles.ts): reading them
   * with fs here made Gatsby 5.16 warn "Unsafe builtin usage fs.readFileSync" and re-render every page on every build.
   */
  const { heldPress } = siteFiles[locale].copy.layout;
  setPreBodyComponents([
    <div key="held-input-status" id={HELD_INPUT_STATUS_ID} role="status" className="visually-hidden" data-text={heldPress} />,
  ]);
};

export { onPreRenderHTML } from './src/patches/ssrScripts';
export { wrapPageElement } from './src/components/Layout/wrapPageElement';
