/** A German record names the English PDF (content shares the path between languages): its node gets the German twin (src/lib/pdfPaths.ts), so pages offer it with no code in the browser. */
import { pdfInLanguage } from '../lib/pdfPaths';
import type { Locale } from '../lib/locales';

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Replaces `holder[pathKey]` and `holder[nameKey]` with the language's twin when both are strings. */
function localize(holder: unknown, pathKey: string, nameKey: string, locale: Locale): void {
  if (!isObject(holder) || typeof holder[pathKey] !== 'string' || typeof holder[nameKey] !== 'string') return;
  const pdf = pdfInLanguage(holder[pathKey], holder[nameKey], locale);
  holder[pathKey] = pdf.path;
  holder[nameKey] = pdf.fileName;
}

/** The record (already a copy) with its PDFs in `locale`: the site's presentation (`pdf.main`), a review's copy (`pdf.src`) and each PdfDownload section's `pdf`. */
export function pdfsInLanguage(record: Json, locale: Locale): Json {
  localize(record.pdf, 'main', 'fileName', locale);
  localize(record.pdf, 'src', 'name', locale);
  const sections = Array.isArray(record.components) ? record.components : [];
  for (const section of sections)
    if (isObject(section) && section.name === 'PdfDownload') localize(section.props, 'pdf', 'fileName', locale);
  return record;
}
