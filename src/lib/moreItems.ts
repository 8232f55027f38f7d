import { plural } from './plural';
import { DEFAULT_LOCALE, type Locale } from './locales';

/** Copy templates from content for the line, one and many: "+{count} more item", "+{count} more items". */
export interface MoreItemsCopy {
  moreItemsOne: string;
  moreItemsMany: string;
}

/** Label of the line that ends a shortened list, e.g. "+3 more items" under the pilot sprints (web page and PDF). */
export function moreItemsLabel(count: number, copy: MoreItemsCopy, locale: Locale = DEFAULT_LOCALE): string | null {
  if (!Number.isInteger(count) || count < 1) return null;
  return plural(locale, count, copy.moreItemsOne, copy.moreItemsMany);
}
