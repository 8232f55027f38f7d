/** Emoji stripping that maps filter labels to values, including the fallback when Unicode property escapes are missing. */
import { emojiPattern, FALLBACK_EMOJI_PATTERN, labelToValue, stripEmoji } from '../../src/lib/stripEmoji';

describe('stripEmoji', () => {
  test.each([
    ['🏥 Healthcare', 'Healthcare'],
    ['Healthcare', 'Healthcare'],
    ['☁️ SaaS', 'SaaS'],
    ['🇩🇪 Germany', 'Germany'],
    ['🇺🇸🇬🇧 English markets', 'English markets'],
    ['👩🏽‍💻 Developer tools', 'Developer tools'],
    ['👍🏿 Approved', 'Approved'],
    ['👨‍👩‍👧 Family 🏠 apps', 'Family apps'],
    ['Small and medium business', 'Small and medium business'],
    ['Café ✨', 'Café'],
  ])('%s → %s', (label, expected) => {
    expect(stripEmoji(label)).toBe(expected);
  });

  test.each([
    ['🏥 Healthcare', 'healthcare'],
    ['Small and medium business', 'small-and-medium-business'],
    ['Interaction & micro interaction', 'interaction-micro-interaction'],
    ['Product-market fit, UVP, MVP', 'product-market-fit-uvp-mvp'],
    ['🇫🇷 Café Français', 'cafe-francais'],
  ])('value of %s is %s', (label, value) => {
    expect(labelToValue(label)).toBe(value);
  });
});

describe('fallback pattern', () => {
  let warn: jest.SpyInstance;
  beforeEach(() => {
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => warn.mockRestore());

  const failingFactory = () => {
    throw new SyntaxError('Invalid regular expression: invalid property name');
  };

  test('is used, with a warning, when the Unicode property pattern cannot be built', () => {
    const pattern = emojiPattern(failingFactory);
    expect(pattern.source).toBe(FALLBACK_EMOJI_PATTERN.source);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0][0]).toMatch(/fallback/);
  });

  test.each([
    ['🏥 Healthcare', 'Healthcare'],
    ['🇩🇪 Germany', 'Germany'],
    ['👍🏿 Approved', 'Approved'],
    ['☁️ SaaS', 'SaaS'],
    ['Fintech', 'Fintech'],
  ])('still strips %s', (label, expected) => {
    expect(stripEmoji(label, emojiPattern(failingFactory))).toBe(expected);
  });

  test('no warning when the native pattern builds', () => {
    emojiPattern();
    expect(warn).not.toHaveBeenCalled();
  });
});
