import { copyRecord, copySlug, scaleRecords, type ScaleRecord } from '../../scripts/bench/scaleContent';

const copied = new Set(['services', 'cases', 'testimonials']);

const caseRecord: ScaleRecord = {
  dir: 'cases',
  slug: 'keyo',
  data: {
    slug: 'keyo',
    client: 'Keyo',
    components: [
      { name: 'CaseQuote', props: { testimonial: 'dan-keyo' } },
      { name: 'CaseFacts', props: { services: ['ux-audit', 'pilot'] } },
      { name: 'NextSteps', props: { services: ['pilot'] } },
      { name: 'PdfDownload', props: { pdf: '/pdf/reviews/keyo.pdf' } },
      { name: 'Links', props: { page: 'about-us' } },
    ],
  },
};
const refs = [
  { at: ['components', 0, 'props', 'testimonial'], targetDir: 'testimonials' },
  { at: ['components', 1, 'props', 'services', 0], targetDir: 'services' },
  { at: ['components', 1, 'props', 'services', 1], targetDir: 'services' },
  { at: ['components', 2, 'props', 'services', 0], targetDir: 'services' },
  { at: ['components', 4, 'props', 'page'], targetDir: 'pages' },
];
const generated = [['components', 3, 'props', 'pdf']];

test('copy slugs carry a letter, never a digit, and copy 1 is the original', () => {
  expect(copySlug('pilot', 1)).toBe('pilot');
  expect(copySlug('pilot', 2)).toBe('pilot-copy-b');
  expect(copySlug('pilot', 10)).toBe('pilot-copy-j');
  expect(copySlug('pilot', 27)).toBe('pilot-copy-aa');
  expect(() => copySlug('pilot', 0)).toThrow(/whole number/);
});

test('a copy links to the same copy of its targets, except in pinned sections and folders that are not copied', () => {
  const copy = copyRecord(caseRecord, 3, refs, copied, generated);
  expect(copy.slug).toBe('keyo-copy-c');
  expect(copy.data).toEqual({
    slug: 'keyo-copy-c',
    client: 'Keyo',
    components: [
      { name: 'CaseQuote', props: { testimonial: 'dan-keyo-copy-c' } },
      { name: 'CaseFacts', props: { services: ['ux-audit-copy-c', 'pilot-copy-c'] } },
      { name: 'NextSteps', props: { services: ['pilot'] } },
      { name: 'PdfDownload', props: { pdf: '/pdf/reviews/keyo-copy-c.pdf' } },
      { name: 'Links', props: { page: 'about-us' } },
    ],
  });
  expect((caseRecord.data as { slug: string }).slug).toBe('keyo');
});

test('scaling multiplies copied folders only, originals first', () => {
  const page: ScaleRecord = { dir: 'pages', slug: 'home', data: { slug: 'home' } };
  const scaled = scaleRecords([caseRecord, page], 3, copied, () => ({ refs, generated }));
  expect(scaled.map((r) => `${r.dir}/${r.slug}`)).toEqual(['cases/keyo', 'cases/keyo-copy-b', 'cases/keyo-copy-c', 'pages/home']);
  expect(scaled[0].data).toEqual(caseRecord.data);
  expect(() => scaleRecords([caseRecord], 0, copied, () => ({ refs, generated }))).toThrow(/scale must be/);
});
