/**
 * React 18's streaming server renderer can leave NUL padding bytes before a multi-byte character that straddles one of
 * its output chunks (seen here before a '…' on /cases/). The text around them is intact, so the padding is removed.
 */
export const stripNulBytes = (html: string) => html.replace(/\u0000/g, '');
