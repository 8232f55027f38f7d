/** Copy templates from content get their values; a placeholder without a value stays visible. */
import { fill, templateParts } from '../../src/lib/fill';
import { plural } from '../../src/lib/plural';

test('fills every named placeholder, as often as it appears', () => {
  expect(fill('{shown} of {total} cases match', { shown: 3, total: 20 })).toBe('3 of 20 cases match');
  expect(fill('{a} and {a}', { a: 'x' })).toBe('x and x');
});

test('leaves unknown placeholders as written', () => {
  expect(fill('Email {emial}', { email: 'hello@oakline.studio' })).toBe('Email {emial}');
});

test('picks the singular or plural template by count', () => {
  expect(plural('en', 1, '{count} service found', '{count} services found')).toBe('1 service found');
  expect(plural('en', 0, '{count} service found', '{count} services found')).toBe('0 services found');
  expect(plural('en', 2, '+{count} more item', '+{count} more items')).toBe('+2 more items');
});

test('German counts take the German plural: one for 1, the plural for 0 and several', () => {
  const one = '{count} Leistung gefunden';
  const many = '{count} Leistungen gefunden';
  expect(plural('de', 1, one, many)).toBe('1 Leistung gefunden');
  expect(plural('de', 0, one, many)).toBe('0 Leistungen gefunden');
  expect(plural('de', 21, one, many)).toBe('21 Leistungen gefunden');
});

test('cuts a template at its placeholders, for values that are elements', () => {
  expect(templateParts('Prefer email? Write to {email}.')).toEqual(['Prefer email? Write to ', { name: 'email' }, '.']);
  expect(templateParts('{count} selected')).toEqual([{ name: 'count' }, ' selected']);
});
