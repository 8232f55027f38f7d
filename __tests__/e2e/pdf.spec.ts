/** PDF download and share in Chromium: the file arrives under its name with PDF bytes; a failed one logs 'file upload error' and the page says so, with the direct link. */
import fs from 'node:fs';
import PDFDocument from 'pdfkit';
import type { Page } from '@playwright/test';
import path from 'node:path';
import site from '../../content/site.en.json';
import german from '../../content/site.de.json';
import { pdfText } from '../helpers/pdfText';
import { expect, test } from './fixtures';

let pdfBytes: Buffer;

/** The file name the pilot page's PdfDownload section promises, as content gives it. */
function pilotPdfFileName(): string {
  const pilot = JSON.parse(fs.readFileSync(require.resolve('../../content/services/pilot.en.json'), 'utf8')) as {
    components: { name: string; props: { fileName?: string } }[];
  };
  const section = pilot.components.find((c) => c.name === 'PdfDownload');
  if (!section?.props.fileName) throw new Error('content/services/pilot.en.json has no PdfDownload section');
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

test.beforeAll(async () => {
  pdfBytes = await makePdf();
});

const servePdf = (page: Page, pattern: string) =>
  page.route(pattern, (route) => route.fulfill({ status: 200, contentType: 'application/pdf', body: pdfBytes }));
/** The server failing to send the PDF. */
const refusePdf = (page: Page, pattern: string) =>
  page.route(pattern, (route) => route.fulfill({ status: 500, contentType: 'text/html', body: 'Internal Server Error' }));

async function downloadBytes(download: { path: () => Promise<string | null> }) {
  const file = await download.path();
  return fs.readFileSync(file ?? '');
}

test("the footer 'Download & Share PDF' saves the main presentation under its file name", async ({ page, errors }) => {
  await servePdf(page, `**${site.pdf.main}`);
  await page.goto('/services/landing-page/', { waitUntil: 'networkidle' });
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download & Share PDF' }).click()]);
  expect(download.suggestedFilename()).toBe(site.pdf.fileName);
  const bytes = await downloadBytes(download);
  expect(bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');
  expect(errors).toEqual([]);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test("the footer 'Download & Share PDF' is a link that still downloads the presentation", async ({ page }) => {
    await servePdf(page, `**${site.pdf.main}`);
    await page.goto('/services/landing-page/');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download & Share PDF' }).click()]);
    expect(download.suggestedFilename()).toBe(site.pdf.fileName);
    expect((await downloadBytes(download)).subarray(0, 4).toString('latin1')).toBe('%PDF');
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 800 } });
  test('the footer link shares the PDF file where the browser can share files', async ({ page }) => {
    await servePdf(page, `**${site.pdf.main}`);
    await page.addInitScript(() => {
      const shared: { name: string; type: string; size: number }[] = [];
      Object.assign(window, { __shared: shared });
      Object.defineProperty(navigator, 'canShare', {
        configurable: true,
        value: (data: { files?: File[] }) => Boolean(data.files?.length),
      });
      Object.defineProperty(navigator, 'share', {
        configurable: true,
        value: async (data: { files: File[] }) => {
          for (const f of data.files) shared.push({ name: f.name, type: f.type, size: f.size });
        },
      });
    });
    await page.goto('/services/landing-page/');
    /** Before the frame is live the link downloads as it does without JavaScript; sharing is what its code adds. */
    await expect(page.locator('html')).toHaveAttribute('data-live', '');
    await page.getByRole('link', { name: 'Download & Share PDF' }).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __shared: unknown[] }).__shared))
      .toEqual([{ name: site.pdf.fileName, type: 'application/pdf', size: pdfBytes.length }]);
  });
});

test("the pilot page's PDF section downloads its own PDF", async ({ page, errors }) => {
  await servePdf(page, '**/pdf/pilot/pilot.pdf');
  await page.goto('/services/pilot/', { waitUntil: 'networkidle' });
  const [download] = await Promise.all([page.waitForEvent('download'), page.locator('[data-section="PdfDownload"] button').click()]);
  expect(download.suggestedFilename()).toBe(pilotPdfFileName());
  expect((await downloadBytes(download)).subarray(0, 4).toString('latin1')).toBe('%PDF');
  expect(errors).toEqual([]);
});

