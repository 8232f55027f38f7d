/**
 * @jest-environment node
 */
/** The pdfkit writer makes real multi-page PDFs with selectable text set in the embedded brand faces, and writes every generated PDF to its site path. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readContent, renderPdf, writePdfs } from '../../src/gatsby-node/postBuild/pdfs';
import { mainPresentation, pdfSafe, pilotDocument, type PdfDocumentModel } from '../../src/gatsby-node/postBuild/pdfDocument';
import { pilotPage, services, site } from '../helpers/pdfFixtures';
import { pdfFontNames, pdfText } from '../helpers/pdfText';
import germanSite from '../../content/site.de.json';

const pageCount = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length;

describe('renderPdf', () => {
  let main: Buffer;
  beforeAll(async () => {
    main = await renderPdf(mainPresentation(site, services), false);
  });

  it('makes a PDF file', () => {
    expect(main.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it('has one page per model page (more than one)', () => {
    expect(pageCount(main)).toBe(mainPresentation(site, services).pages.length);
    expect(pageCount(main)).toBeGreaterThan(1);
  });

  it('contains every service title and duration as text', () => {
    const text = pdfText(main);
    for (const { page } of services) {
      expect(text).toContain(page.card.title);
      expect(text).toContain(page.card.time);
    }
    expect(text).toContain('Oakline Studio');
  });

  it('keeps typographic punctuation readable', async () => {
    const model: PdfDocumentModel = {
      path: '/pdf/main/x.pdf',
      title: 'x',
      pages: [{ blocks: [{ kind: 'heading', text: 'Founders’ “first” sprint — €' }] }],
    };
    expect(pdfText(await renderPdf(model, false))).toContain('Founders’ “first” sprint — €');
  });

  it('sets its text in the embedded brand faces, not a built-in PDF font', () => {
    const fonts = pdfFontNames(main);
    expect(fonts.some((name) => name.startsWith('Inter'))).toBe(true);
    expect(fonts.some((name) => name.startsWith('BricolageGrotesque'))).toBe(true);
    expect(fonts.filter((name) => !/^(Inter|BricolageGrotesque)/.test(name))).toEqual([]);
    expect(main.toString('latin1')).toContain('/FontFile2');
  });

  it('leaves out characters no brand face draws instead of breaking the PDF', async () => {
    const model: PdfDocumentModel = {
      path: '/pdf/main/x.pdf',
      title: 'x',
      pages: [{ blocks: [{ kind: 'paragraph', text: 'Café 漢字 Łódź ✓ done' }] }],
    };
    const pdf = await renderPdf(model, false);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdfText(pdf)).toContain('Café Łódź done');
  });

  it('renders the pilot sprints as text', async () => {
    const text = pdfText(await renderPdf(pilotDocument(site, { slug: 'pilot-for-startups', page: pilotPage }) as PdfDocumentModel, false));
    expect(text).toContain('Sprint 2: startups sprint 2 outcome');
    expect(text).toContain('+6 more items');
  });
});

describe('the main presentation of the committed content', () => {
  it('lists every English service file by title, once, on more than one page', async () => {
    const content = readContent(path.resolve(__dirname, '../../content'));
    const pdf = await renderPdf(mainPresentation(content.site, content.services), false);
    expect(pageCount(pdf)).toBeGreaterThan(1);
    const text = pdfText(pdf);
    expect(content.services.length).toBeGreaterThan(0);
    expect(content.services.map((s) => pdfSafe(s.page.card.title)).filter((title) => !text.includes(title))).toEqual([]);
    const englishFiles = fs.readdirSync(path.resolve(__dirname, '../../content/services')).filter((f) => f.endsWith('.en.json'));
    expect(content.services).toHaveLength(englishFiles.length);
  });

  it('in German is set from the German files, umlauts and ß included, with no English service title', async () => {
    const dir = path.resolve(__dirname, '../../content');
    const german = readContent(dir, 'de');
    const english = readContent(dir, 'en');
    const text = pdfText(await renderPdf(mainPresentation(german.site, german.services), false));
    expect(text).toContain('Schreiben Sie uns');
    expect(text).toContain('Leistungen in');
    expect(text).toMatch(/[äöü]/);
    expect(text).toMatch(/ß/);
    expect(german.services.map((s) => pdfSafe(s.page.card.title)).filter((title) => !text.includes(title))).toEqual([]);
    const germanTitles = new Set(german.services.map((s) => s.page.card.title));
    const englishOnly = english.services.map((s) => s.page.card.title).filter((title) => !germanTitles.has(title));
    expect(englishOnly.length).toBeGreaterThan(10);
    expect(englishOnly.filter((title) => text.includes(` ${pdfSafe(title)} `))).toEqual([]);
  });
});

describe('writePdfs', () => {
  it('writes the main presentation, each pilot PDF and each review PDF of each language under public/, the German ones at -de paths in German', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pdfs-'));
    const content = path.join(dir, 'content');
    fs.mkdirSync(path.join(content, 'services'), { recursive: true });
    fs.writeFileSync(path.join(content, 'site.en.json'), JSON.stringify(site));
    fs.writeFileSync(path.join(content, 'site.de.json'), JSON.stringify({ ...site, copy: germanSite.copy }));
    for (const s of services) fs.writeFileSync(path.join(content, 'services', `${s.slug}.en.json`), JSON.stringify(s.page));
    const germanPilot = { ...pilotPage, metadata: { ...pilotPage.metadata, name: 'Pilotprojekt für Gründer' } };
    fs.writeFileSync(path.join(content, 'services', 'pilot-for-startups.de.json'), JSON.stringify(germanPilot));
    fs.mkdirSync(path.join(content, 'blog/review'), { recursive: true });
    const review = {
      title: 'Fast and honest',
      text: 'They shipped.',
      humanName: 'Priya Nair',
      position: 'COO',
      rating: 5,
      date: '2025-03-14',
      pdf: { src: '/pdf/reviews/a.pdf', name: 'a.pdf' },
    };
    fs.writeFileSync(path.join(content, 'blog/review', 'a.en.json'), JSON.stringify(review));
    fs.writeFileSync(path.join(content, 'blog/review', 'b.en.json'), JSON.stringify({ ...review, pdf: undefined }));
    fs.writeFileSync(path.join(content, 'blog/review', 'a.de.json'), JSON.stringify({ ...review, title: 'Schnell und ehrlich' }));
    const { written } = await writePdfs(content, path.join(dir, 'public'));
    expect(written).toEqual([
      '/pdf/main/oakline-studio-presentation.pdf',
      '/pdf/pilot/pilot-for-startups.pdf',
      '/pdf/reviews/a.pdf',
      '/pdf/main/oakline-studio-presentation-de.pdf',
      '/pdf/pilot/pilot-for-startups-de.pdf',
      '/pdf/reviews/a-de.pdf',
    ]);
    const read = (p: string) => fs.readFileSync(path.join(dir, 'public', p));
    for (const p of written) expect(read(p).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdfText(read('/pdf/pilot/pilot-for-startups-de.pdf'))).toContain('Pilotprojekt für Gründer');
    expect(pdfText(read('/pdf/pilot/pilot-for-startups.pdf'))).not.toContain('Pilotprojekt');
    expect(pdfText(read('/pdf/reviews/a-de.pdf'))).toContain('Schnell und ehrlich');
  });
});
