/** A visitor's view of one service page per family (duration badge, hero image, contact form title) and of the /services listing. */
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { BASE } from './server';

interface ServiceJson {
  card: { title: string; time: string };
  components: { name: string; props: { scrollMedia?: { image?: string; alt?: string }; title?: unknown } }[];
}

const servicesDir = path.resolve(__dirname, '../../content/services');
const read = (slug: string): ServiceJson => JSON.parse(fs.readFileSync(path.join(servicesDir, `${slug}.en.json`), 'utf8')) as ServiceJson;
const serviceSlugs = fs
  .readdirSync(servicesDir)
  .filter((f) => f.endsWith('.en.json'))
  .map((f) => path.basename(f, '.en.json'))
  .sort();

/** One page per family: the scroll-image family, the pilot family, audience-tab pages, the other services. */
const SAMPLES = ['website-design', 'pilot-for-startups', 'branding', 'ux-audit'];

async function visit(page: Page, pagePath: string): Promise<void> {
  const response = await page.goto(pagePath, { waitUntil: 'load' });
  expect(response?.status()).toBe(200);
}

for (const slug of SAMPLES) {
  test.describe(`/services/${slug}/`, () => {
    const content = read(slug);
    test.beforeEach(async ({ page }) => {
      await visit(page, `/services/${slug}/`);
    });

    test('shows the duration badge worded as the content says', async ({ page }) => {
      const badge = page.locator('main [data-duration-badge]').first();
      await expect(badge).toBeVisible();
      await expect(badge).toHaveText(`Duration: ${content.card.time}`, { useInnerText: true });
    });

    test('shows the hero image, loaded, when the page has one', async ({ page }) => {
      const media = content.components.find((s) => s.name === 'Hero')?.props.scrollMedia;
      const heroImages = page.locator('main section').first().locator('picture img');
      if (!media?.image) {
        await expect(page.locator('main section').first().locator('picture img[loading="eager"]')).toHaveCount(0);
        return;
      }
      const img = media.alt ? page.locator('main section').first().getByRole('img', { name: media.alt, exact: true }) : heroImages.last();
      await expect(img).toBeVisible();
      await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
    });

    test('shows the contact form under its page-specific title', async ({ page }) => {
      const forms = content.components.filter((s) => s.name === 'ContactForm');
      const roots = page.locator('[data-section="ContactForm"]');
      await expect(roots).toHaveCount(forms.length);
      for (const [i, form] of forms.entries()) {
        const heading = roots.nth(i).getByRole('heading', { name: String(form.props.title), exact: true });
        await heading.scrollIntoViewIfNeeded();
        await expect(heading).toBeVisible();
      }
    });
  });
}

test('the samples cover at least one contact form and one hero image', () => {
  const sampled = SAMPLES.map(read);
  expect(sampled.some((s) => s.components.some((c) => c.name === 'ContactForm'))).toBe(true);
  expect(sampled.some((s) => s.components.some((c) => c.name === 'Hero' && c.props.scrollMedia?.image))).toBe(true);
});

test.describe('/services/', () => {
  test('shows one card per service file, each linking to its page and showing its duration', async ({ page }) => {
    await visit(page, '/services/');
    const cards = page.locator('main [data-service-card]');
    await expect(cards).toHaveCount(serviceSlugs.length);
    const links = await cards.locator('h3 a').evaluateAll((as) => as.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
    expect([...links].sort()).toEqual(serviceSlugs.map((s) => `/services/${s}/`).sort());
    const times = await cards.locator('[data-duration-badge]').allInnerTexts();
    expect(times.map((t) => t.replace(/^Duration:\s*/, '').trim()).sort()).toEqual(serviceSlugs.map((s) => read(s).card.time).sort());
    await expect(page.locator('main h1')).toHaveCount(1);
  });
});

test.describe('generated PDFs', () => {
  const site = JSON.parse(fs.readFileSync(path.resolve(__dirname, '../../content/site.en.json'), 'utf8')) as { pdf: { main: string } };
  const pilotPdfs = serviceSlugs.flatMap((slug) =>
    read(slug)
      .components.filter((s) => s.name === 'PdfDownload')
      .map((s) => String((s.props as { pdf?: unknown }).pdf))
      .filter((p) => p.startsWith('/pdf/pilot/')),
  );

  for (const pdfPath of [site.pdf.main, ...pilotPdfs]) {
    test(`${pdfPath} is served as a PDF`, async () => {
      const response = await fetch(`${BASE}${pdfPath}`);
      expect(response.status).toBe(200);
      const bytes = Buffer.from(await response.arrayBuffer());
      expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    });
  }
});
