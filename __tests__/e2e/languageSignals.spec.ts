/**
 * Every built page's language signals, read from public/ (no browser): `<html lang>` from the address, the canonical,
 * the reciprocal hreflang cluster (en, de, x-default) naming only pages that exist, og:locale, JSON-LD inLanguage
 * (Articles, Reviews) and the feed of its language; the sitemap's xhtml:link alternates; both RSS feeds parsed as XML.
 */
import fs from 'node:fs';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import { parse, type DefaultTreeAdapterMap } from 'parse5';
import englishSite from '../../content/site.en.json';
import germanSite from '../../content/site.de.json';
import { expect, test } from './fixtures';
import { listHtml } from '../../src/html/htmlFiles';

type Element = DefaultTreeAdapterMap['element'];
type Node = DefaultTreeAdapterMap['node'];

const publicDir = path.resolve(__dirname, '../../public');
const origin = englishSite.siteUrl;
/** Written out here, not taken from the code under test: the language of an address is `de` under /de/, else `en`. */
const languageOf = (pagePath: string) => (pagePath === '/de/' || pagePath.startsWith('/de/') ? 'de' : 'en');
const OPEN_GRAPH_LOCALE = { en: 'en_GB', de: 'de_DE' };
const FEED = { en: `${origin}/blog/rss.xml`, de: `${origin}/de/blog/rss.xml` };

interface HeadFacts {
  lang: string | undefined;
  canonical: string | undefined;
  /** hreflang → absolute URL, in document order. */
  cluster: [string, string][];
  ogLocale: string | undefined;
  redirect: boolean;
  feed: { href?: string; hreflang?: string } | undefined;
  jsonLd: { '@type': string; inLanguage?: string }[];
}

const attr = (element: Element, name: string) => element.attrs.find((a) => a.name === name)?.value;
function* elements(node: Node): Generator<Element> {
  if ('tagName' in node) yield node;
  if ('childNodes' in node) for (const child of node.childNodes) yield* elements(child);
}
const textOf = (element: Element) => element.childNodes.map((child) => ('value' in child ? child.value : '')).join('');

function headFacts(html: string): HeadFacts {
  const facts: HeadFacts = {
    lang: undefined,
    canonical: undefined,
    cluster: [],
    ogLocale: undefined,
    redirect: false,
    feed: undefined,
    jsonLd: [],
  };
  for (const element of elements(parse(html))) {
    const rel = attr(element, 'rel');
    if (element.tagName === 'html') facts.lang = attr(element, 'lang');
    else if (element.tagName === 'link' && rel === 'canonical') facts.canonical = attr(element, 'href');
    else if (element.tagName === 'link' && rel === 'alternate' && attr(element, 'type') === 'application/rss+xml')
      facts.feed = { href: attr(element, 'href'), hreflang: attr(element, 'hreflang') };
    else if (element.tagName === 'link' && rel === 'alternate' && attr(element, 'hreflang'))
      facts.cluster.push([attr(element, 'hreflang') ?? '', attr(element, 'href') ?? '']);
    else if (element.tagName === 'meta' && attr(element, 'property') === 'og:locale') facts.ogLocale = attr(element, 'content');
    else if (element.tagName === 'meta' && attr(element, 'http-equiv')?.toLowerCase() === 'refresh') facts.redirect = true;
    else if (element.tagName === 'script' && attr(element, 'type') === 'application/ld+json')
      facts.jsonLd.push(...[JSON.parse(textOf(element))].flat());
  }
  return facts;
}

/** Every built page of both languages (each index.html; /404.html and /de/404.html are the same pages as /404/ and /de/404/). */
const pages = new Map(
  listHtml(publicDir)
    .filter((page) => page.pagePath.endsWith('/'))
    .map((page) => [page.pagePath, headFacts(fs.readFileSync(page.file, 'utf8'))]),
);
const pageOfUrl = (url: string) => (url.startsWith(origin) ? pages.get(url.slice(origin.length)) : undefined);

test('the site is built in both languages: a German twin under /de/ for the English pages', () => {
  const paths = [...pages.keys()];
  expect(paths).toEqual(expect.arrayContaining(['/', '/de/', '/cases/', '/de/cases/', '/blog/', '/de/blog/', '/404/', '/de/404/']));
  expect(paths.filter((p) => languageOf(p) === 'de').length).toBeGreaterThan(100);
});

test('<html lang>, canonical, og:locale, the JSON-LD WebPage, Article and Review inLanguage and the feed link follow the language of every page', () => {
  const wrong: string[] = [];
  let germanWorks = 0;
  for (const [pagePath, facts] of pages) {
    const lang = languageOf(pagePath);
    if (facts.lang !== lang) wrong.push(`${pagePath}: <html lang="${facts.lang}">`);
    if (facts.redirect) continue;
    if (facts.canonical !== `${origin}${pagePath}`) wrong.push(`${pagePath}: canonical ${facts.canonical}`);
    if (facts.ogLocale !== OPEN_GRAPH_LOCALE[lang]) wrong.push(`${pagePath}: og:locale ${facts.ogLocale}`);
    const webPages = facts.jsonLd.filter((o) => o['@type'] === 'WebPage');
    if (webPages.length !== 1 || webPages[0]?.inLanguage !== lang) wrong.push(`${pagePath}: WebPage ${JSON.stringify(webPages)}`);
    for (const object of facts.jsonLd.filter((o) => ['Article', 'Review'].includes(o['@type']))) {
      if (lang === 'de') germanWorks += 1;
      if (object.inLanguage !== lang) wrong.push(`${pagePath}: ${object['@type']} inLanguage ${object.inLanguage}`);
    }
    if (facts.feed?.href !== FEED[lang] || facts.feed.hreflang !== lang) wrong.push(`${pagePath}: feed ${JSON.stringify(facts.feed)}`);
  }
  expect(wrong).toEqual([]);
  /** The German case studies and blog posts: each page's Article or Review was checked. */
  expect(germanWorks).toBeGreaterThanOrEqual(20);
});