test("a PDF that answers 500 logs 'file upload error', downloads nothing, and tells the visitor in the page, with the direct link", async ({
  page,
  errors,
}) => {
  const logged: string[] = [];
  page.on('console', (msg) => msg.type() === 'error' && logged.push(msg.text()));
  await refusePdf(page, '**/pdf/pilot/pilot.pdf');
  let downloads = 0;
  page.on('download', () => (downloads += 1));
  await page.goto('/services/pilot/', { waitUntil: 'networkidle' });
  const section = page.locator('[data-section="PdfDownload"]');
  const fileName = pilotPdfFileName();
  const message = section.getByRole('status');
  await expect(message).toBeEmpty();
  await section.getByRole('button').click();
  await expect.poll(() => logged.filter((l) => l.includes('file upload error'))).toHaveLength(1);
  await expect(message).toBeVisible();
  await expect(message).toContainText(site.copy.sections.pdfFailed);
  const direct = message.getByRole('link', { name: site.copy.sections.pdfDirectLink.replace('{fileName}', fileName) });
  await expect(direct).toBeVisible();
  await expect(direct).toHaveAttribute('href', '/pdf/pilot/pilot.pdf');
  expect(errors.filter((e) => e.startsWith('pageerror'))).toEqual([]);
  expect(downloads).toBe(0);

  /** The direct link is the file itself: once the server sends it, the link downloads it under its name. */
  await page.unroute('**/pdf/pilot/pilot.pdf');
  await servePdf(page, '**/pdf/pilot/pilot.pdf');
  const [download] = await Promise.all([page.waitForEvent('download'), direct.click()]);
  expect(download.suggestedFilename()).toBe(fileName);
});

test('a failed download brings its message into view, clear of the open showreel, when the button sat just above it', async ({ page }) => {
  await refusePdf(page, '**/pdf/pilot/pilot.pdf');
  await page.goto('/services/pilot/', { waitUntil: 'networkidle' });
  await expect(page.locator('[data-floating-video]')).toBeVisible();
  const section = page.locator('[data-section="PdfDownload"]');
  const button = section.getByRole('button');
  /** The button's lower edge 4 px above the showreel, so the message that appears under it starts out of sight. */
  await button.evaluate((element) => {
    const showreelTop = document.querySelector('[data-floating-video]')!.getBoundingClientRect().top;
    window.scrollBy({ top: element.getBoundingClientRect().bottom - (showreelTop - 4), behavior: 'instant' });
  });
  await button.click();
  const message = section.getByRole('status');
  await expect(message).toContainText(site.copy.sections.pdfFailed);
  const clearOfShowreel = () =>
    message.evaluate((element) => {
      const box = element.getBoundingClientRect();
      return box.top >= 0 && box.bottom <= document.querySelector('[data-floating-video]')!.getBoundingClientRect().top;
    });
  await expect.poll(clearOfShowreel).toBe(true);
});

test.describe('on a German page', () => {
  /** The German presentation as the build wrote it: its address and the name it saves under, written out here by hand. */
  const GERMAN_MAIN = '/pdf/main/oakline-studio-presentation-de.pdf';

  test('the build wrote the German presentation: a PDF set in German from the German copy', () => {
    const bytes = fs.readFileSync(path.resolve(__dirname, '../../public', `.${GERMAN_MAIN}`));
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = pdfText(bytes);
    expect(text).toContain(german.copy.pdf.writeToUs);
    expect(text).toContain('Erzählen Sie uns');
    expect(text).not.toContain(site.copy.pdf.writeToUs);
  });

  test('the footer link and the pilot section offer the German PDF under its German file name', async ({ page, errors }) => {
    await servePdf(page, '**/pdf/**');
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page.goto('/de/services/pilot/', { waitUntil: 'networkidle' });
    const footerLink = page.getByRole('link', { name: german.copy.layout.downloadPdf });
    await expect(footerLink).toHaveAttribute('href', GERMAN_MAIN);
    const [footerDownload] = await Promise.all([page.waitForEvent('download'), footerLink.click()]);
    expect(footerDownload.suggestedFilename()).toBe('oakline-studio-presentation-de.pdf');
    const [download] = await Promise.all([page.waitForEvent('download'), page.locator('[data-section="PdfDownload"] button').click()]);
    expect(download.suggestedFilename()).toBe('oakline-pilot-de.pdf');
    expect(requested.filter((p) => p.startsWith('/pdf/pilot/'))).toEqual(['/pdf/pilot/pilot-de.pdf']);
    expect(errors).toEqual([]);
  });
});
