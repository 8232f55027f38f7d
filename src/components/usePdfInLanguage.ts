/** The PDF a link or button on this page offers, in the page's language (src/lib/pdfPaths.ts `pdfInLanguage`). */
import { pdfInLanguage } from '../lib/pdfPaths';
import { useLocale } from './usePageLanguage';

export function usePdfInLanguage(): (path: string, fileName: string) => { path: string; fileName: string } {
  const locale = useLocale();
  return (path, fileName) => pdfInLanguage(path, fileName, locale);
}
