/** One truth per figure and per client: every figure shown about a case is one of its results, each client has one company
 * type, testimonials sit on their own case, and the checks catch a teaser that invents or misquotes a figure. */
import fs from 'node:fs';
import path from 'node:path';
import { checkCaseTruth, type ContentRecord } from '../../src/content-model/caseTruth';
import { clientMatcher, figureKey, figuresIn, sentencesOf } from '../../src/content-model/figures';
import { nextStepsCatalogue } from '../../src/content-model/nextStepsCatalogue';
import { LOCALES, type Locale } from '../../src/lib/locales';

const contentDir = path.resolve(__dirname, '../../content');
const folders: [string, string][] = [
  ['cases', 'CasesJson'],
  ['testimonials', 'TestimonialsJson'],
  ['services', 'ServicesJson'],
  ['pages', 'PagesJson'],
];
/** The records of one language, as the build checks them (each language on its own). */
const recordsOf = (locale: Locale): ContentRecord[] =>
  folders.flatMap(([dir, typeName]) =>
    fs
      .readdirSync(path.join(contentDir, dir))
      .filter((f) => f.endsWith(`.${locale}.json`))
      .map((f) => ({
        file: `content/${dir}/${f}`,
        typeName,
        slug: f.slice(0, -`.${locale}.json`.length),
        data: JSON.parse(fs.readFileSync(path.join(contentDir, dir, f), 'utf8')),
      })),
  );
type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const casesOf = (records: ContentRecord[]) =>
  new Map(records.filter((r) => r.typeName === 'CasesJson').map((r) => [r.slug, r.data as Json]));
/** English records: the wording-specific tests and the failing fixtures are written in English. */
const records = recordsOf('en');
const cases = casesOf(records);
const sectionsOf = (data: Json): Json[] => [...(data.components ?? []), ...(data.closing ?? [])];

describe.each(LOCALES)('the %s content', (locale) => {
  const records = recordsOf(locale);
  const cases = casesOf(records);

  test('the site content passes the case-truth checks', () => {
    expect(checkCaseTruth(records)).toEqual([]);
  });

  test('every figure a teaser or stat card shows about a case is one of that case’s recorded results', () => {
    const quoted: { where: string; caseSlug: string; id: string }[] = [];
    for (const record of records) {
      for (const section of sectionsOf(record.data as Json)) {
        const p = section.props ?? {};
        if (section.name === 'FeaturedCase') {
          for (const item of p.caseInfoItems) if (item.result) quoted.push({ where: record.file, caseSlug: p.case, id: item.result });
          for (const id of p.stats ?? []) quoted.push({ where: record.file, caseSlug: p.case, id });
          for (const item of p.caseInfoItems) expect(item.value).toBeUndefined();
        }
        if (section.name === 'StatsCards')
          for (const card of p.cards)
            if (card.result) quoted.push({ where: record.file, caseSlug: card.result.case, id: card.result.result });
        if (section.name === 'CaseResults')
          for (const r of cases.get(p.case)?.results ?? []) quoted.push({ where: record.file, caseSlug: p.case, id: r.id });
      }
    }
    expect(quoted.length).toBeGreaterThan(100);
    const missing = quoted.filter((q) => !(cases.get(q.caseSlug)?.results ?? []).some((r: Json) => r.id === q.id));
    expect(missing).toEqual([]);
  });

  test('a sentence outside the case that names a client only uses figures from that client’s results', () => {
    const offending: string[] = [];
    for (const record of records.filter((r) => r.typeName !== 'CasesJson' && r.typeName !== 'TestimonialsJson')) {
      const leaves: string[] = [];
      const collect = (value: unknown): void => {
        if (typeof value === 'string') leaves.push(value);
        else if (value && typeof value === 'object') Object.values(value).forEach(collect);
      };
      collect(record.data);
      for (const sentence of leaves.flatMap(sentencesOf)) {
        for (const c of cases.values()) {
          if (!clientMatcher(c.client)(sentence)) continue;
          const known = new Set(c.results.map((r: Json) => figureKey(figuresIn(r.value)[0] ?? r.value)));
          for (const figure of figuresIn(sentence))
            if (!known.has(figureKey(figure))) offending.push(`${record.file}: ${figure} about ${c.client}`);
        }
      }
    }
    expect(offending).toEqual([]);
  });

  test('every testimonial belongs to a case and is quoted on that case page', () => {
    for (const r of records.filter((x) => x.typeName === 'TestimonialsJson')) {
      const t = r.data as Json;
      const page = cases.get(t.case);
      expect(page).toBeDefined();
      expect(sectionsOf(page as Json).some((s) => s.name === 'CaseQuote' && s.props.testimonial === r.slug)).toBe(true);
    }
  });

  test('the next-steps catalogue offers every slug of the catalogue, and sliders offer only those', () => {
    const offered = new Set(
      records.flatMap((r) =>
        sectionsOf(r.data as Json)
          .filter((s) => s.name === 'NextSteps')
          .flatMap((s) => s.props.services as string[]),
      ),
    );
    expect([...nextStepsCatalogue].filter((slug) => !offered.has(slug))).toEqual([]);
    expect([...offered].filter((slug) => !nextStepsCatalogue.includes(slug))).toEqual([]);
    expect(offered.has('conversion-rate-optimization') && offered.has('pilot-for-you')).toBe(true);
  });
});

