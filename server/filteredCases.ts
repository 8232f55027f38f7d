/**
 * /cases/ with a filter in its address (`?industry=fintech`), answered as the filtered page: the built HTML with every
 * card that does not match hidden, the chosen chips checked (a folded group holding one open), each chip's count and the
 * count line as the page's own code would write them, and "Clear filters" shown. So the filter form's plain GET works
 * without JavaScript. Only attributes and text change, at their places in the built file: the inline scripts, and with
 * them the CSP's hashes, stay byte for byte as built. With JavaScript the page's code takes over as it does from the
 * plain file (src/pages/cases/index.tsx, src/lib/listingFirstPaintScript.ts). The language switcher's link keeps the filter.
 * German /de/cases/ is answered the same way: filter values are the same in both languages.
 */
import { parse, type DefaultTreeAdapterMap } from 'parse5';
import { filterGroupDefs, hasSelection, parseSelection, valuesMatchSelection, type Selection } from '../src/lib/caseFilters';
import { FILTERS_FORM_ID, FILTERED_LIST_ID, CLEAR_ATTRIBUTE } from '../src/lib/listingFirstPaintScript';
import { fill } from '../src/lib/fill';
import { SWITCH_ATTRIBUTE } from '../src/lib/pageLanguage';

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];

interface Edit {
  at: number;
  /** Characters replaced from `at` (0: an insertion). */
  length: number;
  text: string;
}

interface Chip {
  param: string;
  value: string;
  /** Where ` checked=""` goes: just before the end of the input's start tag. */
  checkedAt: number;
  numbers: TextSlot[];
  labels: TextSlot[];
}

interface TextSlot {
  start: number;
  end: number;
}

interface Card {
  values: Record<string, string[]>;
  hiddenAt: number;
}

interface Disclosure {
  openAt: number;
  chips: Chip[];
}

/** The places in the built /cases/ page that a filter changes, found once per server start. */
export interface CasesPageShape {
  cards: Card[];
  chips: Chip[];
  disclosures: Disclosure[];
  /** The `hidden` attribute of the clear control's wrapper, with the space before it. */
  clearHidden: TextSlot | null;
  count: { slot: TextSlot; template: string } | null;
  chipLabelTemplate: string;
  /** The language switcher's links: their `href="…"` attribute and its value, which gets the filter's query too. */
  switches: { slot: TextSlot; href: string }[];
}

const isElement = (node: Node): node is Element => 'tagName' in node;
const attr = (element: Element, name: string) => element.attrs.find((a) => a.name === name)?.value;

function* walk(node: Node): Generator<Element> {
  if (isElement(node)) yield node;
  const children = 'childNodes' in node ? node.childNodes : [];
  // <template> keeps its children in `content`; the page has none that matter here.
  for (const child of children) yield* walk(child);
}

/** The end of an element's start tag, before `>` or `/>`, where an attribute can go. */
function attributeSlot(html: string, element: Element): number {
  const end = element.sourceCodeLocation?.startTag?.endOffset;
  if (end === undefined) throw new Error(`cases page: <${element.tagName}> has no source location`);
  return html[end - 2] === '/' ? end - 2 : end - 1;
}

/** The range of an element's only text, or null when it has none. */
function textSlot(element: Element): TextSlot | null {
  const text = element.childNodes.find((child) => child.nodeName === '#text');
  const location = text?.sourceCodeLocation;
  return location ? { start: location.startOffset, end: location.endOffset } : null;
}

