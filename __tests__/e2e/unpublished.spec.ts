/**
 * The production build publishes nothing content keeps back (a draft, or a post whose publishAt is still ahead): no page
 * (404), no card or count on the listings, no search entry, feed item, sitemap line, PDF text, published.json or
 * addresses.json entry, and no link from any built page. Reads the built files from public/, with a few requests.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from './fixtures';
import { builtHtml } from './site';
import { pdfText } from '../helpers/pdfText';
import { blogFiles, contentFiles, isUnpublished, type ContentFile } from '../helpers/publishedContent';

const root = path.resolve(__dirname, '../..');
const publicDir = path.join(root, 'public');
/** Every language's posts: a post kept back is kept back in English and German alike. */
const postsInEveryLanguage = blogFiles(path.join(root, 'content/blog'));
/** The English posts and cases, which the English listings show. */
const posts = postsInEveryLanguage.filter((post) => post.locale === 'en');
const cases = contentFiles(path.join(root, 'content/cases'), 'cases', 'en');
const keptBack = postsInEveryLanguage.filter((post) => isUnpublished(post.data));
const publishedPosts = posts.filter((post) => !isUnpublished(post.data));
const publishedCases = cases.filter((item) => !isUnpublished(item.data));
const titleOf = (post: ContentFile) => String(post.data.title);
/** A published post every output names, so a check cannot pass because the output is empty. */
const knownPost = publishedPosts[0];

/** Every file under public/ whose name ends with `extension`, as paths relative to public/. */
const builtFiles = (extension: string) =>
  fs
    .readdirSync(publicDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith(extension) && fs.statSync(path.join(publicDir, file)).isFile())
    .sort();
const readBuilt = (file: string) => fs.readFileSync(path.join(publicDir, file), 'utf8');

/** The cards' links of a listing's server HTML (h2 on kind listings, h3 on /blog/ and /cases/). */
const cardLinks = (html: string) => [...html.matchAll(/<h[23][^>]*><a[^>]*href="([^"]+)"/g)].map((m) => m[1]).sort();
/** The number a listing's count line states, e.g. 5 in "All 5 posts, newest first". */
const countLine = (html: string, testId: string) => Number(new RegExp(`data-testid="${testId}"[^>]*>\\D*(\\d+)`).exec(html)?.[1]);
/** The number beside a link of the "Posts by kind" navigation. */
const kindCount = (html: string, href: string) =>
  Number(new RegExp(`<a[^>]*href="${href}"[^>]*>[^<]*<!-- --> <span[^>]*>(\\d+)<`).exec(html)?.[1]);

/** Fails naming each kept-back post that `text` (an output named `output`) mentions by address or title. */
function expectNoneIn(output: string, text: string) {
  for (const post of keptBack) {
    expect(text.includes(post.pagePath), `${output} names ${post.pagePath}`).toBe(false);
    expect(text.includes(titleOf(post)), `${output} names "${titleOf(post)}"`).toBe(false);
  }
}

test('content keeps back a draft and a post scheduled for later, which this spec proves absent', () => {
  expect(
    keptBack.some((post) => post.data.draft === true),
    'no blog post is a draft: keep one (docs/content.md)',
  ).toBe(true);
  expect(
    keptBack.some((post) => post.data.draft !== true && typeof post.data.publishAt === 'string'),
    'no blog post is scheduled for later (the last one is due): move its publishAt ahead or schedule another (docs/content.md)',
  ).toBe(true);
});

test('their pages answer 404 and were not built', async ({ request }) => {
  for (const post of keptBack) {
    expect((await request.get(post.pagePath)).status(), post.pagePath).toBe(404);
    expect(fs.existsSync(path.join(publicDir, post.pagePath)), `public${post.pagePath}`).toBe(false);
    expect(fs.existsSync(path.join(publicDir, 'page-data', post.pagePath)), `public/page-data${post.pagePath}`).toBe(false);
  }
  expect((await request.get(knownPost.pagePath)).status()).toBe(200);
});

test('/blog/ shows a card for each published post only, and its count is that number', () => {
  const html = builtHtml('/blog/');
  expect(cardLinks(html)).toEqual(publishedPosts.map((post) => post.pagePath).sort());
  expect(countLine(html, 'post-count')).toBe(publishedPosts.length);
});

test('each kind listing shows only the published posts of its kind, and the kind counts add up to them', () => {
  const kinds = [...new Set(posts.map((post) => post.pagePath.split('/')[2]))];
  for (const kind of kinds) {
    const html = builtHtml(`/blog/${kind}/`);
    const ofKind = publishedPosts.filter((post) => post.pagePath.startsWith(`/blog/${kind}/`));
    expect(cardLinks(html), kind).toEqual(ofKind.map((post) => post.pagePath).sort());
    expect(kindCount(html, '/blog/'), `${kind}: all posts`).toBe(publishedPosts.length);
    expect(kindCount(html, `/blog/${kind}/`), kind).toBe(ofKind.length);
  }
});

test('/cases/ shows a card for each published case, and its count is that number', () => {
  const html = builtHtml('/cases/');
  expect(cardLinks(html)).toHaveLength(publishedCases.length);
  expect(countLine(html, 'case-count')).toBe(publishedCases.length);
});

test('the search index, the RSS feed, the sitemaps, published.json and addresses.json leave them out', () => {
  const outputs: Record<string, string> = {
    '/search-index.json': readBuilt('search-index.json'),
    '/blog/rss.xml': readBuilt('blog/rss.xml'),
    'public/published.json': readBuilt('published.json'),
    'content/addresses.json': fs.readFileSync(path.join(root, 'content/addresses.json'), 'utf8'),
  };
  for (const file of builtFiles('.xml').filter((name) => name.startsWith('sitemap'))) outputs[`/${file}`] = readBuilt(file);
  expect(Object.keys(outputs)).toContain('/sitemap-index.xml');
  for (const [output, text] of Object.entries(outputs)) {
    if (output !== '/sitemap-index.xml') expect(text, `${output} names a published post`).toContain(knownPost.pagePath);
    expectNoneIn(output, text);
  }
});

test('no PDF mentions them', () => {
  const pdfs = builtFiles('.pdf');
  expect(pdfs.length).toBeGreaterThan(0);
  for (const file of pdfs) {
    const text = pdfText(fs.readFileSync(path.join(publicDir, file)));
    expect(text.length, file).toBeGreaterThan(0);
    expectNoneIn(file, text);
  }
});

test('no built page or page data links to them', () => {
  const files = [...builtFiles('.html'), ...builtFiles('.json').filter((file) => file.startsWith('page-data'))];
  expect(files.length).toBeGreaterThan(50);
  const linking = files.filter((file) => keptBack.some((post) => readBuilt(file).includes(post.pagePath)));
  expect(linking).toEqual([]);
});
