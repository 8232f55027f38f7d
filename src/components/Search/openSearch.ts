/** Lets any control on a page (the /search/ page's button) open the site search the header owns, without sharing React state. */
export const OPEN_SEARCH_EVENT = 'oakline:open-search';

export const requestSearch = () => document.dispatchEvent(new Event(OPEN_SEARCH_EVENT));

/** `/`, or Ctrl-K / Cmd-K, pressed outside a text field, menu or open dialog: the keys that open search. */
export function isSearchShortcut(event: KeyboardEvent): boolean {
  if (event.defaultPrevented || event.altKey || event.isComposing) return false;
  const target = event.target instanceof HTMLElement ? event.target : null;
  if (target && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName))) return false;
  if (document.body.classList.contains('modal-open')) return false;
  const slash = event.key === '/' && !event.ctrlKey && !event.metaKey;
  const commandK = event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey) && !event.shiftKey;
  return slash || commandK;
}