test('each client has one company type: it lives on the case alone, and its testimonials agree with it', () => {
  const audienceOf: Record<string, string> = { Startup: 'startups', 'Small and medium business': 'smb', Enterprise: 'enterprise' };
  for (const c of cases.values()) expect(Object.keys(audienceOf)).toContain(c.attributes.companyType);
  for (const r of records.filter((x) => x.typeName === 'TestimonialsJson')) {
    const t = r.data as Json;
    expect([r.slug, t.audience]).toEqual([r.slug, audienceOf[cases.get(t.case)?.attributes.companyType]]);
  }
  const typeWords = /\b(Scale-up|SMB|Startup|Enterprise|Small and medium business)\b/;
  for (const record of records.filter((x) => x.typeName === 'ServicesJson' || x.typeName === 'PagesJson')) {
    for (const section of sectionsOf(record.data as Json)) {
      if (section.name !== 'FeaturedCase') continue;
      for (const item of section.props.caseInfoItems) expect(JSON.stringify(item)).not.toMatch(typeWords);
    }
  }
});

describe('the checks fail on', () => {
  const cargo = records.find((r) => r.slug === 'cargo-tms-system-saas-ui-ux-design') as ContentRecord;
  const teaser = (props: Json): ContentRecord => ({
    file: 'content/services/x.en.json',
    typeName: 'ServicesJson',
    slug: 'x',
    data: { group: 'product', components: [{ name: 'FeaturedCase', props }] },
  });
  const base = {
    case: cargo.slug,
    caseTitle: 't',
    caseText: 't',
    caseLinkText: 'Read',
    caseInfoItems: [{ label: 'Result', result: 'loads-per-dispatcher' }],
  };

  test('a teaser quoting a result id the case does not record', () => {
    const problems = checkCaseTruth([cargo, teaser({ ...base, caseInfoItems: [{ label: 'Result', result: 'faster-assignment' }] })]);
    expect(problems).toEqual([
      expect.objectContaining({
        file: 'content/services/x.en.json',
        path: 'components[0].props.caseInfoItems[0].result',
        message: expect.stringContaining('"faster-assignment" is not a result of cargo-tms-system-saas-ui-ux-design'),
      }),
    ]);
  });

  test('a sentence giving Cargo a figure it never recorded (4.27x)', () => {
    const problems = checkCaseTruth([cargo, teaser({ ...base, caseText: 'Cargo dispatchers assign loads 4.27x faster.' })]);
    expect(problems.map((p) => p.message)).toEqual([expect.stringContaining('"4.27x" is said about Cargo')]);
  });

  test('a stat card that speaks about a client with a number of its own', () => {
    const card: ContentRecord = {
      file: 'content/pages/p.en.json',
      typeName: 'PagesJson',
      slug: 'p',
      data: {
        components: [
          { name: 'StatsCards', props: { heading: 'h', cards: [{ title: '3.42x', subtitle: 's', text: 'Cargo plans more loads.' }] } },
        ],
      },
    };
    expect(checkCaseTruth([cargo, card]).map((p) => p.path)).toEqual(['components[0].props.cards[0].title']);
  });

  test('a testimonial whose audience is not its client’s company type, or that its case page does not show', () => {
    const stray: ContentRecord = {
      file: 'content/testimonials/t.en.json',
      typeName: 'TestimonialsJson',
      slug: 't',
      data: { audience: 'enterprise', case: cargo.slug },
    };
    const messages = checkCaseTruth([cargo, stray]).map((p) => `${p.path}: ${p.message}`);
    expect(messages).toEqual([
      expect.stringMatching(
        /^audience: Cargo is a Small and medium business client \(content\/cases\/cargo-tms-system-saas-ui-ux-design\.en\.json\)/,
      ),
      expect.stringMatching(/^case: not shown on its case page/),
    ]);
  });

  test('a case page missing parts of its story', () => {
    const thin: ContentRecord = { ...cargo, data: { ...(cargo.data as Json), components: [] } };
    const messages = checkCaseTruth([thin]).map((p) => p.message);
    expect(messages).toEqual(
      expect.arrayContaining([
        'a case page needs a CaseGallery of the solution',
        'a case page needs a NextCase link',
        'a case page ends with a Talk block or a ContactForm',
      ]),
    );
  });
});

test('each published marketing claim is shown once, and stat cards that are not about a case make distinct claims', () => {
  const claims = [
    'up to 59%',
    'up to 2x',
    'up to 1.7x',
    'by 63%',
    'up to 93%',
    '78%',
    '4.7x',
    'up to 67%',
    '2.3x better',
    'up to 52%',
    '59% average',
    '+51%',
    '+62%',
    '2.52x',
  ];
  const shown: string[] = [];
  const ownCards: string[] = [];
  for (const record of records) {
    const data = record.data as Json;
    for (const r of data.results ?? []) shown.push(r.value);
    for (const section of sectionsOf(data)) {
      for (const card of section.props?.cards ?? []) {
        for (const key of ['title', 'value']) if (typeof card[key] === 'string') shown.push(card[key]);
        if (section.name === 'StatsCards' && card.title) ownCards.push(`${card.title} ${card.subtitle}`);
      }
    }
  }
  const countOf = (claim: string) => shown.filter((figure) => figure === claim || figure.startsWith(`${claim} `)).length;
  expect(claims.map((claim) => [claim, countOf(claim)]).filter(([, n]) => n !== 1)).toEqual([]);
  expect(ownCards.filter((card, i) => ownCards.indexOf(card) !== i)).toEqual([]);
});
