/** Keyboard moves and hash matching of the audience tabs. */
import { hashForTab, tabIndexForHash, tabIndexForKey } from '../../src/components/Tabs/tabKeys';

describe('tabIndexForKey', () => {
  test('arrows move one tab and wrap at both ends', () => {
    expect(tabIndexForKey('ArrowRight', 0, 3)).toBe(1);
    expect(tabIndexForKey('ArrowRight', 2, 3)).toBe(0);
    expect(tabIndexForKey('ArrowLeft', 1, 3)).toBe(0);
    expect(tabIndexForKey('ArrowLeft', 0, 3)).toBe(2);
  });
  test('Home and End jump to the first and last tab', () => {
    expect(tabIndexForKey('Home', 2, 3)).toBe(0);
    expect(tabIndexForKey('End', 0, 3)).toBe(2);
  });
  test('other keys and empty lists are ignored', () => {
    expect(tabIndexForKey('ArrowDown', 0, 3)).toBeNull();
    expect(tabIndexForKey('Enter', 0, 3)).toBeNull();
    expect(tabIndexForKey('ArrowRight', 0, 0)).toBeNull();
  });
});

describe('tabIndexForHash', () => {
  const ids = ['startups', 'smb', 'enterprise'];
  test('finds the tab a hash names', () => {
    expect(tabIndexForHash('#smb', ids)).toBe(1);
    expect(tabIndexForHash('enterprise', ids)).toBe(2);
  });
  test('returns null for an empty or unknown hash', () => {
    expect(tabIndexForHash('', ids)).toBeNull();
    expect(tabIndexForHash('#', ids)).toBeNull();
    expect(tabIndexForHash('#pricing', ids)).toBeNull();
  });
  test('hashForTab round-trips with tabIndexForHash', () => {
    expect(hashForTab('smb')).toBe('#smb');
    expect(tabIndexForHash(hashForTab('enterprise'), ids)).toBe(2);
  });
});
