/** Writes the main presentation and the pilot PDFs into public/ from the (already checked) content, with pdfkit; run by onPostBuild. */
import fs from 'node:fs';
import path from 'node:path';
import PDFDocument from 'pdfkit';
import type { ServicePage } from '../../content-model/service';
import type { SiteSettings } from '../../content-model/site';
import { palette } from '../../lib/palette';
import type { Loaded } from '../../content-model/check';
import { loadBuilt } from '../../content-model/builtContent';
import { allPdfDocuments, type PdfBlock, type PdfDocumentModel, type ReviewEntry, type ServiceEntry } from './pdfDocument';

const { ink: INK, inkSoft: INK_SOFT, violet: VIOLET } = palette;

/** Font, size, colour and space after each block kind. */
const STYLE: Record<PdfBlock['kind'], { font: string; size: number; color: string; gap: number }> = {
  title: { font: 'Helvetica-Bold', size: 28, color: INK, gap: 10 },
  subtitle: { font: 'Helvetica', size: 15, color: INK_SOFT, gap: 18 },
  heading: { font: 'Helvetica-Bold', size: 14, color: INK, gap: 3 },
  badge: { font: 'Helvetica-Bold', size: 10, color: VIOLET, gap: 4 },
  item: { font: 'Helvetica-Oblique', size: 10, color: INK_SOFT, gap: 12 },
  paragraph: { font: 'Helvetica', size: 11, color: INK, gap: 8 },
  note: { font: 'Helvetica', size: 9, color: INK_SOFT, gap: 12 },
};

/** Renders one document model to PDF bytes; `compress: false` keeps the text streams readable (tests grep them). */
export function renderPdf(model: PdfDocumentModel, compress = true): Promise<Buffer> {
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
  for (const page of model.pages) {
    doc.addPage();
    doc.rect(0, 0, doc.page.width, 8).fill(VIOLET);
    doc.x = doc.page.margins.left;
    doc.y = doc.page.margins.top;
    for (const block of page.blocks) {
      const style = STYLE[block.kind];
      doc.font(style.font).fontSize(style.size).fillColor(style.color);
      doc.text(block.text, { width: doc.page.width - doc.page.margins.left - doc.page.margins.right });
      doc.moveDown(style.gap / style.size);
    }
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

/** Reads content/site.json, every published content/services/*.json and content/blog/review/*.json (validated by the content checks before). */
export function readContent(contentDir: string): { site: SiteSettings; services: ServiceEntry[]; reviews: ReviewEntry[] } {
  const loaded = loadBuilt(contentDir, contentDir);
  const services = builtIn<ServicePage>(loaded, 'services').map(({ slug, data }) => ({ slug, page: data }));
  const reviews = builtIn<ReviewEntry>(loaded, 'blog/review').map(({ data }) => data);
  const site = loaded.find((item) => !('dir' in item.collection))?.data as SiteSettings;
  return { site, services, reviews };
}

/** Writes every PDF under `publicDir`; returns the site paths written. */
export async function writePdfs(contentDir: string, publicDir: string): Promise<string[]> {
  const { site, services, reviews } = readContent(contentDir);
  const written: string[] = [];
  for (const model of allPdfDocuments(site, services, reviews)) {
    const target = path.join(publicDir, model.path);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, await renderPdf(model));
    written.push(model.path);
  }
  return written;
}
