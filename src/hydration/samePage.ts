/** Whether two router locations show the same page: only a different path is another page (a hash or a query is the page's own business). */
export const isSamePage = (a: { pathname: string }, b: { pathname: string }): boolean => a.pathname === b.pathname;
