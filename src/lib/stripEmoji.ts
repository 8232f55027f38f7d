/** Maps a filter label such as "🏥 Healthcare" to its plain text and URL value by stripping emoji. */

/** Pictographs, emoji modifiers (skin tones), regional indicators (flags), variation selectors, ZWJ, keycap and tag characters. */
export const UNICODE_EMOJI_PATTERN =
  '(?:\\p{Extended_Pictographic}|\\p{Emoji_Modifier}|\\p{Regional_Indicator}|[\\u200D\\uFE0E\\uFE0F\\u20E3]|[\\u{E0020}-\\u{E007F}])';

/**
 * Built once, where the module loads. No fallback for engines without `\p{…}`: every browser that can parse the site's
 * bundles (they use `??=`, from Chrome 85, Firefox 79, Safari 14) has Unicode property escapes (Chrome 64, Firefox 78, Safari 11.1).
 */
// eslint-disable-next-line no-misleading-character-class -- joiners and variation selectors are matched one code point at a time on purpose
const EMOJI = new RegExp(UNICODE_EMOJI_PATTERN, 'gu');

/** The label without emoji, with whitespace collapsed: "🇩🇪 Germany" → "Germany". */
export function stripEmoji(label: string): string {
  return label.replace(EMOJI, ' ').replace(/\s+/g, ' ').trim();
}

/** The URL/filter value of a label: emoji stripped, lowercased, non-alphanumerics as single dashes ("Small and medium business" → "small-and-medium-business"). */
export function labelToValue(label: string): string {
  return stripEmoji(label)
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
