/** Emoji stripping that maps filter labels to values. */
import { labelToValue, stripEmoji } from '../../src/lib/stripEmoji';

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
