/** Review-platform score: the spoken label and how much of each of the five stars is filled. */
import { fill } from '../lib/fill';
import { DEFAULT_LOCALE, type Locale } from '../lib/locales';
import { NUMBER_MARKS } from '../lib/numbers';

export const RATING_MAX = 5;

/** Score rounded to one decimal and kept within 0..5. */
export function normaliseRating(rating: number): number {
  return Math.round(Math.min(RATING_MAX, Math.max(0, rating)) * 10) / 10;
}

/** The score to one decimal in the language's marks: "4.8", "4,8". */
export const scoreText = (rating: number, locale: Locale = DEFAULT_LOCALE) =>
  normaliseRating(rating).toFixed(1).replace('.', NUMBER_MARKS[locale][1]);

/** The spoken label: the content's template (`layout.rating`, e.g. "Rated {rating} out of 5") with the score to one decimal. */
export function ratingLabel(rating: number, template: string, locale: Locale = DEFAULT_LOCALE): string {
  return fill(template, { rating: scoreText(rating, locale) });
}

/** Fill of each star from 0 to 1, e.g. 4.5 → [1, 1, 1, 1, 0.5]. */
export function starFills(rating: number): number[] {
  const value = normaliseRating(rating);
  return Array.from({ length: RATING_MAX }, (_, i) => Math.round(Math.min(1, Math.max(0, value - i)) * 10) / 10);
}
