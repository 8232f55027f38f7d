/** A case's company type is written in its file's language: a German case says „Konzern“, an English one "Enterprise". */
import { checkCaseTruth, type ContentRecord } from '../../src/content-model/caseTruth';

const caseFile = (file: string, companyType: string): ContentRecord => ({
  file,
  typeName: 'CasesJson',
  slug: 'acme',
  data: { client: 'Acme', attributes: { companyType }, components: [] },
});

const companyTypeProblems = (record: ContentRecord) =>
  checkCaseTruth([record])
    .filter((p) => p.path === 'attributes.companyType')
    .map((p) => p.message);

test('each language’s own word passes', () => {
  expect(companyTypeProblems(caseFile('content/cases/acme.de.json', 'Konzern'))).toEqual([]);
  expect(companyTypeProblems(caseFile('content/cases/acme.en.json', 'Enterprise'))).toEqual([]);
  expect(companyTypeProblems(caseFile('content/cases/acme.de.json', 'Mittelstand'))).toEqual([]);
});

test('a German case with the English word, or an English case with the German one, is named with the word it needs', () => {
  expect(companyTypeProblems(caseFile('content/cases/acme.de.json', 'Startup'))).toEqual([
    '"Startup" is another language\'s word: this file says "Start-up"',
  ]);
  expect(companyTypeProblems(caseFile('content/cases/acme.en.json', 'Konzern'))).toEqual([
    '"Konzern" is another language\'s word: this file says "Enterprise"',
  ]);
});

test('a testimonial’s audience matches its case’s company type in either language', () => {
  const testimonial: ContentRecord = {
    file: 'content/testimonials/t.de.json',
    typeName: 'TestimonialsJson',
    slug: 't',
    data: { audience: 'startups', case: 'acme' },
  };
  const audience = (companyType: string) =>
    checkCaseTruth([caseFile('content/cases/acme.de.json', companyType), testimonial]).filter((p) => p.path === 'audience');
  expect(audience('Start-up')).toEqual([]);
  expect(audience('Konzern')).toHaveLength(1);
});
