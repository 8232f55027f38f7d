/** The site's one way of writing a calendar date ("1 May 2024", "1. Mai 2024") and a publication time, in the page's language, for reviews, articles, cases and preview banners alike. */
import { DEFAULT_LOCALE, INTL_LOCALE, type Locale } from './locales';

/** One formatter per language and kind, made on first use: constructing an Intl formatter costs main-thread time. */
const formatters: Record<string, Intl.DateTimeFormat> = {};
const DATE = { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' } as const;
const TIME = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'UTC' } as const;

const formatter = (options: typeof DATE | typeof TIME, locale: Locale) =>
  (formatters[locale + Object.keys(options)[0]] ??= new Intl.DateTimeFormat(INTL_LOCALE[locale], options));

/** A content date (`2024-05-01`, read as UTC midnight) as visitors of `locale` read it. */
export const formatDate = (isoDate: string, locale: Locale = DEFAULT_LOCALE): string => formatter(DATE, locale).format(new Date(isoDate));

/**
 * A zoned date-time (`2026-12-07T09:00:00+01:00`) as written, in its own zone: "7 December 2026, 09:00 (UTC+01:00)". The
 * wall-clock time is the instant moved by the stated offset and formatted as UTC, so no machine's zone enters.
 */
export function formatDateTime(zoned: string, locale: Locale = DEFAULT_LOCALE): string {
  const offset = /(?:Z|([+-])(\d{2}):(\d{2}))$/.exec(zoned);
  const minutes = offset?.[1] ? (offset[1] === '-' ? -1 : 1) * (Number(offset[2]) * 60 + Number(offset[3])) : 0;
  const wallClock = new Date(Date.parse(zoned) + minutes * 60_000);
  const zone = minutes === 0 ? 'UTC' : `UTC${offset?.[1]}${offset?.[2]}:${offset?.[3]}`;
  return `${formatter(DATE, locale).format(wallClock)}, ${formatter(TIME, locale).format(wallClock)} (${zone})`;
}
