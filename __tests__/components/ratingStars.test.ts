/** Rating label and star fills. */
import { normaliseRating, ratingLabel, starFills } from '../../src/components/ratingStars';

test("label fills the content's template with the score to one decimal", () => {
  expect(ratingLabel(5, 'Rated {rating} out of 5')).toBe('Rated 5.0 out of 5');
  expect(ratingLabel(4.84, 'Score: {rating}/5')).toBe('Score: 4.8/5');
  expect(ratingLabel(9, '{rating} stars')).toBe('5.0 stars');
});

test('scores outside 0..5 are clamped', () => {
  expect(normaliseRating(7)).toBe(5);
  expect(normaliseRating(-1)).toBe(0);
});

test('stars fill whole and partly', () => {
  expect(starFills(5)).toEqual([1, 1, 1, 1, 1]);
  expect(starFills(4.5)).toEqual([1, 1, 1, 1, 0.5]);
  expect(starFills(3.2)).toEqual([1, 1, 1, 0.2, 0]);
  expect(starFills(0)).toEqual([0, 0, 0, 0, 0]);
});

test('a German page speaks the score with a decimal comma', () => {
  expect(ratingLabel(4.84, 'Bewertet mit {rating} von 5', 'de')).toBe('Bewertet mit 4,8 von 5');
  expect(ratingLabel(5, 'Bewertet mit {rating} von 5', 'de')).toBe('Bewertet mit 5,0 von 5');
});