test('every page carries its hreflang cluster: itself, only pages that exist, x-default the English page, and every page it names names it back', () => {
  const wrong: string[] = [];
  for (const [pagePath, facts] of pages) {
    if (facts.redirect) continue;
    const cluster = new Map(facts.cluster);
    const lang = languageOf(pagePath);
    if (cluster.size !== facts.cluster.length) wrong.push(`${pagePath}: a language named twice`);
    if (cluster.get(lang) !== `${origin}${pagePath}`) wrong.push(`${pagePath}: its own ${lang} entry is ${cluster.get(lang)}`);
    if (cluster.get('x-default') !== cluster.get('en'))
      wrong.push(`${pagePath}: x-default ${cluster.get('x-default')} is not the English page`);
    for (const [hreflang, url] of facts.cluster) {
      if (hreflang === 'x-default') continue;
      const twin = pageOfUrl(url);
      if (!twin) wrong.push(`${pagePath}: ${hreflang} names ${url}, which is not a built page`);
      else if (languageOf(url.slice(origin.length)) !== hreflang)
        wrong.push(`${pagePath}: ${hreflang} names ${url}, a page in another language`);
      else if (JSON.stringify(twin.cluster) !== JSON.stringify(facts.cluster))
        wrong.push(`${pagePath}: ${url} does not name the same cluster back`);
    }
  }
  expect(wrong).toEqual([]);
  expect(pages.get('/de/cases/')?.cluster).toEqual([
    ['en', `${origin}/cases/`],
    ['de', `${origin}/de/cases/`],
    ['x-default', `${origin}/cases/`],
  ]);
});

/** A strict XML parser (jsdom's DOMParser): a malformed file answers a document holding <parsererror>. */
function parseXml(file: string): Document {
  const { DOMParser } = new JSDOM('').window;
  const doc = new DOMParser().parseFromString(fs.readFileSync(path.join(publicDir, file), 'utf8'), 'application/xml');
  expect(doc.getElementsByTagName('parsererror'), file).toHaveLength(0);
  return doc;
}

test('the sitemap lists both languages, each address with the same hreflang alternates as its page', () => {
  const index = parseXml('sitemap-index.xml');
  const files = [...index.getElementsByTagName('loc')].map((loc) => new URL(loc.textContent ?? '').pathname);
  const urls = files.flatMap((file) => [...parseXml(file).getElementsByTagName('url')]);
  const listed = urls.map((url) => url.getElementsByTagName('loc')[0]?.textContent ?? '');
  expect(listed).toEqual(expect.arrayContaining([`${origin}/cases/`, `${origin}/de/cases/`, `${origin}/de/`]));
  expect(listed.filter((url) => url.includes('/404'))).toEqual([]);
  const wrong: string[] = [];
  for (const url of urls) {
    const loc = url.getElementsByTagName('loc')[0]?.textContent ?? '';
    const links = [...url.getElementsByTagNameNS('http://www.w3.org/1999/xhtml', 'link')].map((link) => [
      link.getAttribute('hreflang'),
      link.getAttribute('href'),
    ]);
    const page = pageOfUrl(loc);
    if (!page) wrong.push(`${loc} is not a built page`);
    else if (JSON.stringify(links) !== JSON.stringify(page.cluster)) wrong.push(`${loc}: ${JSON.stringify(links)}`);
  }
  expect(wrong).toEqual([]);
});

for (const [lang, site, feedFile, listing] of [
  ['en', englishSite, 'blog/rss.xml', '/blog/'],
  ['de', germanSite, 'de/blog/rss.xml', '/de/blog/'],
] as const) {
  test(`${listing} links the ${lang} feed`, () => {
    const html = fs.readFileSync(path.join(publicDir, listing, 'index.html'), 'utf8');
    const href = /<a href="([^"]+)" type="application\/rss\+xml"/.exec(html)?.[1] ?? '';
    expect(new URL(href, `${origin}${listing}`).href).toBe(FEED[lang]);
  });

  test(`the ${lang} feed is RSS 2.0 in ${lang}, its title from site.${lang}.json, its posts the ${lang} pages`, () => {
    const doc = parseXml(feedFile);
    const channel = doc.querySelector('rss[version="2.0"] > channel');
    expect(channel?.querySelector(':scope > language')?.textContent).toBe(lang);
    expect(channel?.querySelector(':scope > title')?.textContent).toBe(site.copy.blogPage.feedTitle.replace('{agency}', site.agencyName));
    expect(channel?.querySelector(':scope > description')?.textContent).toBe(site.copy.blogPage.feedDescription);
    const links = [...doc.querySelectorAll('channel > item > link')].map((link) => link.textContent ?? '');
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) {
      expect(pageOfUrl(link), link).toBeDefined();
      expect(languageOf(link.slice(origin.length)), link).toBe(lang);
    }
  });
}
