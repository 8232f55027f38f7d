/**
 * /blog in Chromium: every post newest first with its kind, date, reading time, picture and summary; the kind filter with
 * the URL as its state (shared address, back and forward); without JavaScript, kind listings by links; Home › Blog › post
 * and the way back on every post; the RSS feed parsed as XML with every post at an absolute address; the feed announced
 * in every page's head; no axe violation once filtered, at 375 and 1440 px.
 */
import path from 'node:path';
import type { Page } from '@playwright/test';
import { axeViolations } from './axe';
import { expect, test } from './fixtures';
import { builtHtml, builtPaths, renderWholePage } from './site';
import { blogFiles, isUnpublished } from '../helpers/publishedContent';

interface Post {
  kind: string;
  path: string;
  title: string;
  date: string;
  summary: string;
}

/** The published English posts as content holds them: every `.en.json` file under content/blog/<kind>/ is one, unless it is a draft or not yet due. */
const posts: Post[] = blogFiles(path.resolve(__dirname, '../../content/blog'), 'en')
  .filter((post) => !isUnpublished(post.data))
  .map(({ pagePath, data }) => {
    const { title, date, summary } = data as unknown as Post;
    return { kind: pagePath.split('/')[2], path: pagePath, title, date, summary };
  });
const newestFirst = [...posts].sort((a, b) => (a.date === b.date ? a.title.localeCompare(b.title) : a.date < b.date ? 1 : -1));
const reviews = newestFirst.filter((post) => post.kind === 'review');
const caseStudies = newestFirst.filter((post) => post.kind === 'case-study');

const cardLinks = (page: Page) =>
  page
    .locator('main article h3 a, main article h2 a')
    .evaluateAll((links) => links.filter((a) => (a as HTMLElement).offsetParent).map((a) => a.getAttribute('href')));
const chip = (page: Page, name: string) =>
  page.getByRole('group', { name: 'Show' }).getByRole('checkbox', { name: new RegExp(`^${name}`) });
const chipLabel = async (page: Page, name: string) => page.locator(`label[for="${await chip(page, name).getAttribute('id')}"]`);
const countLine = (page: Page) => page.getByTestId('post-count');

test('the server HTML lists every post, newest first', () => {
  expect(posts.length).toBeGreaterThanOrEqual(5);
  const html = builtHtml('/blog/');
  const hrefs = [...html.matchAll(/<h3[^>]*><a[^>]*href="([^"]+)"/g)].map((m) => m[1]);
  expect(hrefs).toEqual(newestFirst.map((post) => post.path));
});

test('each card shows its kind, date, reading time, picture and one-line summary', async ({ page, errors }) => {
  await page.goto('/blog/', { waitUntil: 'networkidle' });
  expect(await cardLinks(page)).toEqual(newestFirst.map((post) => post.path));
  const first = page.locator('main article').first();
  const post = newestFirst[0];
  await expect(first.getByRole('heading', { level: 3 })).toHaveText(post.title);
  await expect(first.locator('time')).toHaveAttribute('datetime', post.date);
  await expect(first).toContainText(post.kind === 'review' ? 'Client review' : 'Case study');
  await expect(first).toContainText(/\d+ min read/);
  await expect(first).toContainText(post.summary);
  const image = first.locator('img');
  await expect(image).toHaveAttribute('alt', /\S/);
  expect(await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await expect(countLine(page)).toHaveText(`All ${posts.length} posts, newest first`);
  expect(errors).toEqual([]);
});

test('the kind chips filter in place with the URL as state, back and forward included', async ({ page, errors }) => {
  await page.goto('/blog/', { waitUntil: 'networkidle' });
  await (await chipLabel(page, 'Client reviews')).click();
  await expect(page).toHaveURL('/blog/?kind=review');
  await expect(countLine(page)).toHaveText(`${reviews.length} of ${posts.length} posts`);
  expect(await cardLinks(page)).toEqual(reviews.map((post) => post.path));

  await (await chipLabel(page, 'Case studies')).click();
  await expect(page).toHaveURL('/blog/?kind=review&kind=case-study');
  await expect(countLine(page)).toHaveText(`${posts.length} of ${posts.length} posts`);

  await page.goBack();
  await expect(page).toHaveURL('/blog/?kind=review');
  await expect(chip(page, 'Case studies')).not.toBeChecked();
  await expect(chip(page, 'Client reviews')).toBeChecked();
  await expect(countLine(page)).toHaveText(`${reviews.length} of ${posts.length} posts`);
  expect(await cardLinks(page)).toEqual(reviews.map((post) => post.path));

  await page.goBack();
  await expect(page).toHaveURL('/blog/');
  await expect(countLine(page)).toHaveText(`All ${posts.length} posts, newest first`);
  await expect(chip(page, 'Client reviews')).not.toBeChecked();

  await page.goForward();
  await expect(page).toHaveURL('/blog/?kind=review');
  await expect(chip(page, 'Client reviews')).toBeChecked();
  expect(await cardLinks(page)).toEqual(reviews.map((post) => post.path));

  await page.getByRole('link', { name: 'Show every kind' }).click();
  await expect(page).toHaveURL('/blog/');
  expect(await cardLinks(page)).toEqual(newestFirst.map((post) => post.path));
  expect(errors).toEqual([]);
});

test('a shared filtered address opens filtered, with its chip checked', async ({ page, errors }) => {
  await page.goto('/blog/?kind=case-study', { waitUntil: 'networkidle' });
  await expect(chip(page, 'Case studies')).toBeChecked();
  await expect(countLine(page)).toHaveText(`${caseStudies.length} of ${posts.length} posts`);
  expect(await cardLinks(page)).toEqual(caseStudies.map((post) => post.path));
  expect(errors).toEqual([]);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the kind filter is links to kind listings that exist, and back to all posts', async ({ page }) => {
    await page.goto('/blog/');
    expect(await cardLinks(page)).toEqual(newestFirst.map((post) => post.path));
    await expect(page.getByRole('form', { name: 'Filter posts by kind' })).toBeHidden();
    const kinds = page.getByRole('navigation', { name: 'Posts by kind' });
    await expect(kinds.getByRole('link')).toHaveText([
      `All posts ${posts.length}`,
      `Client reviews ${reviews.length}`,
      `Case studies ${caseStudies.length}`,
    ]);

    await kinds.getByRole('link', { name: /^Case studies/ }).click();
    await expect(page).toHaveURL('/blog/case-study/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Case studies');
    expect(await cardLinks(page)).toEqual(caseStudies.map((post) => post.path));
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).locator('li')).toHaveText(['Home', 'Blog', 'Case studies'], {
      useInnerText: true,
    });

    await page
      .getByRole('navigation', { name: 'Posts by kind' })
      .getByRole('link', { name: /^Client reviews/ })
      .click();
    await expect(page).toHaveURL('/blog/review/');
    expect(await cardLinks(page)).toEqual(reviews.map((post) => post.path));
    await page
      .getByRole('navigation', { name: 'Posts by kind' })
      .getByRole('link', { name: /^All posts/ })
      .click();
    await expect(page).toHaveURL('/blog/');
  });
});

