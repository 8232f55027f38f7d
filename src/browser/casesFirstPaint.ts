/**
 * Applies the /cases query before the first paint: the page's JavaScript loads after the first paint, so without this a
 * visitor at /cases/?industry=healthcare would first see every card under "All 20 cases". Runs as an inline script right
 * after the card list (serialised with Function#toString, so plain ES2017 without imports); React takes over once hydrated.
 */
export const PENDING_ATTRIBUTE = 'data-cases-pending';
export const LIVE_ATTRIBUTE = 'data-live';
/** On <html> once this script ran: chips apply on their own, so the form's submit button hides. */
export const JS_ATTRIBUTE = 'data-cases-js';

/** Hides the cards that do not match the query, ticks its chips and marks the page pending; a chip clicked before hydration submits the form. */
export function applyQueryBeforePaint(params: string[], formId: string, listId: string, attributes: [string, string, string]): void {
  const pending = attributes[0];
  const live = attributes[1];
  document.documentElement.setAttribute(attributes[2], '');
  const query = new URLSearchParams(window.location.search);
  const wanted: Record<string, string[]> = {};
  let any = false;
  params.forEach((param) => {
    const values = query
      .getAll(param)
      .join(',')
      .split(',')
      .map((v) => v.trim().toLowerCase())
      .filter(Boolean);
    if (values.length > 0) {
      wanted[param] = values;
      any = true;
    }
  });
  const form = document.getElementById(formId) as HTMLFormElement | null;
  if (form) {
    form.addEventListener('change', () => {
      if (!form.hasAttribute(live)) form.submit();
    });
  }
  if (!any) return;
  document.documentElement.setAttribute(pending, '');
  if (form) {
    Array.prototype.forEach.call(form.querySelectorAll('input[type="checkbox"]'), (box: HTMLInputElement) => {
      box.checked = (wanted[box.name] || []).indexOf(box.value) >= 0;
    });
  }
  const list = document.getElementById(listId);
  if (!list) return;
  Array.prototype.forEach.call(list.children, (card: HTMLElement) => {
    const matches = Object.keys(wanted).every((param) => {
      const own = (card.getAttribute(`data-${param}`) || '').split(' ');
      return wanted[param].some((value) => own.indexOf(value) >= 0);
    });
    if (!matches) card.hidden = true;
  });
}

/** The inline script's text for the given parameters and element ids. */
export const firstPaintScript = (params: string[], formId: string, listId: string) =>
  `(${applyQueryBeforePaint.toString()})(${JSON.stringify(params)},${JSON.stringify(formId)},${JSON.stringify(listId)},${JSON.stringify([PENDING_ATTRIBUTE, LIVE_ATTRIBUTE, JS_ATTRIBUTE])})`;
