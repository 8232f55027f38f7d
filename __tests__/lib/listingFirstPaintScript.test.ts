/** The /cases first-paint script: at a filtered address it hides the other cards, ticks the chips, shows "Clear filters" and holds the count line back. */
import {
  LISTING_FIRST_PAINT,
  CLEAR_ATTRIBUTE,
  JS_ATTRIBUTE,
  LIVE_ATTRIBUTE,
  PENDING_ATTRIBUTE,
} from '../../src/lib/listingFirstPaintScript';

const card = (slug: string, industry: string, company: string) =>
  `<li id="${slug}" data-industry="${industry}" data-company="${company}" data-service="ux-design" data-project="website"></li>`;

function page(search: string) {
  window.history.replaceState(null, '', `/cases/${search}`);
  document.documentElement.removeAttribute(PENDING_ATTRIBUTE);
  document.documentElement.removeAttribute(JS_ATTRIBUTE);
  document.body.innerHTML = `
    <form id="listing-filters"><input type="checkbox" name="industry" value="healthcare"><input type="checkbox" name="industry" value="fintech">
    <input type="checkbox" name="company" value="startup"><span ${CLEAR_ATTRIBUTE} hidden><a href="/cases/">Clear</a></span></form>
    <ul id="listing-items">${card('ehr', 'healthcare saas', 'enterprise')}${card('vessel', 'wellness healthcare', 'startup')}${card('refimate', 'fintech', 'startup')}</ul>`;
  // The script exactly as the page inlines it.
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- runs the inline script's exact text, as the browser does
  new Function(LISTING_FIRST_PAINT)();
}
const visible = () => [...document.querySelectorAll('li')].filter((li) => !li.hidden).map((li) => li.id);
const clearShown = () => !document.querySelector<HTMLElement>(`[${CLEAR_ATTRIBUTE}]`)?.hidden;
const checked = () => [...document.querySelectorAll<HTMLInputElement>('input:checked')].map((box) => `${box.name}=${box.value}`);

test('without a query every card stays and nothing is pending', () => {
  page('');
  expect(visible()).toEqual(['ehr', 'vessel', 'refimate']);
  expect(document.documentElement.hasAttribute(PENDING_ATTRIBUTE)).toBe(false);
  expect(document.documentElement.hasAttribute(JS_ATTRIBUTE)).toBe(true);
  expect(clearShown()).toBe(false);
});

test('values within a parameter are OR, parameters are AND', () => {
  page('?industry=healthcare&industry=fintech&company=startup');
  expect(visible()).toEqual(['vessel', 'refimate']);
  expect(checked()).toEqual(['industry=healthcare', 'industry=fintech', 'company=startup']);
  expect(document.documentElement.hasAttribute(PENDING_ATTRIBUTE)).toBe(true);
  expect(clearShown()).toBe(true);
});

test('a chip changed before React hydrates submits the form; after, it does not', () => {
  page('?industry=healthcare');
  expect(visible()).toEqual(['ehr', 'vessel']);
  const form = document.getElementById('listing-filters') as HTMLFormElement;
  const submit = jest.spyOn(form, 'submit').mockImplementation(() => undefined);
  form.dispatchEvent(new Event('change', { bubbles: true }));
  expect(submit).toHaveBeenCalledTimes(1);
  form.setAttribute(LIVE_ATTRIBUTE, '');
  form.dispatchEvent(new Event('change', { bubbles: true }));
  expect(submit).toHaveBeenCalledTimes(1);
});

test('a chip ticked before the script ran (a press while the page was still arriving) submits the form at once', () => {
  const submit = jest.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => undefined);
  try {
    page('');
    expect(submit).not.toHaveBeenCalled();
    window.history.replaceState(null, '', '/cases/');
    document.querySelector<HTMLInputElement>('input[value="fintech"]')!.checked = true;
    // eslint-disable-next-line @typescript-eslint/no-implied-eval -- runs the inline script's exact text, as the browser does
    new Function(LISTING_FIRST_PAINT)();
    expect(submit).toHaveBeenCalledTimes(1);
    page('?industry=healthcare');
    expect(submit).toHaveBeenCalledTimes(1);
  } finally {
    submit.mockRestore();
  }
});