test('every post reads Home › Blog › post and links back to the blog', async ({ page }) => {
  for (const post of newestFirst) {
    await page.goto(post.path);
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs.locator('li'), post.path).toHaveText(['Home', 'Blog', /\S/], { useInnerText: true });
    await expect(crumbs.getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blog/');
    await expect(crumbs.locator('[aria-current="page"] .visually-hidden, [aria-current="page"]').last()).toContainText(
      post.title.split(' ')[0],
    );
    await expect(page.getByRole('link', { name: 'Back to all posts on the blog' })).toHaveAttribute('href', '/blog/');
  }
  await page.getByRole('link', { name: 'Back to all posts on the blog' }).click();
  await expect(page).toHaveURL('/blog/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('the header and footer link the blog', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('header nav').getByRole('link', { name: 'Blog', exact: true })).toHaveAttribute('href', '/blog/');
  await expect(page.locator('footer nav').getByRole('link', { name: 'Blog', exact: true })).toHaveAttribute('href', '/blog/');
});

test('the RSS feed is XML with every post, newest first, at absolute addresses with date, summary and author', async ({
  page,
  request,
}) => {
  const response = await request.get('/blog/rss.xml');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/xml/);
  const xml = await response.text();
  await page.goto('/blog/');
  const feed = await page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'application/xml');
    const channel = doc.querySelector('rss[version="2.0"] > channel');
    return {
      error: doc.querySelector('parsererror')?.textContent ?? null,
      title: channel?.querySelector(':scope > title')?.textContent,
      link: channel?.querySelector(':scope > link')?.textContent,
      items: [...doc.querySelectorAll('channel > item')].map((item) => ({
        title: item.querySelector('title')?.textContent,
        link: item.querySelector('link')?.textContent,
        date: item.querySelector('pubDate')?.textContent,
        summary: item.querySelector('description')?.textContent,
        author: item.querySelector('author')?.textContent,
      })),
    };
  }, xml);
  expect(feed.error).toBeNull();
  expect(feed.title).toBe('Oakline Studio blog');
  expect(feed.link).toBe('https://oakline.studio/blog/');
  expect(feed.items.map((item) => item.link)).toEqual(newestFirst.map((post) => `https://oakline.studio${post.path}`));
  for (const [i, item] of feed.items.entries()) {
    const post = newestFirst[i];
    expect(item.title).toBe(post.title);
    expect(item.summary).toBe(post.summary);
    expect(new Date(item.date ?? '').toISOString().slice(0, 10)).toBe(post.date);
    expect(item.author).toMatch(/^hello@oakline\.studio \(.+\)$/);
  }
});

test('every page announces the feed of its language in its head', () => {
  const pages = [...builtPaths(), '/404/', '/de/404/'];
  expect(pages).toEqual(expect.arrayContaining(['/', '/blog/', '/blog/review/', '/cases/', '/de/', '/de/blog/']));
  const announces = (feed: string) => new RegExp(`<link[^>]+rel="alternate"[^>]+type="application/rss\\+xml"[^>]+href="${feed}"`);
  const feedOf = (pagePath: string) =>
    pagePath.startsWith('/de/') ? 'https://oakline.studio/de/blog/rss.xml' : 'https://oakline.studio/blog/rss.xml';
  expect(pages.filter((pagePath) => !announces(feedOf(pagePath)).test(builtHtml(pagePath).split('</head>')[0]))).toEqual([]);
});

/** The unfiltered /blog/ and /blog/<kind>/ are in the template list of a11y.spec.ts; here, the filtered state. */
for (const viewport of [
  { width: 375, height: 812 },
  { width: 1440, height: 900 },
]) {
  test(`/blog/ filtered by kind has no axe violations and nothing sideways at ${viewport.width} px`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto('/blog/', { waitUntil: 'networkidle' });
    await (await chipLabel(page, 'Case studies')).click();
    await expect(countLine(page)).toHaveText(`${caseStudies.length} of ${posts.length} posts`);
    await renderWholePage(page);
    expect(await axeViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
  });
}
