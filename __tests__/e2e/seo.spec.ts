/** Search metadata in the built HTML: head tags, share images, JSON-LD, sitemap, robots.txt and the web manifest. */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import site from '../../content/site.en.json';
import { expect, test } from './fixtures';
import { builtHtml, builtPaths, builtPathsEveryLanguage } from './site';
import { BASE } from './server';

const publicDir = path.resolve(__dirname, '../../public');
/** Redirect pages (old case URLs) only forward to the real page, which carries the metadata. */
const isRedirect = (pagePath: string) => /http-equiv="refresh"/i.test(builtHtml(pagePath));
const pages = [...builtPaths().filter((p) => !isRedirect(p)), '/404/'];

const meta = (html: string, attr: 'name' | 'property', key: string) =>
  new RegExp(`<meta ${attr}="${key}" content="([^"]*)"`).exec(html)?.[1];
const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].flatMap(
    (m) => [JSON.parse(m[1])].flat() as { '@type': string }[],
  );

/** Where a page's share image lives, written out by hand for a few pages of each kind (not derived from the code that names them). */
const KNOWN_SHARE_IMAGES: Record<string, string> = {
  '/': '/og/home.jpg',
  '/services/': '/og/services.jpg',
  '/services/pilot/': '/og/services-pilot.jpg',
  '/cases/healthcare/ehr-electronic-health-records/': '/og/cases-healthcare-ehr-electronic-health-records.jpg',
  '/blog/review/healthiv-website-review/': '/og/blog-review-healthiv-website-review.jpg',
  '/404/': '/og/404.jpg',
  '/de/': '/og/de.jpg',
  '/de/services/pilot/': '/og/de-services-pilot.jpg',
};
/** The site-relative path of the page's og:image. */
const shareImageOf = (pagePath: string) => (meta(builtHtml(pagePath), 'property', 'og:image') ?? '').replace(site.siteUrl, '');

test('share images are named after the page path, one per page', () => {
  for (const [pagePath, image] of Object.entries(KNOWN_SHARE_IMAGES)) expect(shareImageOf(pagePath), pagePath).toBe(image);
  const images = pages.map(shareImageOf);
  expect(new Set(images).size).toBe(pages.length);
});

test("a German page's share image is its own card, drawn with its German title, not the English page's", async () => {
  const pixels = (pagePath: string) =>
    sharp(path.join(publicDir, shareImageOf(pagePath)))
      .raw()
      .toBuffer();
  const [english, german] = await Promise.all([pixels('/services/pilot/'), pixels('/de/services/pilot/')]);
  expect(german.length).toBe(english.length);
  const differing = english.reduce((count, value, i) => count + (Math.abs(value - german[i]) > 40 ? 1 : 0), 0);
  expect(differing).toBeGreaterThan(1000);
});

