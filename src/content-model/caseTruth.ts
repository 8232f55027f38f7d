/** Cross-file checks that keep one truth per figure and per client: quoted results exist, sentences naming a client only use its
 * results, testimonials sit on their own case and match its company type, every case page tells the whole story. */
import { formatJsonPath, type Problem } from './problem';
import { clientMatcher, figureKey, figuresIn, sentencesOf } from './figures';
import { nextStepsCatalogue } from './nextStepsCatalogue';
import { audienceOfCompanyType, COMPANY_TYPES } from './caseResult';
import { parseContentFileName } from './contentFileName';

export interface ContentRecord {
  /** File name as shown in problems. */
  file: string;
  typeName: string;
  slug: string;
  data: unknown;
}

interface Section {
  name?: unknown;
  props?: Record<string, unknown>;
}

interface CaseInfo {
  slug: string;
  file: string;
  client: string;
  companyType: string;
  results: Map<string, { value: string; meaning: string }>;
  sections: Section[];
  /** Whether a sentence names this case's client (false for a case without one). */
  named: (sentence: string) => boolean;
  /** figureKey of every result value: the figures a sentence naming the client may use. */
  knownFigures: Set<string>;
}

/** The sections a case page must have, in the words a problem message uses. */
export const CASE_STORY_PARTS: [string, string][] = [
  ['CaseChapter', 'a client-and-context, challenge and approach chapter (3 CaseChapter sections)'],
  ['CaseGallery', 'a CaseGallery of the solution'],
  ['CaseResults', 'a CaseResults block of its own results'],
  ['CaseQuote', 'a CaseQuote with its client testimonial'],
  ['CaseFacts', 'a CaseFacts block (team, duration, services)'],
  ['NextCase', 'a NextCase link'],
];

const asRecord = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
/** A record's sections with the field they sit in (`components`, or a page's `closing`). */
const sectionsWithField = (data: unknown): { field: string; section: Section; i: number }[] =>
  ['components', 'closing'].flatMap((field) => {
    const list = asRecord(data)[field];
    return Array.isArray(list) ? (list as Section[]).map((section, i) => ({ field, section, i })) : [];
  });
const sectionsOf = (data: unknown): Section[] => sectionsWithField(data).map((s) => s.section);
const str = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

function casesOf(records: ContentRecord[]): Map<string, CaseInfo> {
  const cases = new Map<string, CaseInfo>();
  for (const record of records.filter((r) => r.typeName === 'CasesJson')) {
    const data = asRecord(record.data);
    const results = new Map<string, { value: string; meaning: string }>();
    if (Array.isArray(data.results)) {
      for (const r of data.results.map(asRecord)) {
        const id = str(r.id);
        if (id) results.set(id, { value: str(r.value) ?? '', meaning: str(r.meaning) ?? '' });
      }
    }
    const client = str(data.client) ?? '';
    cases.set(record.slug, {
      slug: record.slug,
      file: record.file,
      client,
      companyType: str(asRecord(data.attributes).companyType) ?? '',
      results,
      sections: sectionsOf(record.data),
      named: client ? clientMatcher(client) : () => false,
      knownFigures: new Set([...results.values()].map((r) => figureKey(figuresIn(r.value)[0] ?? r.value))),
    });
  }
  return cases;
}

/** Every string leaf of `value` with its JSON path. */
function strings(value: unknown, at: PropertyKey[], out: { at: PropertyKey[]; text: string }[]) {
  if (typeof value === 'string') out.push({ at, text: value });
  else if (Array.isArray(value)) value.forEach((v, i) => strings(v, [...at, i], out));
  else if (typeof value === 'object' && value !== null) for (const [k, v] of Object.entries(value)) strings(v, [...at, k], out);
  return out;
}

