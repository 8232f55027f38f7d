/** German pages carry no English shell copy: no label of site.en.json that German words differently appears on a sample of built German pages (client quotes, marked lang="en", aside). */
import { JSDOM } from 'jsdom';
import english from '../../content/site.en.json';
import german from '../../content/site.de.json';
import { expect, test } from './fixtures';
import { builtHtml } from './site';

/** One page of each template and listing, in German. */
const GERMAN_SAMPLE = [
  '/de/',
  '/de/services/',
  '/de/services/ux-audit/',
  '/de/cases/',
  '/de/cases/healthcare/',
  '/de/cases/healthcare/ehr-electronic-health-records/',
  '/de/blog/',
  '/de/blog/review/formify-saas-redesign-review/',
  '/de/search/',
  '/de/404/',
];

/** Attributes whose words a visitor hears or sees. */
const SPOKEN_ATTRIBUTES = ['aria-label', 'title', 'alt', 'placeholder', 'data-text'];

/** Every English label whose German twin differs, cut at its placeholders: multi-word pieces match inside text, single words only whole. */
function englishLabels(): { phrases: string[]; words: string[] } {
  const phrases = new Set<string>();
  const words = new Set<string>();
  const walk = (en: unknown, de: unknown) => {
    if (typeof en === 'string') {
      if (en === de || en.startsWith('/') || en.includes('://')) return;
      for (const piece of en.split(/\{\w+\}/)) {
        const label = piece.trim().replace(/^[\s,.:;·–-]+|[\s,.:;·–-]+$/g, '');
        if (label.length < 3) continue;
        (label.includes(' ') ? phrases : words).add(label);
      }
    } else if (Array.isArray(en)) en.forEach((item, i) => walk(item, Array.isArray(de) ? de[i] : undefined));
    else if (en && typeof en === 'object')
      for (const [key, value] of Object.entries(en))
        walk(value, de && typeof de === 'object' ? (de as Record<string, unknown>)[key] : undefined);
  };
  walk({ nav: english.nav, footerLinks: english.footerLinks, serviceGroups: english.serviceGroups, copy: english.copy }, german);
  return { phrases: [...phrases], words: [...words] };
}

/** What a visitor of the page reads or hears in its body: the text, and the spoken attributes, without client quotes. */
function readableBody(html: string): { text: string; pieces: Set<string> } {
  const { document } = new JSDOM(html).window;
  for (const hidden of document.body.querySelectorAll('script, style, template, [lang="en"]')) hidden.remove();
  const pieces = new Set<string>();
  for (const element of document.body.querySelectorAll('*')) {
    const own = [...element.childNodes].filter((n) => n.nodeType === 3).map((n) => n.textContent ?? '');
    pieces.add(own.join('').trim());
    for (const name of SPOKEN_ATTRIBUTES) {
      const value = element.getAttribute(name);
      if (value) pieces.add(value.trim());
    }
  }
  const text = [document.body.textContent ?? '', ...pieces].join('\n').replace(/\s+/g, ' ');
  return { text, pieces };
}

test('a sample of German pages shows no English label of the site shell', () => {
  const { phrases, words } = englishLabels();
  expect(phrases.length + words.length).toBeGreaterThan(100);
  const found: string[] = [];
  for (const pagePath of GERMAN_SAMPLE) {
    const { text, pieces } = readableBody(builtHtml(pagePath));
    for (const phrase of phrases) if (text.includes(phrase)) found.push(`${pagePath}: "${phrase}"`);
    for (const word of words) if (pieces.has(word)) found.push(`${pagePath}: "${word}"`);
  }
  expect(found).toEqual([]);
});
