/**
 * Checks each translation against its default-language file: the same sections in the same order, the same shared
 * fields (media, references, numbers, choices, links, quotes), lists as long, and the same figures in every translated
 * sentence, compared as values (`1.79x` is `1,79-fach`). A translation that is missing is no problem here: the build
 * lists it (pageLanguages.ts).
 */
import type { z } from 'zod';
import { DEFAULT_LOCALE, type Locale } from '../lib/locales';
import { extraValues, figureValues } from './figureValues';
import { formatJsonPath, type Problem } from './problem';
import { isTranslated } from './translation';
import { elementOf, kindOf, shapeOf, unwrap } from './zodIntrospection';

/** One record in two languages: the default language's file and a translation of it. */
export interface LanguagePair {
  schema: z.ZodType;
  source: { file: string; data: unknown };
  translation: { file: string; locale: Locale; data: unknown };
}

const show = (value: unknown) => (typeof value === 'string' ? `"${value}"` : JSON.stringify(value));

/** Every translated string under `schema` in `value`, joined (a headline's words are compared as one text). */
function translatedText(schema: z.ZodType, value: unknown): string {
  if (value === undefined || value === null) return '';
  if (isTranslated(schema)) return typeof value === 'string' ? value : '';
  const kind = kindOf(schema);
  if (kind === 'array' && Array.isArray(value)) {
    const element = elementOf(schema);
    return element ? value.map((item) => translatedText(element, item)).join(' ') : '';
  }
  if (kind === 'object' && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    return Object.entries(shapeOf(schema) ?? {})
      .map(([key, field]) => translatedText(field, record[key]))
      .join(' ');
  }
  return '';
}

/** The problems of `pair.translation`, each named by its field. */
export function crossLanguageProblems(pair: LanguagePair): Problem[] {
  const { source, translation } = pair;
  const problems: Problem[] = [];
  const report = (at: PropertyKey[], message: string) => problems.push({ file: translation.file, path: formatJsonPath(at), message });
  const english = `the ${DEFAULT_LOCALE} file (${source.file})`;

  const figures = (at: PropertyKey[], sourceText: string, text: string) => {
    const expected = figureValues(sourceText, DEFAULT_LOCALE);
    const found = figureValues(text, translation.locale);
    const missing = extraValues(expected, found);
    const extra = extraValues(found, expected);
    if (missing.length === 0 && extra.length === 0) return;
    const parts = [
      ...(missing.length > 0 ? [`${missing.join(', ')} missing`] : []),
      ...(extra.length > 0 ? [`${extra.join(', ')} not in ${english}`] : []),
    ];
    report(at, `figures differ from ${english}: ${parts.join('; ')}`);
  };

  const compare = (schema: z.ZodType, a: unknown, b: unknown, at: PropertyKey[]): void => {
    if ((a === undefined || a === null) !== (b === undefined || b === null)) {
      report(at, a === undefined || a === null ? `is not in ${english}` : `missing; ${english} has ${show(a)}`);
      return;
    }
    if (a === undefined || a === null) return;
    const { meta } = unwrap(schema);
    if (meta.translate) {
      if (meta.choices) {
        const row = (value: unknown) => meta.choices?.findIndex((choice) => choice.includes(String(value)));
        if (row(a) !== row(b)) report(at, `is ${show(b)}, which is not ${show(a)} of ${english}`);
      } else if (typeof a === 'string' && typeof b === 'string') figures(at, a, b);
      return;
    }
    if (meta.kind === 'sections' && meta.sections && Array.isArray(a) && Array.isArray(b)) {
      const names = (list: unknown[]) => list.map((section) => String((section as { name?: unknown })?.name));
      if (names(a).join() !== names(b).join()) {
        report(at, `sections differ from ${english}: ${names(b).join(', ')} instead of ${names(a).join(', ')}`);
        return;
      }
      a.forEach((section: { name: string; props?: unknown }, i) => {
        const props = meta.sections?.[section.name];
        if (props) compare(props, section.props, (b[i] as { props?: unknown }).props, [...at, i, 'props']);
      });
      return;
    }
    const kind = kindOf(schema);
    if (kind === 'array' && Array.isArray(a) && Array.isArray(b)) {
      const element = elementOf(schema);
      if (meta.freeLength) {
        if (element) figures(at, translatedText(schema, a), translatedText(schema, b));
        return;
      }
      if (a.length !== b.length) {
        report(at, `has ${b.length} item${b.length === 1 ? '' : 's'}, ${english} has ${a.length}`);
        return;
      }
      if (element) a.forEach((item, i) => compare(element, item, b[i], [...at, i]));
      return;
    }
    if (kind === 'object' && typeof a === 'object' && typeof b === 'object') {
      const left = a as Record<string, unknown>;
      const right = b as Record<string, unknown>;
      for (const [key, field] of Object.entries(shapeOf(schema) ?? {})) compare(field, left[key], right[key], [...at, key]);
      return;
    }
    if (JSON.stringify(a) !== JSON.stringify(b))
      report(at, `is ${show(b)}, ${english} has ${show(a)} (a shared field is the same in every language)`);
  };

  compare(pair.schema, source.data, translation.data, []);
  return problems;
}