for (const pagePath of pages) {
  test(`${pagePath} has title, description, canonical, Open Graph and Twitter tags, theme colour and lang`, () => {
    const html = builtHtml(pagePath);
    const url = `${site.siteUrl}${pagePath}`;
    expect(html).toMatch(new RegExp(`^<!DOCTYPE html><html lang="${pagePath.startsWith('/de/') ? 'de' : 'en'}"`));
    expect(/<title[^>]*>([^<]+)<\/title>/.exec(html)?.[1]).toMatch(/Oakline Studio/);
    expect((meta(html, 'name', 'description') ?? '').length).toBeGreaterThan(50);
    expect(html).toContain(`<link rel="canonical" href="${url}"`);
    expect(meta(html, 'property', 'og:url')).toBe(url);
    expect(meta(html, 'property', 'og:title')).toBeTruthy();
    expect(meta(html, 'property', 'og:description')).toBe(meta(html, 'name', 'description'));
    expect(meta(html, 'property', 'og:image')).toMatch(new RegExp(`^${site.siteUrl.replace(/[.]/g, '\\.')}/og/[a-z0-9-]+\\.jpg$`));
    expect(meta(html, 'name', 'twitter:card')).toBe('summary_large_image');
    expect(meta(html, 'name', 'twitter:image')).toBe(meta(html, 'property', 'og:image'));
    expect(meta(html, 'name', 'theme-color')).toMatch(/^#[0-9a-f]{6}$/i);
    expect(html).toContain('<link rel="manifest" href="/site.webmanifest"');
  });

  test(`${pagePath} has its 1200x630 share image`, async () => {
    const file = path.join(publicDir, shareImageOf(pagePath));
    const { width, height, format } = await sharp(file).metadata();
    expect({ width, height, format }).toEqual({ width: 1200, height: 630, format: 'jpeg' });
  });

  test(`${pagePath} carries Organization JSON-LD (Service on service pages, Review on review pages, BreadcrumbList with breadcrumbs)`, () => {
    const html = builtHtml(pagePath);
    const types = jsonLd(html).map((item) => item['@type']);
    if (/<nav[^>]*aria-label="breadcrumbs?"/i.test(html)) expect(types).toContain('BreadcrumbList');
    expect(types).toContain('Organization');
    if (/^\/services\/[^/]+\/$/.test(pagePath)) expect(types).toContain('Service');
    if (/^\/blog\/review\/[^/]+\/$/.test(pagePath)) expect(types).toContain('Review');
  });
}

test('the sitemap lists exactly the built pages except 404 and redirects', () => {
  const index = fs.readFileSync(path.join(publicDir, 'sitemap-index.xml'), 'utf8');
  const sitemaps = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
  const listed = sitemaps.flatMap((file) =>
    [...fs.readFileSync(path.join(publicDir, file), 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]),
  );
  const every = builtPathsEveryLanguage();
  const redirects = every.filter(isRedirect);
  const expected = every.filter((p) => !redirects.includes(p)).map((p) => `${site.siteUrl}${p}`);
  expect([...listed].sort()).toEqual(expected.sort());
});

test('robots.txt allows crawling and points at the sitemap', () => {
  const robots = fs.readFileSync(path.join(publicDir, 'robots.txt'), 'utf8');
  expect(robots).toMatch(/^User-agent: \*$/m);
  expect(robots).not.toMatch(/^Disallow: \/$/m);
  expect(robots).toContain(`Sitemap: ${site.siteUrl}/sitemap-index.xml`);
  expect(fs.existsSync(path.join(publicDir, 'sitemap-index.xml'))).toBe(true);
});

test('the web manifest names the site and its icons exist at their stated sizes', async () => {
  const manifest = JSON.parse(fs.readFileSync(path.join(publicDir, 'site.webmanifest'), 'utf8')) as {
    name: string;
    theme_color: string;
    icons: { src: string; sizes: string; type: string }[];
  };
  expect(manifest.name).toBe(site.agencyName);
  expect(manifest.theme_color).toBe(meta(builtHtml('/'), 'name', 'theme-color'));
  for (const icon of manifest.icons.filter((i) => i.type === 'image/png')) {
    const { width, height } = await sharp(path.join(publicDir, icon.src)).metadata();
    expect(`${width}x${height}`).toBe(icon.sizes);
  }
});

test('after a client-side navigation the head is the new page’s: title, description and canonical (its handler loads with that navigation)', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto(`${BASE}/`);
  await page.waitForLoadState('networkidle');
  const canonical = () => page.locator('link[rel="canonical"]').getAttribute('href');
  expect(await canonical()).toBe(`${site.siteUrl}/`);
  const beforeNavigation = scripts.length;
  await page
    .getByRole('banner')
    .getByRole('link', { name: site.nav.find((link) => link.href === '/cases/')?.label, exact: true })
    .first()
    .click();
  await expect(page).toHaveURL(`${BASE}/cases/`);
  await expect(page).toHaveTitle(`${site.copy.casesPage.title} | ${site.agencyName}`);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', site.copy.casesPage.description);
  await expect.poll(canonical).toBe(`${site.siteUrl}/cases/`);
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
  expect(scripts.length, 'the navigation loaded code (the page and the head handler)').toBeGreaterThan(beforeNavigation);
});
