/** Where the build writes its generated PDFs (src/gatsby-node/postBuild/pdfs.ts): the main presentation, the pilot plans and the review copies, one file per language. */
import { DEFAULT_LOCALE, type Locale } from './locales';

export const PDF_DIRS = { main: '/pdf/main/', pilot: '/pdf/pilot/', reviews: '/pdf/reviews/' } as const;

/** A site path the build generates: /pdf/main/*.pdf, /pdf/pilot/*.pdf or /pdf/reviews/*.pdf. */
export const GENERATED_PDF = new RegExp(`^/pdf/(${Object.keys(PDF_DIRS).join('|')})/[\\w\\-.]+\\.pdf$`);

/** The generated folders as content editors read them in messages. */
export const generatedPdfList = () =>
  Object.values(PDF_DIRS)
    .map((dir) => `${dir}*.pdf`)
    .join(', ');

export const isPilotPdf = (pdfPath: string) => pdfPath.startsWith(PDF_DIRS.pilot);

/** A generated PDF's path or file name in `locale`: English keeps it, another language adds its code before `.pdf` (`x.pdf` → `x-de.pdf`). */
export const pdfNameInLanguage = (name: string, locale: Locale) =>
  locale === DEFAULT_LOCALE ? name : name.replace(/(\.pdf)?$/i, `-${locale}$1`);

/**
 * The PDF a page in `locale` offers: content names the English file in both languages; a generated one has a twin per
 * language (path and saved name), a file under static/ is the same in every language.
 */
export function pdfInLanguage(path: string, fileName: string, locale: Locale): { path: string; fileName: string } {
  if (!GENERATED_PDF.test(path)) return { path, fileName };
  return { path: pdfNameInLanguage(path, locale), fileName: pdfNameInLanguage(fileName, locale) };
}
