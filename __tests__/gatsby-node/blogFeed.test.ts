/** A new JSON file in content/blog/<kind>/ is a new post and a new feed item with no code change (drafts and posts not yet due stay out); the feed is valid RSS with absolute links. */
import fs from 'node:fs';
import path from 'node:path';
import { blogFeedXml, blogPostsIn } from '../../src/gatsby-node/postBuild/blogFeed';
import { checkContent } from '../../src/content-model/check';
import type { SiteSettings } from '../../src/content-model/site';
import { copyContent } from '../helpers/contentFixture';
import { blogFiles, isUnpublished } from '../helpers/publishedContent';

const staticDir = path.resolve(__dirname, '../../static');

const newReview = {
  metadata: {
    name: 'Northwind review',
    description: 'Onboarding redesign for a freight marketplace: a verified review from Northwind’s head of growth.',
  },
  title: 'Northwind: “Carriers finish sign-up on their phones now”',
  summary: 'Northwind’s head of growth on an onboarding flow carriers can finish from the cab, and sign-ups that stopped stalling.',
  text: 'Our carriers sign up from the cab of a truck, between loads. Oakline rebuilt the onboarding so every step works on a phone and saves as you go.',
  image: '../../images/blog/review/formify-saas-redesign-review/portrait.jpg',
  humanName: 'Tom Becker',
  position: 'Head of Growth, Northwind',
  rating: 5,
  date: '2026-11-20',
};

function parseFeed(xml: string) {
  const doc = new DOMParser().parseFromString(xml, 'application/xml');
  expect(doc.querySelector('parsererror')).toBeNull();
  return [...doc.querySelectorAll('rss > channel > item')].map((item) => ({
    title: item.querySelector('title')?.textContent,
    link: item.querySelector('link')?.textContent,
    pubDate: item.querySelector('pubDate')?.textContent,
    description: item.querySelector('description')?.textContent,
    author: item.querySelector('author')?.textContent,
  }));
}

test('a new review file is a new post, first (newest), and a new feed item with an absolute link, no code change', () => {
  const { root, content, write } = copyContent();
  const site = JSON.parse(fs.readFileSync(path.join(content, 'site.en.json'), 'utf8')) as SiteSettings;
  const before = blogPostsIn(content, 'en');
  const itemsBefore = parseFeed(blogFeedXml(before, site, 'en'));
  expect(itemsBefore).toHaveLength(blogFiles(path.join(content, 'blog'), 'en').filter((post) => !isUnpublished(post.data)).length);

  write('blog/review/northwind-onboarding-review.en.json', JSON.stringify(newReview, null, 2));
  expect(checkContent(content, root, staticDir)).toEqual([]);

  const after = blogPostsIn(content, 'en');
  expect(after).toHaveLength(before.length + 1);
  expect(after[0]).toMatchObject({
    kind: 'review',
    path: '/blog/review/northwind-onboarding-review/',
    title: newReview.title,
    author: 'Tom Becker',
  });

  const items = parseFeed(blogFeedXml(after, site, 'en'));
  expect(items).toHaveLength(itemsBefore.length + 1);
  expect(items[0]).toEqual({
    title: newReview.title,
    link: 'https://oakline.studio/blog/review/northwind-onboarding-review/',
    pubDate: new Date('2026-11-20T00:00:00Z').toUTCString(),
    description: newReview.summary,
    author: 'hello@oakline.studio (Tom Becker)',
  });
  for (const item of items) expect(item.link).toMatch(/^https:\/\/oakline\.studio\/blog\/[a-z-]+\/[a-z0-9-]+\/$/);
});

test('a new case-study file is a new post with its author and a reading time counted from its body', () => {
  const { content, edit, write } = copyContent();
  const article = JSON.parse(fs.readFileSync(path.join(content, 'blog/case-study/how-to-develop-an-ehr-system.en.json'), 'utf8'));
  // Twice the sections, twice the words: about twice the reading time.
  write(
    'blog/case-study/ehr-rollout-part-two.en.json',
    JSON.stringify({
      ...article,
      title: 'EHR rollout, part two',
      date: '2026-01-05',
      sections: [...article.sections, ...article.sections],
    }),
  );
  edit('blog/case-study/ehr-rollout-part-two.en.json', (d) => {
    d.metadata.description = 'The second part of the EHR story.';
  });
  const posts = blogPostsIn(content, 'en');
  const original = posts.find((p) => p.path === '/blog/case-study/how-to-develop-an-ehr-system/');
  const longer = posts.find((p) => p.path === '/blog/case-study/ehr-rollout-part-two/');
  expect(longer).toMatchObject({ kind: 'case-study', author: 'Elena Marsh', date: '2026-01-05' });
  expect(longer?.readingMinutes).toBeGreaterThan(original?.readingMinutes ?? Infinity);
});

test('the German feed holds only the German posts, in German, with links to the German pages', () => {
  const { content } = copyContent();
  const site = JSON.parse(fs.readFileSync(path.join(content, 'site.de.json'), 'utf8')) as SiteSettings;
  const xml = blogFeedXml(blogPostsIn(content, 'de'), site, 'de');
  const doc = new DOMParser().parseFromString(xml, 'application/xml');
  expect(doc.querySelector('parsererror')).toBeNull();
  expect(doc.querySelector('rss > channel > language')?.textContent).toBe('de');
  expect(doc.querySelector('rss > channel > title')?.textContent).toBe('Blog von Oakline Studio');
  expect(doc.querySelector('rss > channel > link')?.textContent).toBe('https://oakline.studio/de/blog/');
  const items = parseFeed(xml);
  const germanFiles = blogFiles(path.join(content, 'blog')).filter((post) => post.locale === 'de' && !isUnpublished(post.data));
  expect(items).toHaveLength(germanFiles.length);
  for (const item of items) expect(item.link).toMatch(/^https:\/\/oakline\.studio\/de\/blog\/[a-z-]+\/[a-z0-9-]+\/$/);
  expect(items.map((item) => item.title)).toEqual(expect.arrayContaining(germanFiles.map((post) => post.data.title)));
});
