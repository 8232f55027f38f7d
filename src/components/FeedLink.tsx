/** The blog's RSS feed announced in a page's head, so feed readers find it from any page of the site. */
import { useSiteSettings } from './useSiteSettings';
import { BLOG_FEED_PATH } from '../lib/paths';
import { fill } from '../lib/fill';

export function FeedLink() {
  const site = useSiteSettings();
  return (
    <link
      rel="alternate"
      type="application/rss+xml"
      title={fill(site.copy.blogPage.feedTitle, { agency: site.agencyName })}
      href={`${site.siteUrl}${BLOG_FEED_PATH}`}
    />
  );
}
