/** A German record's PDFs become the German twins at sourcing, so a German page links the German file (the browser does no work for it); English records keep what content says. */
import { pdfsInLanguage } from '../../src/gatsby-node/pdfsInLanguage';

const site = () => ({
  agencyName: 'Oakline Studio',
  pdf: { main: '/pdf/main/oakline-studio-presentation.pdf', fileName: 'oakline-studio-presentation.pdf' },
});
const pilot = () => ({
  components: [
    { name: 'Hero', props: { title: [{ text: 'Pilot' }] } },
    { name: 'PdfDownload', props: { title: 'Zum Mitnehmen', pdf: '/pdf/pilot/pilot.pdf', fileName: 'oakline-pilot.pdf' } },
  ],
});

test('the German site settings, PdfDownload section and review name the German files', () => {
  expect(pdfsInLanguage(site(), 'de').pdf).toEqual({
    main: '/pdf/main/oakline-studio-presentation-de.pdf',
    fileName: 'oakline-studio-presentation-de.pdf',
  });
  expect(pdfsInLanguage(pilot(), 'de').components).toEqual([
    { name: 'Hero', props: { title: [{ text: 'Pilot' }] } },
    { name: 'PdfDownload', props: { title: 'Zum Mitnehmen', pdf: '/pdf/pilot/pilot-de.pdf', fileName: 'oakline-pilot-de.pdf' } },
  ]);
  expect(pdfsInLanguage({ title: 'Schnell', pdf: { src: '/pdf/reviews/a.pdf', name: 'a.pdf' } }, 'de').pdf).toEqual({
    src: '/pdf/reviews/a-de.pdf',
    name: 'a-de.pdf',
  });
});

test('English records and records without a PDF are left as they are', () => {
  expect(pdfsInLanguage(site(), 'en')).toEqual(site());
  expect(pdfsInLanguage(pilot(), 'en')).toEqual(pilot());
  expect(pdfsInLanguage({ title: 'Ohne PDF' }, 'de')).toEqual({ title: 'Ohne PDF' });
});
