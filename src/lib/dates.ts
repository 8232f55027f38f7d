/** The site's one way of writing a calendar date ("1 May 2024") and a publication time, for reviews, articles, cases and preview banners alike. */
const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** A content date (`2024-05-01`, read as UTC midnight) as visitors read it. */
export const formatDate = (isoDate: string): string => dateFormat.format(new Date(isoDate));

const timeFormat = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'UTC' });

/**
 * A zoned date-time (`2026-12-07T09:00:00+01:00`) as written, in its own zone: "7 December 2026, 09:00 (UTC+01:00)". The
 * wall-clock time is the instant moved by the stated offset and formatted as UTC, so no machine's zone enters.
 */
export function formatDateTime(zoned: string): string {
  const offset = /(?:Z|([+-])(\d{2}):(\d{2}))$/.exec(zoned);
  const minutes = offset?.[1] ? (offset[1] === '-' ? -1 : 1) * (Number(offset[2]) * 60 + Number(offset[3])) : 0;
  const wallClock = new Date(Date.parse(zoned) + minutes * 60_000);
  const zone = minutes === 0 ? 'UTC' : `UTC${offset?.[1]}${offset?.[2]}:${offset?.[3]}`;
  return `${dateFormat.format(wallClock)}, ${timeFormat.format(wallClock)} (${zone})`;
}
