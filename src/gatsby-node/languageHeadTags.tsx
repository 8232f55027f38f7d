/**
 * The head tags only crawlers, feed readers and share scrapers read, written into each page's built HTML from its
 * context (gatsby-ssr.tsx), so they cost the browser no JavaScript: the hreflang cluster, the Open Graph locales and the
 * blog feed of its language. A client-side navigation keeps the landing page's
 * (no crawler navigates that way); the words a visitor sees (title, description) stay in each page's Head.
 */
import { siteFiles } from '../content-model/siteFiles';
import { INTL_LOCALE, LOCALES, localizedPath, type Locale } from '../lib/locales';
import { hreflangCluster, pageLanguageOf } from '../lib/pageLanguage';
import { blogFeedPath, BLOG_PATH } from '../lib/paths';
import { fill } from '../lib/fill';

/** Each language's sitewide settings (its feed's title); a third language adds its site file here. */

/** Open Graph's form of a language (`og:locale`): `en_GB`, `de_DE`. */
const openGraphLocale = (locale: Locale) => INTL_LOCALE[locale].replace('-', '_');

/** The tags of the page with this context; a redirect page (no alternates) gets only the feed. */
export function languageHeadTags(pageContext: unknown) {
  const { locale, alternates } = pageLanguageOf(pageContext);
  const site = siteFiles[locale];
  return [
    ...hreflangCluster(alternates).map(([hreflang, path]) => (
      <link key={`hreflang-${hreflang}`} rel="alternate" hrefLang={hreflang} href={`${site.siteUrl}${path}`} />
    )),
    <meta key="og-locale" property="og:locale" content={openGraphLocale(locale)} />,
    ...LOCALES.filter((other) => other !== locale && alternates[other]).map((other) => (
      <meta key={`og-locale-${other}`} property="og:locale:alternate" content={openGraphLocale(other)} />
    )),
    <link
      key="feed"
      rel="alternate"
      type="application/rss+xml"
      hrefLang={locale}
      title={fill(site.copy.blogPage.feedTitle, { agency: site.agencyName })}
      href={`${site.siteUrl}${blogFeedPath(localizedPath(BLOG_PATH, locale))}`}
    />,
  ];
}
