/** Copy templates from content get their values; a placeholder without a value stays visible. */
import { fill, plural, templateParts } from '../../src/lib/fill';

test('fills every named placeholder, as often as it appears', () => {
  expect(fill('{shown} of {total} cases match', { shown: 3, total: 20 })).toBe('3 of 20 cases match');
  expect(fill('{a} and {a}', { a: 'x' })).toBe('x and x');
});

test('leaves unknown placeholders as written', () => {
  expect(fill('Email {emial}', { email: 'hello@oakline.studio' })).toBe('Email {emial}');
});

test('picks the singular or plural template by count', () => {
  expect(plural(1, '{count} service found', '{count} services found')).toBe('1 service found');
  expect(plural(0, '{count} service found', '{count} services found')).toBe('0 services found');
  expect(plural(2, '+{count} more item', '+{count} more items')).toBe('+2 more items');
});

test('cuts a template at its placeholders, for values that are elements', () => {
  expect(templateParts('Prefer email? Write to {email}.')).toEqual(['Prefer email? Write to ', { name: 'email' }, '.']);
  expect(templateParts('{count} selected')).toEqual([{ name: 'count' }, ' selected']);
});
