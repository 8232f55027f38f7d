/** The blog's RSS 2.0 feed per language (public/blog/rss.xml, public/de/blog/rss.xml): every post of every blog collection in that language, newest first, written with `feed` after the build. */
import fs from 'node:fs';
import path from 'node:path';
import { Feed } from 'feed';
import { collections } from '../../content-model/collections';
import { loadBuilt } from '../../content-model/builtContent';
import type { SiteSettings } from '../../content-model/site';
import { newestFirst, summarizePost, type BlogPostSummary } from '../../lib/blogPosts';
import { blogFeedPath, BLOG_PATH } from '../../lib/paths';
import { fill } from '../../lib/fill';
import { siteYears } from '../../lib/siteYears';
import { localizedPath, type Locale } from '../../lib/locales';

/** Every post in `locale` the build publishes from a content folder: each JSON file of a blog collection (content/blog/<kind>/) in that language is one, unless a draft or not yet due. */
export function blogPostsIn(contentDir: string, locale: Locale): BlogPostSummary[] {
  return newestFirst(
    loadBuilt(contentDir, contentDir).flatMap((item) => {
      const collection = collections.find((c) => c.typeName === item.collection.typeName);
      if (!collection?.blogKind || !collection.pathOf) return [];
      if (item.locale !== locale) return [];
      return [
        summarizePost(collection.blogKind, collection.pathOf(item.slug, item.data as Record<string, unknown>, item.locale), item.data),
      ];
    }),
  );
}

/** A post's date as the feed gives it: midnight UTC of the content date. */
const dateOf = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`);

/** The feed's XML in `locale` (the language's site settings give its title, description and kinds): absolute links on the site's origin, each item with its title, link, date, summary, author and kind. */
export function blogFeedXml(posts: readonly BlogPostSummary[], site: SiteSettings, locale: Locale): string {
  const { blogPage } = site.copy;
  const blogUrl = `${site.siteUrl}${localizedPath(BLOG_PATH, locale)}`;
  const feed = new Feed({
    title: fill(blogPage.feedTitle, { agency: site.agencyName }),
    description: blogPage.feedDescription,
    id: blogUrl,
    link: blogUrl,
    language: locale,
    copyright: `© ${siteYears(site.foundingYear).copyrightYear} ${site.agencyName}`,
    updated: posts.length > 0 ? dateOf(posts[0].date) : undefined,
    feedLinks: { rss: `${site.siteUrl}${blogFeedPath(localizedPath(BLOG_PATH, locale))}` },
    author: { name: site.agencyName, email: site.contactEmail, link: site.siteUrl },
  });
  for (const post of posts) {
    const url = `${site.siteUrl}${post.path}`;
    feed.addItem({
      title: post.title,
      id: url,
      link: url,
      description: post.summary,
      date: dateOf(post.date),
      author: [{ name: post.author, email: site.contactEmail }],
      category: [{ name: blogPage.kinds[post.kind].one }],
    });
  }
  return feed.rss2();
}

/** Writes the feed of `locale` (public/blog/rss.xml, public/de/blog/rss.xml) from the (already checked) content; returns how many posts it holds. */
export function writeBlogFeed(contentDir: string, publicDir: string, site: SiteSettings, locale: Locale): number {
  const posts = blogPostsIn(contentDir, locale);
  const file = path.join(publicDir, blogFeedPath(localizedPath(BLOG_PATH, locale)));
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, blogFeedXml(posts, site, locale));
  return posts.length;
}
