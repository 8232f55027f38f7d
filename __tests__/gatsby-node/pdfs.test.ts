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
});

describe('writePdfs', () => {
  it('writes the main presentation, each pilot PDF and each review PDF of the content under public/', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pdfs-'));
    const content = path.join(dir, 'content');
    fs.mkdirSync(path.join(content, 'services'), { recursive: true });
    fs.writeFileSync(path.join(content, 'site.en.json'), JSON.stringify(site));
    for (const s of services) fs.writeFileSync(path.join(content, 'services', `${s.slug}.en.json`), JSON.stringify(s.page));
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
    const written = await writePdfs(content, path.join(dir, 'public'));
    expect(written).toEqual(['/pdf/main/oakline-studio-presentation.pdf', '/pdf/pilot/pilot-for-startups.pdf', '/pdf/reviews/a.pdf']);
    for (const p of written)
      expect(
        fs
          .readFileSync(path.join(dir, 'public', p))
          .subarray(0, 5)
          .toString('latin1'),
      ).toBe('%PDF-');
  });
});
