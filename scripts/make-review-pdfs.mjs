// Makes the PDF of every blog review whose content sets `pdf.src`: a one-page printable copy of the review
// (headline, rating, text, reviewer) written to static/<pdf.src> with pdfkit. Deterministic (dates from content).
// Usage: node scripts/make-review-pdfs.mjs
import fs from 'node:fs';
import path from 'node:path';
import PDFDocument from 'pdfkit';

const root = path.resolve(import.meta.dirname, '..');
const reviewDir = path.join(root, 'content/blog/review');
const site = JSON.parse(fs.readFileSync(path.join(root, 'content/site.json'), 'utf8'));

/** Drops characters the built-in PDF fonts cannot draw (emoji, curly quotes become straight ones). */
const printable = (text) => text.replace(/[“”]/g, '"').replace(/[‘’]/g, "'").replace(/[^\x20-\x7E\u00A0-\u00FF\n–—…]/gu, '');

function render(review, file) {
  return new Promise((resolve, reject) => {
    const date = new Date(`${review.date}T00:00:00Z`);
    const doc = new PDFDocument({ size: 'A4', margin: 56, info: { Title: printable(review.title), Author: site.agencyName, CreationDate: date, ModDate: date } });
    const out = fs.createWriteStream(file);
    out.on('finish', resolve);
    out.on('error', reject);
    doc.pipe(out);
    doc.fillColor('#5536e8').fontSize(11).text(`${site.agencyName} - verified client review`.toUpperCase(), { characterSpacing: 1 });
    doc.moveDown(1.2).fillColor('#16131f').font('Helvetica-Bold').fontSize(22).text(printable(review.title));
    doc.moveDown(0.6).font('Helvetica').fontSize(12).fillColor('#4a4658').text(`Rated ${review.rating} out of 5 - ${review.date}`);
    doc.moveDown(1.2).fillColor('#16131f').fontSize(13).text(printable(review.text), { lineGap: 4, align: 'left' });
    doc.moveDown(1.5).font('Helvetica-Bold').text(printable(review.humanName));
    doc.font('Helvetica').fillColor('#4a4658').text(printable(review.position));
    doc.moveDown(3).fontSize(10).text(`${site.siteUrl}/blog/review/`, { link: `${site.siteUrl}/` });
    doc.end();
  });
}

const made = [];
for (const name of fs.readdirSync(reviewDir).filter((f) => f.endsWith('.json')).sort()) {
  const review = JSON.parse(fs.readFileSync(path.join(reviewDir, name), 'utf8'));
  if (!review.pdf?.src) continue;
  const file = path.join(root, 'static', review.pdf.src);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  await render(review, file);
  made.push(path.relative(root, file));
}
console.log(made.length ? `made ${made.length} PDF(s):\n${made.join('\n')}` : 'no review asks for a PDF');