export function checkCaseTruth(records: ContentRecord[]): Problem[] {
  const problems: Problem[] = [];
  const cases = casesOf(records);
  const testimonials = new Map(records.filter((r) => r.typeName === 'TestimonialsJson').map((r) => [r.slug, asRecord(r.data)]));
  const groupOf = new Map(records.filter((r) => r.typeName === 'ServicesJson').map((r) => [r.slug, str(asRecord(r.data).group)]));

  const needResult = (file: string, at: PropertyKey[], caseSlug: unknown, id: unknown) => {
    const target = typeof caseSlug === 'string' ? cases.get(caseSlug) : undefined;
    if (!target || typeof id !== 'string') return;
    if (!target.results.has(id)) {
      problems.push({
        file,
        path: formatJsonPath(at),
        message: `"${id}" is not a result of ${target.slug} (its results: ${[...target.results.keys()].join(', ')})`,
      });
    }
  };

  /** A figure in a sentence that names a client must be one of that client's results (sentences without a figure are skipped first, so the check stays near-linear in content size). */
  const checkSentences = (file: string, at: PropertyKey[], text: string) => {
    for (const sentence of sentencesOf(text)) {
      const figures = figuresIn(sentence);
      if (figures.length === 0) continue;
      for (const info of cases.values()) {
        if (!info.named(sentence)) continue;
        for (const figure of figures) {
          if (!info.knownFigures.has(figureKey(figure))) {
            problems.push({
              file,
              path: formatJsonPath(at),
              message: `"${figure}" is said about ${info.client}, but it is not one of the results of ${info.slug}: "${sentence}"`,
            });
          }
        }
      }
    }
  };

  for (const record of records) {
    const { file } = record;
    sectionsWithField(record.data).forEach(({ field, section, i }) => {
      const props = asRecord(section.props);
      const at = [field, i, 'props'];
      if (section.name === 'StatsCards' && Array.isArray(props.cards)) {
        props.cards.map(asRecord).forEach((card, c) => {
          const result = asRecord(card.result);
          if (card.result) needResult(file, [...at, 'cards', c, 'result', 'result'], result.case, result.result);
          else {
            const ownText = `${str(card.text) ?? ''}`;
            for (const info of cases.values()) {
              if (info.named(ownText)) {
                problems.push({
                  file,
                  path: formatJsonPath([...at, 'cards', c, 'title']),
                  message: `this card speaks about ${info.client}: quote a result of ${info.slug} with "result" instead of a figure of its own`,
                });
              }
            }
          }
        });
      }
      if (section.name === 'FeaturedCase') {
        if (Array.isArray(props.caseInfoItems)) {
          props.caseInfoItems.map(asRecord).forEach((item, k) => {
            if (item.result !== undefined) needResult(file, [...at, 'caseInfoItems', k, 'result'], props.case, item.result);
          });
        }
        if (Array.isArray(props.stats)) props.stats.forEach((id, k) => needResult(file, [...at, 'stats', k], props.case, id));
      }
      if (section.name === 'CaseResults') {
        if (record.typeName === 'CasesJson' && props.case !== record.slug) {
          problems.push({
            file,
            path: formatJsonPath([...at, 'case']),
            message: `a case page shows its own results: expected "${record.slug}"`,
          });
        }
        if (Array.isArray(props.results)) props.results.forEach((id, k) => needResult(file, [...at, 'results', k], props.case, id));
      }
      if (section.name === 'CaseQuote' && record.typeName === 'CasesJson') {
        const quoted = testimonials.get(str(props.testimonial) ?? '');
        if (quoted && quoted.case !== record.slug) {
          problems.push({
            file,
            path: formatJsonPath([...at, 'testimonial']),
            message: `${String(props.testimonial)} belongs to ${String(quoted.case)}, not to this case`,
          });
        }
      }
      if (section.name === 'NextSteps' && Array.isArray(props.services)) {
        props.services.forEach((slug, k) => {
          if (typeof slug === 'string' && !nextStepsCatalogue.includes(slug)) {
            problems.push({
              file,
              path: formatJsonPath([...at, 'services', k]),
              message: `"${slug}" is not in the next-steps catalogue (src/content-model/nextStepsCatalogue.ts)`,
            });
          }
        });
      }
      if (section.name === 'AudienceTestimonials' && Array.isArray(props.groups)) {
        const group = record.typeName === 'ServicesJson' ? groupOf.get(record.slug) : undefined;
        props.groups.map(asRecord).forEach((g, k) => {
          if (!Array.isArray(g.reviews)) return;
          g.reviews.forEach((id, r) => {
            const review = testimonials.get(str(id) ?? '');
            if (!review) return;
            const where = formatJsonPath([...at, 'groups', k, 'reviews', r]);
            if (review.audience !== g.audience)
              problems.push({
                file,
                path: where,
                message: `${String(id)} is a ${String(review.audience)} client, shown in the ${String(g.audience)} group`,
              });
            if (group && !caseServiceGroups(cases.get(str(review.case) ?? ''), groupOf).has(group)) {
              problems.push({
                file,
                path: where,
                message: `${String(id)} speaks about ${String(review.case)}, which used no ${group} service (see its CaseFacts)`,
              });
            }
          });
        });
      }
    });
    if (record.typeName !== 'CasesJson' && record.typeName !== 'TestimonialsJson') {
      for (const leaf of strings(record.data, [], [])) checkSentences(file, leaf.at, leaf.text);
    }
  }

  for (const info of cases.values()) {
    const names = info.sections.map((s) => s.name);
    const locale = parseContentFileName(info.file.split('/').pop() ?? '')?.locale;
    const audience = audienceOfCompanyType(info.companyType) as keyof typeof COMPANY_TYPES | undefined;
    const ownWord = locale && audience ? COMPANY_TYPES[audience][locale] : info.companyType;
    if (ownWord !== info.companyType)
      problems.push({
        file: info.file,
        path: 'attributes.companyType',
        message: `"${info.companyType}" is another language's word: this file says "${ownWord}"`,
      });
    for (const [name, label] of CASE_STORY_PARTS) {
      const needed = name === 'CaseChapter' ? 3 : 1;
      if (names.filter((n) => n === name).length < needed)
        problems.push({ file: info.file, path: 'components', message: `a case page needs ${label}` });
    }
    if (!names.includes('Talk') && !names.includes('ContactForm'))
      problems.push({ file: info.file, path: 'components', message: 'a case page ends with a Talk block or a ContactForm' });
  }

  for (const [slug, review] of testimonials) {
    const file = records.find((r) => r.typeName === 'TestimonialsJson' && r.slug === slug)?.file ?? slug;
    const info = cases.get(str(review.case) ?? '');
    if (!info) continue;
    if (audienceOfCompanyType(info.companyType) !== review.audience) {
      problems.push({
        file,
        path: 'audience',
        message: `${info.client} is a ${info.companyType} client (${info.file}); expected "${audienceOfCompanyType(info.companyType)}"`,
      });
    }
    const shown = info.sections.some((s) => s.name === 'CaseQuote' && asRecord(s.props).testimonial === slug);
    if (!shown)
      problems.push({ file, path: 'case', message: `not shown on its case page: add a CaseQuote with "${slug}" to ${info.file}` });
  }
  return problems;
}

/** The service groups (strategy, ux, ui-web, brand, product, pilot) a case's project used, from its CaseFacts services. */
function caseServiceGroups(info: CaseInfo | undefined, groupOf: Map<string, string | undefined>): Set<string> {
  const groups = new Set<string>();
  for (const section of info?.sections ?? []) {
    const services = section.name === 'CaseFacts' ? asRecord(section.props).services : undefined;
    if (Array.isArray(services))
      for (const slug of services) if (typeof slug === 'string' && groupOf.get(slug)) groups.add(groupOf.get(slug) as string);
  }
  return groups;
}
