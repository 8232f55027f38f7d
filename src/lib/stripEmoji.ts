/** Maps a filter label such as "🏥 Healthcare" to its plain text and URL value by stripping emoji (spec §3, §8). */

/** Builds a RegExp; injectable so tests can simulate an engine without Unicode property escapes. */
export type RegExpFactory = (pattern: string, flags: string) => RegExp;

/** Pictographs, emoji modifiers (skin tones), regional indicators (flags), variation selectors, ZWJ, keycap and tag characters. */
export const UNICODE_EMOJI_PATTERN =
  '(?:\\p{Extended_Pictographic}|\\p{Emoji_Modifier}|\\p{Regional_Indicator}|[\\u200D\\uFE0E\\uFE0F\\u20E3]|[\\u{E0020}-\\u{E007F}])';

/** For engines without `\p{…}`: surrogate-pair ranges of the emoji planes plus the BMP symbol blocks emoji live in. */
export const FALLBACK_EMOJI_PATTERN =
  // eslint-disable-next-line no-misleading-character-class -- joiners and variation selectors are matched one code point at a time on purpose
  /(?:\uD83C[\uDDE6-\uDDFF\uDF00-\uDFFF]|\uD83D[\uDC00-\uDEFF]|\uD83E[\uDD00-\uDFFF]|\uDB40[\uDC20-\uDC7F]|[\u2190-\u21FF\u2300-\u23FF\u2460-\u24FF\u25A0-\u27BF\u2900-\u297F\u2B00-\u2BFF\u3030\u303D\u3297\u3299\u00A9\u00AE\u200D\uFE0E\uFE0F\u20E3])/g;

const nativeFactory: RegExpFactory = (pattern, flags) => new RegExp(pattern, flags);

/** The emoji pattern: the Unicode property one, or the fallback with a warning when it cannot be built. */
export function emojiPattern(factory: RegExpFactory = nativeFactory): RegExp {
  try {
    return factory(UNICODE_EMOJI_PATTERN, 'gu');
  } catch (error) {
    console.warn(`stripEmoji: Unicode property pattern unavailable (${(error as Error).message}); using the fallback pattern`);
    // eslint-disable-next-line no-misleading-character-class -- surrogate pairs and combining marks are matched one code unit at a time on purpose
    return new RegExp(FALLBACK_EMOJI_PATTERN.source, 'g');
  }
}

let cached: RegExp | undefined;

/** The label without emoji, with whitespace collapsed: "🇩🇪 Germany" → "Germany". */
export function stripEmoji(label: string, pattern: RegExp = (cached ??= emojiPattern())): string {
  return label.replace(pattern, ' ').replace(/\s+/g, ' ').trim();
}

/** The URL/filter value of a label: emoji stripped, lowercased, non-alphanumerics as single dashes ("Small and medium business" → "small-and-medium-business"). */
export function labelToValue(label: string, pattern?: RegExp): string {
  return stripEmoji(label, pattern)
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
