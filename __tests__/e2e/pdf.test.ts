/** PDF download and share in Chromium: the file arrives under its name with PDF bytes; a missing file only logs 'file upload error'. */
import fs from 'node:fs';
import PDFDocument from 'pdfkit';
import type { Browser, Page } from 'playwright-core';
import site from '../../content/site.json';
import { launch, openPage } from './browser';
import { BASE } from './server';

let browser: Browser;
let pdfBytes: Buffer;

/** The file name the pilot page's PdfDownload section promises, as content gives it. */
function pilotPdfFileName(): string {
  const pilot = JSON.parse(fs.readFileSync(require.resolve('../../content/services/pilot.json'), 'utf8')) as { components: { name: string; props: { fileName?: string } }[] };
  const section = pilot.components.find((c) => c.name === 'PdfDownload');
  if (!section?.props.fileName) throw new Error('content/services/pilot.json has no PdfDownload section');
  return section.props.fileName;
}

/** A small real PDF made here, served by route interception (the build's PDFs come from another step). */
function makePdf(): Promise<Buffer> {
  return new Promise((resolve) => {
    const doc = new PDFDocument({ size: 'A4' });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.fontSize(24).text('Oakline Studio test presentation');
    doc.end();
  });
}

beforeAll(async () => {
  browser = await launch();
  pdfBytes = await makePdf();
});
afterAll(async () => {
  await browser?.close();
});

const servePdf = (page: Page, pattern: string) => page.route(pattern, (route) => route.fulfill({ status: 200, contentType: 'application/pdf', body: pdfBytes }));

async function downloadBytes(download: { path: () => Promise<string | null> }) {
  const file = await download.path();
  return fs.readFileSync(file ?? '');
}

test("the footer 'Download & Share PDF' saves the main presentation under its file name", async () => {
  const { page, errors } = await openPage(browser, 1440, 900);
  await servePdf(page, `**${site.pdf.main}`);
  await page.goto(`${BASE}/services/landing-page/`, { waitUntil: 'networkidle' });
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download & Share PDF' }).click()]);
  expect(download.suggestedFilename()).toBe(site.pdf.fileName);
  const bytes = await downloadBytes(download);
  expect(bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');
  expect(bytes.length).toBe(pdfBytes.length);
  expect(errors).toEqual([]);
  await page.context().close();
});

test("the footer button shares the PDF file where the browser can share files", async () => {
  const { page } = await openPage(browser, 375, 800);
  await servePdf(page, `**${site.pdf.main}`);
  await page.addInitScript(() => {
    const shared: { name: string; type: string; size: number }[] = [];
    Object.assign(window, { __shared: shared });
    Object.defineProperty(navigator, 'canShare', { configurable: true, value: (data: { files?: File[] }) => Boolean(data.files?.length) });
    Object.defineProperty(navigator, 'share', {
      configurable: true,
      value: async (data: { files: File[] }) => {
        for (const f of data.files) shared.push({ name: f.name, type: f.type, size: f.size });
      },
    });
  });
  await page.goto(`${BASE}/services/landing-page/`, { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: 'Download & Share PDF' }).click();
  await page.waitForFunction(() => (window as unknown as { __shared: unknown[] }).__shared.length === 1);
  const shared = await page.evaluate(() => (window as unknown as { __shared: unknown[] }).__shared);
  expect(shared).toEqual([{ name: site.pdf.fileName, type: 'application/pdf', size: pdfBytes.length }]);
  await page.context().close();
});

test("the pilot page's PDF section downloads its own PDF", async () => {
  const { page, errors } = await openPage(browser, 1440, 900);
  await servePdf(page, '**/pdf/pilot/pilot.pdf');
  await page.goto(`${BASE}/services/pilot/`, { waitUntil: 'networkidle' });
  const [download] = await Promise.all([page.waitForEvent('download'), page.locator('[data-section="PdfDownload"] button').click()]);
  expect(download.suggestedFilename()).toBe(pilotPdfFileName());
  expect((await downloadBytes(download)).subarray(0, 4).toString('latin1')).toBe('%PDF');
  expect(errors).toEqual([]);
  await page.context().close();
});

test("a missing PDF logs 'file upload error', throws nothing and downloads nothing", async () => {
  const { page, errors } = await openPage(browser, 1440, 900);
  const logged: string[] = [];
  page.on('console', (msg) => msg.type() === 'error' && logged.push(msg.text()));
  await page.route('**/pdf/pilot/pilot.pdf', (route) => route.fulfill({ status: 404, contentType: 'text/html', body: 'Not found' }));
  let downloads = 0;
  page.on('download', () => (downloads += 1));
  await page.goto(`${BASE}/services/pilot/`, { waitUntil: 'networkidle' });
  await page.locator('[data-section="PdfDownload"] button').click();
  for (let i = 0; i < 50 && !logged.some((l) => l.includes('file upload error')); i += 1) await page.waitForTimeout(100);
  expect(logged.filter((l) => l.includes('file upload error'))).toHaveLength(1);
  expect(errors.filter((e) => e.startsWith('pageerror'))).toEqual([]);
  expect(downloads).toBe(0);
  expect(await page.locator('[role="alert"]').count()).toBe(0);
  await page.context().close();
});
