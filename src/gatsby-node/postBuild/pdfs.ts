/** Writes the main presentation, the pilot and the review PDFs of every language into public/ from the (already checked) content, with pdfkit, set in the embedded brand faces; run by onPostBuild. */
import fs from 'node:fs';
import path from 'node:path';
import PDFDocument from 'pdfkit';
import type { ServicePage } from '../../content-model/service';
import type { SiteSettings } from '../../content-model/site';
import { palette } from '../../lib/palette';
import { faceSetter, type FaceStyle } from './brandFaceInstances';
import type { Loaded } from '../../content-model/check';
import { loadBuilt } from '../../content-model/builtContent';
import { allPdfDocuments, type PdfBlock, type PdfDocumentModel, type ReviewEntry, type ServiceEntry } from './pdfDocument';
import { DEFAULT_LOCALE, type Locale } from '../../lib/locales';
import { pdfNameInLanguage } from '../../lib/pdfPaths';
import { siteLocales } from '../../content-model/contentDir';

const { ink: INK, inkSoft: INK_SOFT, violet: VIOLET } = palette;

const INTER: FaceStyle = { face: 'Inter', weight: 400 };
const INTER_BOLD: FaceStyle = { face: 'Inter', weight: 700 };
const INTER_ITALIC: FaceStyle = { face: 'Inter', weight: 400, italic: true };
const display = (weight: number): FaceStyle => ({ face: 'Bricolage Grotesque', weight, fallback: { face: 'Inter', weight } });

/** Face, size, colour and space after each block kind: titles and headings in Bricolage Grotesque, the rest in Inter, as on the site. */
const STYLE: Record<PdfBlock['kind'], { face: FaceStyle; size: number; color: string; gap: number }> = {
  title: { face: display(800), size: 28, color: INK, gap: 10 },
  subtitle: { face: INTER, size: 15, color: INK_SOFT, gap: 18 },
  heading: { face: display(700), size: 14, color: INK, gap: 3 },
  badge: { face: INTER_BOLD, size: 10, color: VIOLET, gap: 4 },
  item: { face: INTER_ITALIC, size: 10, color: INK_SOFT, gap: 12 },
  paragraph: { face: INTER, size: 11, color: INK, gap: 8 },
  note: { face: INTER, size: 9, color: INK_SOFT, gap: 12 },
};

/** Sets one block in its face: each run in the subset that draws it (embedded once per document), wrapped as one paragraph. */
async function writeBlock(doc: PDFKit.PDFDocument, block: PdfBlock, embedded: Set<string>): Promise<void> {
  const style = STYLE[block.kind];
  const runs = (await faceSetter(style.face, block.text))(block.text);
  const width = doc.page.width - doc.page.margins.left - doc.page.margins.right;
  runs.forEach((run, i) => {
    if (!embedded.has(run.subset.key)) doc.registerFont(run.subset.key, run.subset.bytes);
    embedded.add(run.subset.key);
    doc.font(run.subset.key).fontSize(style.size).fillColor(style.color);
    doc.text(run.text, { width, continued: i < runs.length - 1 });
  });
  doc.moveDown(style.gap / style.size);
}

/** Renders one document model to PDF bytes, in the brand faces; `compress: false` keeps the text streams readable (tests grep them). */
export async function renderPdf(model: PdfDocumentModel, compress = true): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    compress,
    autoFirstPage: false,
    info: { Title: model.title, Author: 'Oakline Studio' },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const embedded = new Set<string>();
  for (const page of model.pages) {
    doc.addPage();
    doc.rect(0, 0, doc.page.width, 8).fill(VIOLET);
    doc.x = doc.page.margins.left;
    doc.y = doc.page.margins.top;
    for (const block of page.blocks) await writeBlock(doc, block, embedded);
  }
  doc.end();
  return done;
}

/** The records of one collection the build publishes (drafts and items not yet due only in a preview), by file name. */
const builtIn = <T>(loaded: readonly Loaded[], dir: string) =>
  loaded
    .filter((item) => 'dir' in item.collection && item.collection.dir === dir)
    .sort((a, b) => a.file.localeCompare(b.file))
    .map((item) => ({ slug: item.slug, data: item.data as T }));

/** Reads content/site.<locale>.json, every published content/services/*.<locale>.json and content/blog/review/*.<locale>.json (validated by the content checks before). */
export function readContent(
  contentDir: string,
  locale: Locale = DEFAULT_LOCALE,
): { site: SiteSettings; services: ServiceEntry[]; reviews: ReviewEntry[] } {
  const loaded = loadBuilt(contentDir, contentDir).filter((item) => item.locale === locale);
  const services = builtIn<ServicePage>(loaded, 'services').map(({ slug, data }) => ({ slug, page: data }));
  const reviews = builtIn<ReviewEntry>(loaded, 'blog/review').map(({ data }) => data);
  const site = loaded.find((item) => !('dir' in item.collection))?.data as SiteSettings;
  return { site, services, reviews };
}

/** Writes every PDF of every language under `publicDir`, each language's from its own content at its own path (src/lib/pdfPaths.ts); returns the site paths written and the seconds each language took. */
export async function writePdfs(
  contentDir: string,
  publicDir: string,
): Promise<{ written: string[]; seconds: Partial<Record<Locale, number>> }> {
  const written: string[] = [];
  const seconds: Partial<Record<Locale, number>> = {};
  for (const locale of siteLocales(contentDir)) {
    const start = performance.now();
    const { site, services, reviews } = readContent(contentDir, locale);
    for (const model of allPdfDocuments(site, services, reviews)) {
      const sitePath = pdfNameInLanguage(model.path, locale);
      const target = path.join(publicDir, sitePath);
      fs.mkdirSync(path.dirname(target), { recursive: true });
      fs.writeFileSync(target, await renderPdf(model));
      written.push(sitePath);
    }
    seconds[locale] = (performance.now() - start) / 1000;
  }
  return { written, seconds };
}
