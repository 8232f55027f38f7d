/** Figures in copy: found with their units, compared without sign, sentences split, client names matched as words. */
import { clientMatcher, figureKey, figuresIn, sentencesOf } from '../../src/content-model/figures';

test('finds figures with units and signs', () => {
  expect(figuresIn('Cargo plans 3.42x more loads, -58% tickets, up to 2x reports, 52 s to book and 2.9x (CLI).')).toEqual([
    '3.42x',
    '-58%',
    '2x',
    '52 s',
    '2.9x',
  ]);
  expect(figuresIn('No figures here.')).toEqual([]);
});

test('compares figures without sign or spacing', () => {
  expect(figureKey('+62%')).toBe(figureKey('62 %'));
  expect(figureKey('3.42x')).not.toBe(figureKey('4.27x'));
});

test('splits sentences and matches client names as whole words', () => {
  expect(sentencesOf('Cargo plans loads. Vessel keeps people testing.')).toEqual(['Cargo plans loads.', 'Vessel keeps people testing.']);
  expect(clientMatcher('Cargo')('Cargo TMS dispatchers')).toBe(true);
  expect(clientMatcher('Cargo')('Cargoline dispatchers')).toBe(false);
});