export function readCasesPage(html: string): CasesPageShape {
  const document = parse(html, { sourceCodeLocationInfo: true });
  const shape: CasesPageShape = {
    cards: [],
    chips: [],
    disclosures: [],
    clearHidden: null,
    count: null,
    chipLabelTemplate: '',
    switches: [],
  };
  const params = filterGroupDefs.map((group) => group.param);
  let chip: Chip | null = null;
  for (const element of walk(document)) {
    if (element.tagName === 'ul' && attr(element, 'id') === FILTERED_LIST_ID) {
      for (const card of element.childNodes.filter(isElement)) {
        const values = Object.fromEntries(params.map((param) => [param, (attr(card, `data-${param}`) ?? '').split(' ').filter(Boolean)]));
        shape.cards.push({ values, hiddenAt: attributeSlot(html, card) });
      }
    } else if (element.tagName === 'form' && attr(element, 'id') === FILTERS_FORM_ID) {
      shape.chipLabelTemplate = attr(element, 'data-chip-count-template') ?? '';
    } else if (element.tagName === 'details') {
      shape.disclosures.push({ openAt: attributeSlot(html, element), chips: [] });
    } else if (element.tagName === 'input' && attr(element, 'type') === 'checkbox' && params.includes(attr(element, 'name') ?? '')) {
      chip = {
        param: attr(element, 'name') ?? '',
        value: attr(element, 'value') ?? '',
        checkedAt: attributeSlot(html, element),
        numbers: [],
        labels: [],
      };
      shape.chips.push(chip);
      // Disclosures do not nest: a chip inside one is inside the last one met.
      if (isInside(element, 'details')) shape.disclosures.at(-1)?.chips.push(chip);
    } else if (chip && attr(element, 'data-chip-count') !== undefined) {
      const slot = textSlot(element);
      if (slot) chip.numbers.push(slot);
    } else if (chip && attr(element, 'data-chip-count-label') !== undefined) {
      const slot = textSlot(element);
      if (slot) chip.labels.push(slot);
    } else if (attr(element, CLEAR_ATTRIBUTE) !== undefined) {
      const hidden = element.sourceCodeLocation?.attrs?.hidden;
      if (hidden) shape.clearHidden = { start: hidden.startOffset - 1, end: hidden.endOffset };
    } else if (element.tagName === 'a' && attr(element, SWITCH_ATTRIBUTE) !== undefined) {
      const href = element.sourceCodeLocation?.attrs?.href;
      if (href) shape.switches.push({ slot: { start: href.startOffset, end: href.endOffset }, href: attr(element, 'href') ?? '' });
    } else if (attr(element, 'data-count-filtered') !== undefined) {
      const slot = textSlot(element);
      if (slot) shape.count = { slot, template: attr(element, 'data-count-filtered') ?? '' };
    }
  }
  return shape;
}

/** Whether `element` has an ancestor `<tag>` (parse5 keeps parent links). */
function isInside(element: Element, tag: string): boolean {
  for (let node = element.parentNode; node && isElement(node); node = node.parentNode) if (node.tagName === tag) return true;
  return false;
}

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (text: string) => escapeText(text).replace(/"/g, '&quot;');

/** The keys of the groups, by their query parameter. */
const keyOf = Object.fromEntries(filterGroupDefs.map((group) => [group.param, group.key])) as Record<string, keyof Selection>;

/** The page for `search` (`?industry=fintech&company=startup`), or null when the address sets no filter (serve the file). */
export function filteredCasesHtml(html: string, shape: CasesPageShape, search: string): string | null {
  const selection = parseSelection(search);
  if (!hasSelection(selection)) return null;
  const edits: Edit[] = [];
  const insert = (at: number, text: string) => edits.push({ at, length: 0, text });
  const replace = (slot: TextSlot, text: string) => edits.push({ at: slot.start, length: slot.end - slot.start, text: escapeText(text) });

  const shown = shape.cards.filter((card) => valuesMatchSelection(card.values, selection));
  for (const card of shape.cards) if (!shown.includes(card)) insert(card.hiddenAt, ' hidden=""');

  for (const chip of shape.chips) {
    const key = keyOf[chip.param];
    if (selection[key].includes(chip.value)) insert(chip.checkedAt, ' checked=""');
    // As buildFilterGroups counts: cases carrying the value that match the selection in the other groups.
    const others = { ...selection, [key]: [] };
    const count = shape.cards.filter(
      (card) => card.values[chip.param]?.includes(chip.value) && valuesMatchSelection(card.values, others),
    ).length;
    for (const slot of chip.numbers) replace(slot, String(count));
    for (const slot of chip.labels) replace(slot, fill(shape.chipLabelTemplate, { count }));
  }
  for (const disclosure of shape.disclosures) {
    if (disclosure.chips.some((chip) => selection[keyOf[chip.param]].includes(chip.value))) insert(disclosure.openAt, ' open=""');
  }
  if (shape.clearHidden) edits.push({ at: shape.clearHidden.start, length: shape.clearHidden.end - shape.clearHidden.start, text: '' });
  if (shape.count) replace(shape.count.slot, fill(shape.count.template, { shown: shown.length, total: shape.cards.length }));
  // The other language's /cases/ with the same filter: the values are the same in every language (caseFilterValues).
  for (const { slot, href } of shape.switches) {
    edits.push({ at: slot.start, length: slot.end - slot.start, text: `href="${escapeAttribute(href + search)}"` });
  }

  let out = html;
  for (const edit of edits.sort((a, b) => b.at - a.at)) out = out.slice(0, edit.at) + edit.text + out.slice(edit.at + edit.length);
  return out;
}
