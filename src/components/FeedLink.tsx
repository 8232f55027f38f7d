/** The blog's RSS feed in the page's language, announced in the page's head with its title and language, so feed readers find it from any page of the site. */
import { useSiteSettings } from './useSiteSettings';
import { useLocale } from './usePageLanguage';
import { blogFeedPath } from '../lib/paths';
import { fill } from '../lib/fill';

export function FeedLink() {
  const site = useSiteSettings();
  const locale = useLocale();
  return (
    <link
      rel="alternate"
      type="application/rss+xml"
      hrefLang={locale}
      title={fill(site.copy.blogPage.feedTitle, { agency: site.agencyName })}
      href={`${site.siteUrl}${blogFeedPath(locale)}`}
    />
  );
}
