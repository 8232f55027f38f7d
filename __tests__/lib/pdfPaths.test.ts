/** A generated PDF has a file per language, at its own address and saved under its own name; a PDF under static/ is one file for every language. */
import { pdfInLanguage } from '../../src/lib/pdfPaths';

test('an English page offers the file content names, a German page its -de twin', () => {
  const main = ['/pdf/main/oakline-studio-presentation.pdf', 'oakline-studio-presentation.pdf'] as const;
  expect(pdfInLanguage(...main, 'en')).toEqual({ path: main[0], fileName: main[1] });
  expect(pdfInLanguage(...main, 'de')).toEqual({
    path: '/pdf/main/oakline-studio-presentation-de.pdf',
    fileName: 'oakline-studio-presentation-de.pdf',
  });
  expect(pdfInLanguage('/pdf/reviews/a.pdf', 'a.pdf', 'de')).toEqual({ path: '/pdf/reviews/a-de.pdf', fileName: 'a-de.pdf' });
});

test('a PDF the build does not generate stays the same file in German', () => {
  expect(pdfInLanguage('/pdf/brochures/print.pdf', 'print.pdf', 'de')).toEqual({ path: '/pdf/brochures/print.pdf', fileName: 'print.pdf' });
});
