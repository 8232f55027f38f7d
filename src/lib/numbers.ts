/** Numbers the code prints (figures, scores) in the page language's marks, without Intl.NumberFormat. */
import type { Locale } from './locales';

/** How each language writes a number: its thousands mark, then its decimal mark ("9,830.5", "9.830,5"), for figures printed without Intl.NumberFormat. */
export const NUMBER_MARKS: Record<Locale, string> = { en: ',.', de: '.,' };

/** 9830 → "9,830" ("9.830" in German): thousands separators without Intl.NumberFormat, whose first construction cost ~16 ms of main thread (65 ms at Lighthouse's 4× CPU) in every page that shows a case card. */
export function groupThousands(value: number, locale: Locale): string {
  const [group, decimal] = NUMBER_MARKS[locale];
  const [whole, fraction] = String(Math.abs(value)).split('.');
  return `${value < 0 ? '-' : ''}${whole.replace(/\B(?=(\d{3})+(?!\d))/g, group)}${fraction ? `${decimal}${fraction}` : ''}`;
}
