/** The site's one way of writing a calendar date ("1 May 2024"), for reviews and articles alike. */
const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** A content date (`2024-05-01`, read as UTC midnight) as visitors read it. */
export const formatDate = (isoDate: string): string => dateFormat.format(new Date(isoDate));
