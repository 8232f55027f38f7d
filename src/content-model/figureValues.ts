/** The numbers a sentence states, as values in its language's notation (`10,000` and `1.79x` in English, `10.000` and `1,79-fach` in German), so a translation is checked for the same figures, not the same characters. */
import type { Locale } from '../lib/locales';

/**
 * How each language writes a number: the separator of thousands and of decimals, the words that multiply it, and the
 * legal citations whose numbers are no figures (German notices name "Art. 6 Abs. 1 lit. b DSGVO" where English ones need not).
 */
const NOTATION: Record<Locale, { thousands: string; decimal: string; scales: Record<string, number>; citation: RegExp }> = {
  en: {
    thousands: ',',
    decimal: '.',
    scales: { k: 1e3, m: 1e6, million: 1e6, bn: 1e9, billion: 1e9 },
    citation: /\b(?:Art(?:icle)?\.?|§§?)\s*\d+(?:\(\d+\))*(?:\([a-z]\))?/g,
  },
  de: {
    thousands: '.',
    decimal: ',',
    scales: { tsd: 1e3, tausend: 1e3, mio: 1e6, millionen: 1e6, million: 1e6, mrd: 1e9, milliarden: 1e9 },
    citation: /(?:\b(?:Art|Abs|Nr|Ziff)\.|§§?)\s*\d+[a-z]?/g,
  },
};

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function numberPattern(locale: Locale): RegExp {
  const { thousands, decimal, scales } = NOTATION[locale];
  const t = escape(thousands);
  const d = escape(decimal);
  const scale = Object.keys(scales)
    .sort((a, b) => b.length - a.length)
    .join('|');
  // Grouped thousands first ("10,000"), then plain digits with decimals; a thousands separator before one or two
  // digits is a version's point ("WCAG 2.2" in German too); a scale word may follow ("50k", "2 Mio.").
  return new RegExp(
    `(?<![\\w${d}${t}])(\\d{1,3}(?:${t}\\d{3})+(?!\\d)|\\d+)(?:(?:${d}|${t}(?=\\d{1,2}(?!\\d)))(\\d+))?(?:\\s?(${scale})(?![a-z]))?`,
    'gi',
  );
}

const patterns = new Map<Locale, RegExp>();

/** The values of the numbers in `text` written in `locale`'s notation, sign left out ("−58 %" is 58: a sign may be a dash in either language). */
export function figureValues(text: string, locale: Locale): number[] {
  const pattern = patterns.get(locale) ?? numberPattern(locale);
  patterns.set(locale, pattern);
  const { thousands, scales, citation } = NOTATION[locale];
  return [...text.replace(citation, ' ').matchAll(pattern)].map((match) => {
    const whole = (match[1] ?? '').split(thousands).join('');
    const value = Number(`${whole}${match[2] ? `.${match[2]}` : ''}`);
    const scale = match[3] ? (scales[match[3].toLowerCase()] ?? 1) : 1;
    return Math.round(value * scale * 1e6) / 1e6;
  });
}

/** The values one list has more of than the other (a multiset difference), in order. */
export function extraValues(values: number[], others: number[]): number[] {
  const left = [...others];
  return values.filter((value) => {
    const at = left.indexOf(value);
    if (at === -1) return true;
    left.splice(at, 1);
    return false;
  });
}
