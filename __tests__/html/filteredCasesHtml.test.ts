/**
 * @jest-environment node
 */
/** The server's filtered /cases/ page: hidden cards, checked chips, counts and count line, and nothing else changed. */
import { JSDOM } from 'jsdom';
import { filteredCasesHtml, readCasesPage } from '../../server/filteredCases';

const SCRIPT = '<script>(function(){var q=location.search})();</script>';
const chip = (param: string, value: string, count: number) =>
  `<li><input id="filter-${param}-${value}" type="checkbox" name="${param}" value="${value}"/>` +
  `<label for="filter-${param}-${value}">${value}<span aria-hidden="true" data-chip-count="">${count}</span>` +
  `<span class="visually-hidden" data-chip-count-label="">, ${count} matching</span></label></li>`;
const card = (slug: string, industry: string, company: string) =>
  `<li data-service="ux-design" data-industry="${industry}" data-company="${company}" data-project="web-app"><a href="/${slug}/">${slug}</a></li>`;

const page = [
  '<!DOCTYPE html><html><head><title>Cases</title></head><body>',
  '<header><a href="/de/cases/" hreflang="de" lang="de" data-language-switch="">Deutsch</a></header>',
  '<form id="listing-filters" data-chip-count-template=", {count} matching">',
  '<fieldset><ul>',
  chip('industry', 'fintech', 2),
  chip('industry', 'healthcare', 1),
  '</ul><details><summary>Show 1 more</summary><ul>',
  chip('industry', 'logistics', 1),
  '</ul></details></fieldset>',
  '<fieldset><ul>',
  chip('company', 'startup', 3),
  chip('company', 'enterprise', 1),
  '</ul></fieldset>',
  '<span hidden="" data-filters-clear=""><a href="/cases/">Clear filters</a></span></form>',
  '<h2><span data-testid="case-count" data-count-filtered="{shown} of {total} cases match">All 4 cases</span></h2>',
  '<ul id="listing-items">',
  card('pry', 'fintech', 'startup'),
  card('refimate', 'fintech', 'enterprise'),
  card('ehr', 'healthcare', 'startup'),
  card('cargo', 'logistics', 'startup'),
  '</ul>',
  SCRIPT,
  '</body></html>',
].join('');

const shape = readCasesPage(page);
const render = (search: string) => {
  const html = filteredCasesHtml(page, shape, search);
  if (html === null) throw new Error(`no filtered page for ${search}`);
  return new DOMParser().parseFromString(html, 'text/html');
};

/** jsdom's parser, standing in for the browser that reads the answer. */
const dom = new JSDOM('');
const DOMParser = dom.window.DOMParser;
afterAll(() => dom.window.close());

const shownSlugs = (doc: Document) =>
  [...doc.querySelectorAll('#listing-items > li')].filter((li) => !li.hasAttribute('hidden')).map((li) => li.textContent);
const checked = (doc: Document) =>
  [...doc.querySelectorAll<HTMLInputElement>('input:checked')].map((input) => `${input.name}=${input.value}`);
const chipText = (doc: Document, param: string, value: string) => doc.querySelector(`label[for="filter-${param}-${value}"]`)?.textContent;

test('an address without a filter gets no rewrite (the built file is served)', () => {
  expect(filteredCasesHtml(page, shape, '')).toBeNull();
  expect(filteredCasesHtml(page, shape, '?utm_source=newsletter')).toBeNull();
});

test('one industry: only its cards, its chip checked, the count line and the clear control as the filtered page has them', () => {
  const doc = render('?industry=fintech');
  expect(shownSlugs(doc)).toEqual(['pry', 'refimate']);
  expect(checked(doc)).toEqual(['industry=fintech']);
  expect(doc.querySelector('[data-testid="case-count"]')?.textContent).toBe('2 of 4 cases match');
  expect(doc.querySelector('[data-filters-clear]')?.hasAttribute('hidden')).toBe(false);
});

test('chip counts follow the selection in the other groups, as the page counts them', () => {
  const doc = render('?industry=fintech&company=startup');
  expect(shownSlugs(doc)).toEqual(['pry']);
  // Industries count among startups: fintech 1 (pry), healthcare 1 (ehr), logistics 1 (cargo).
  expect(chipText(doc, 'industry', 'fintech')).toBe('fintech1, 1 matching');
  // Company types count among fintech cases: startup 1 (pry), enterprise 1 (refimate).
  expect(chipText(doc, 'company', 'enterprise')).toBe('enterprise1, 1 matching');
});

test('a chosen value in a folded group opens its disclosure; other disclosures stay closed', () => {
  expect(render('?industry=logistics').querySelector('details')?.hasAttribute('open')).toBe(true);
  expect(render('?industry=fintech').querySelector('details')?.hasAttribute('open')).toBe(false);
});

test('values of one parameter are OR, and nothing matching hides every card', () => {
  expect(shownSlugs(render('?industry=fintech&industry=healthcare'))).toEqual(['pry', 'refimate', 'ehr']);
  const none = render('?industry=healthcare&company=enterprise');
  expect(shownSlugs(none)).toEqual([]);
  expect(none.querySelector('[data-testid="case-count"]')?.textContent).toBe('0 of 4 cases match');
});

test('the inline script, whose hash the CSP allows, is unchanged', () => {
  expect(filteredCasesHtml(page, shape, '?industry=fintech')).toContain(SCRIPT);
});

test("the language switcher leads to the other language's /cases/ with the same filter", () => {
  const doc = render('?industry=fintech&company=startup');
  expect(doc.querySelector('a[hreflang="de"]')?.getAttribute('href')).toBe('/de/cases/?industry=fintech&company=startup');
});
