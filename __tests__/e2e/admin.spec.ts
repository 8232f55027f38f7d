/** The built /admin/: Decap's bundle beside a generated config, never indexed, its own CSP rule, and no CMS code in any public page. */
import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import path from 'node:path';
import { builtHtml, builtPaths } from './site';
import { cmsConfig } from '../../src/cms/config';
import { ADMIN_SOURCE, adminPolicy } from '../../src/lib/securityHeaders';

const publicDir = path.resolve(__dirname, '../../public');
const admin = (name: string) => path.join(publicDir, 'admin', name);

test('/admin/ holds the Decap bundle, its chunks, the preview bundle and a config generated from the schemas without the local backend', () => {
  for (const name of ['index.html', 'config.yml', 'decap-cms.js', 'cms-setup.js', 'preview.css', 'preview-data.json'])
    expect(fs.existsSync(admin(name))).toBe(true);
  expect(fs.readdirSync(path.join(publicDir, 'admin')).some((name) => /^\d+\.decap-cms\.js$/.test(name))).toBe(true);
  const config = JSON.parse(fs.readFileSync(admin('config.yml'), 'utf8').split('\n').slice(1).join('\n'));
  expect(config.local_backend).toBeUndefined();
  expect(config.collections).toEqual(cmsConfig({ env: process.env, siteUrl: config.site_url }).collections);
  // English and German side by side, one file per language; previews get each language's settings and records.
  expect(config.i18n).toEqual({ structure: 'multiple_files', locales: ['en', 'de'], default_locale: 'en' });
  const previewData = JSON.parse(fs.readFileSync(admin('preview-data.json'), 'utf8'));
  expect(previewData.sites.map((site: { locale: string }) => site.locale).sort()).toEqual(['de', 'en']);
  expect(Object.keys(previewData.records.de.ServicesJson)).toContain('website-design');
  // Previews load images in sub-folders from here (src/cms/preview/imageSource.ts).
  const hero = JSON.parse(fs.readFileSync(path.resolve(__dirname, '../../content/services/website-design.en.json'), 'utf8')).components[0]
    .props.scrollMedia.image as string;
  expect(fs.existsSync(admin(hero.replace(/^\.\.\/images\//, 'content/images/')))).toBe(true);
});

test('/admin/ is noindex, out of the sitemap, and has no inline script', () => {
  const html = fs.readFileSync(admin('index.html'), 'utf8');
  expect(html).toMatch(/<meta name="robots" content="noindex, nofollow">/);
  expect(html).not.toMatch(/<script>(?!<\/script>)/);
  const sitemaps = fs.readdirSync(publicDir).filter((name) => /^sitemap-\d+\.xml$/.test(name));
  for (const sitemap of sitemaps) expect(fs.readFileSync(path.join(publicDir, sitemap), 'utf8')).not.toContain('/admin');
});

test('_headers gives /admin/ its own policy and noindex, after the site-wide rules', () => {
  const headers = fs.readFileSync(path.join(publicDir, '_headers'), 'utf8');
  const blocks = headers.split('\n\n');
  const adminBlock = blocks.find((block) => block.startsWith(`${ADMIN_SOURCE}\n`)) ?? '';
  expect(adminBlock).toContain(`Content-Security-Policy: ${adminPolicy()}`);
  expect(adminBlock).toContain('X-Robots-Tag: noindex, nofollow');
  expect(blocks.indexOf(adminBlock)).toBe(blocks.length - 1);
  const sitePolicy = /^\/\*\n {2}Content-Security-Policy: (.*)$/m.exec(headers)?.[1] ?? '';
  expect(sitePolicy).not.toMatch(/unsafe-eval/);
});

test('no public page loads any CMS code', () => {
  const pages = [...builtPaths(), '/404/'];
  expect(pages.length).toBeGreaterThan(50);
  for (const pagePath of pages) {
    const html = pagePath === '/404/' ? fs.readFileSync(path.join(publicDir, '404.html'), 'utf8') : builtHtml(pagePath);
    expect(html).not.toMatch(/decap|cms-setup|\/admin\//i);
  }
  const scripts = fs.readdirSync(publicDir).filter((name) => name.endsWith('.js'));
  for (const script of scripts)
    expect(fs.readFileSync(path.join(publicDir, script), 'utf8')).not.toMatch(/content-problems|registerPreviewTemplate/);
});

test('Decap accepts the generated config, i18n included: /admin/ opens at its login, with no configuration error', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/admin/');
  await expect(page.getByRole('button', { name: /login/i })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText(/Error loading the CMS configuration|Config Errors/i)).toHaveCount(0);
  expect(errors.filter((message) => /config|i18n/i.test(message))).toEqual([]);
});
