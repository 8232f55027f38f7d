/** A visitor's view of one service page per family (duration badge, hero image, contact form title) and of the /services listing. */
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launch, openPage } from './browser';
import { BASE } from './server';

interface ServiceJson {
  card: { title: string; time: string };
  components: { name: string; props: { scrollMedia?: { image?: string; alt?: string }; title?: unknown } }[];
}

const servicesDir = path.resolve(__dirname, '../../content/services');
const read = (slug: string): ServiceJson => JSON.parse(fs.readFileSync(path.join(servicesDir, `${slug}.json`), 'utf8')) as ServiceJson;
const serviceSlugs = fs.readdirSync(servicesDir).filter((f) => f.endsWith('.json')).map((f) => path.basename(f, '.json')).sort();

/** One page per family: the scroll-image family, the pilot family, audience-tab pages, the other services. */
const SAMPLES = ['website-design', 'pilot-for-startups', 'branding', 'ux-audit'];

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

async function visit(pagePath: string): Promise<Page> {
  const { page } = await openPage(browser);
  const response = await page.goto(`${BASE}${pagePath}`, { waitUntil: 'load' });
  expect(response?.status()).toBe(200);
  return page;
}

describe.each(SAMPLES)('/services/%s/', (slug) => {
  let page: Page;
  let content: ServiceJson;
  beforeAll(async () => {
    content = read(slug);
    page = await visit(`/services/${slug}/`);
  });
  afterAll(async () => {
    await page?.context().close();
  });

  it('shows the duration badge worded as the content says', async () => {
    const badge = page.locator('main [data-duration-badge]').first();
    expect(await badge.isVisible()).toBe(true);
    expect((await badge.innerText()).replace(/\s+/g, ' ').trim()).toBe(`Duration: ${content.card.time}`);
  });

  it('shows the hero image, loaded, when the page has one', async () => {
    const media = content.components.find((s) => s.name === 'Hero')?.props.scrollMedia;
    const heroImages = page.locator('main section').first().locator('picture img');
    if (!media?.image) {
      expect(await page.locator('main section').first().locator('picture img[loading="eager"]').count()).toBe(0);
      return;
    }
    const img = media.alt ? page.locator('main section').first().getByRole('img', { name: media.alt, exact: true }) : heroImages.last();
    expect(await img.isVisible()).toBe(true);
    expect(await img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
  });

  it('shows the contact form under its page-specific title', async () => {
    const forms = content.components.filter((s) => s.name === 'ContactForm');
    const roots = page.locator('[data-section="ContactForm"]');
    expect(await roots.count()).toBe(forms.length);
    for (const [i, form] of forms.entries()) {
      const heading = roots.nth(i).getByRole('heading', { name: String(form.props.title), exact: true });
      await heading.scrollIntoViewIfNeeded();
      expect(await heading.isVisible()).toBe(true);
    }
  });
});

it('the samples cover at least one contact form and one hero image', () => {
  const sampled = SAMPLES.map(read);
  expect(sampled.some((s) => s.components.some((c) => c.name === 'ContactForm'))).toBe(true);
  expect(sampled.some((s) => s.components.some((c) => c.name === 'Hero' && c.props.scrollMedia?.image))).toBe(true);
});

describe('/services/', () => {
  it('shows one card per service file, each linking to its page and showing its duration', async () => {
    const page = await visit('/services/');
    const cards = page.locator('main [data-service-card]');
    expect(await cards.count()).toBe(serviceSlugs.length);
    const links = await cards.locator('h3 a').evaluateAll((as) => as.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
    expect([...links].sort()).toEqual(serviceSlugs.map((s) => `/services/${s}/`).sort());
    const times = await cards.locator('[data-duration-badge]').allInnerTexts();
    expect(times.map((t) => t.replace(/^Duration:\s*/, '').trim()).sort()).toEqual(serviceSlugs.map((s) => read(s).card.time).sort());
    expect(await page.locator('main h1').count()).toBe(1);
    await page.context().close();
  });
});

describe('generated PDFs', () => {
  const site = JSON.parse(fs.readFileSync(path.resolve(__dirname, '../../content/site.json'), 'utf8')) as { pdf: { main: string } };
  const pilotPdfs = serviceSlugs.flatMap((slug) =>
    read(slug)
      .components.filter((s) => s.name === 'PdfDownload')
      .map((s) => String((s.props as { pdf?: unknown }).pdf))
      .filter((p) => p.startsWith('/pdf/pilot/')),
  );

  it.each([site.pdf.main, ...pilotPdfs])('%s is served as a PDF', async (pdfPath) => {
    const response = await fetch(`${BASE}${pdfPath}`);
    expect(response.status).toBe(200);
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });
});
