/** The site search's documents, read from the checked content: every service, case and blog post with its title, summary, headings and body text. */
import type { z } from 'zod';
import type { Loaded } from '../content-model/check';
import { loadBuilt } from '../content-model/builtContent';
import type { Collection } from '../content-model/collections';
import type { SiteSettings } from '../content-model/site';
import { elementOf, kindOf, shapeOf, unwrap } from '../content-model/zodIntrospection';
import { joinUnique, summary, type SearchDocument, type SearchKind } from '../lib/siteSearch';
import { DEFAULT_LOCALE, type Locale } from '../lib/locales';

/** Strings the visitor reads as headings: a section's or card's heading, title and subtitle. */
const HEADING_KEYS = new Set(['heading', 'title', 'subtitle', 'kicker']);
/** Strings that describe pictures for screen readers, or name records and files: not what a visitor searches the page for. */
const SKIPPED_KEYS = new Set(['alt', 'previewAlt', 'metadata', 'seo', 'slug', 'category', 'date', 'updated', 'publishAt', 'pdf']);
/** A path, URL, address or colour in a plain string field. */
const NOT_PROSE = /^(\/|https?:|mailto:|#[0-9a-f]{3,8}$)/i;

export interface CollectedText {
  headings: string[];
  body: string[];
}

/** Every visible string of `value`, guided by its schema: images, references, files, choices and numbers are left out. */
export function collectText(schema: z.ZodType, value: unknown, key = '', out: CollectedText = { headings: [], body: [] }): CollectedText {
  if (value === undefined || value === null || SKIPPED_KEYS.has(key)) return out;
  const { meta } = unwrap(schema);
  if (meta.kind && meta.kind !== 'json' && meta.kind !== 'sections') return out;
  if (meta.kind === 'sections' && meta.sections && Array.isArray(value)) {
    for (const section of value as { name?: string; props?: unknown }[]) {
      const props = section && typeof section.name === 'string' ? meta.sections[section.name] : undefined;
      if (props) collectText(props, section.props, '', out);
    }
    return out;
  }
  const kind = kindOf(schema);
  if (kind === 'string' && typeof value === 'string') {
    if (!NOT_PROSE.test(value)) (HEADING_KEYS.has(key) ? out.headings : out.body).push(value);
  } else if (kind === 'array' && Array.isArray(value)) {
    const element = elementOf(schema);
    // A list of words ({ text, image }, the hero's headline) reads as one heading.
    if (
      element &&
      value.every((item) => typeof item === 'object' && item !== null && typeof (item as { text?: unknown }).text === 'string') &&
      key === 'title'
    ) {
      out.headings.push(value.map((item) => (item as { text: string }).text).join(' '));
    } else if (element) value.forEach((item) => collectText(element, item, key, out));
  } else if (kind === 'object' && typeof value === 'object') {
    for (const [field, fieldSchema] of Object.entries(shapeOf(schema) ?? {}))
      collectText(fieldSchema, (value as Record<string, unknown>)[field], field, out);
  }
  return out;
}

interface Described {
  kind: SearchKind;
  title: string;
  text: string;
  context: string;
  /** Other names and summaries matched as the description. */
  also: string[];
}

type Data = Record<string, unknown> & { metadata?: { name?: string; description?: string } };
const str = (value: unknown) => (typeof value === 'string' ? value : '');
const field = (data: Data, ...keys: string[]) =>
  str(keys.reduce<unknown>((at, k) => (at as Record<string, unknown> | undefined)?.[k], data));

/** What a result shows for a record of each searchable collection; undefined for the collections search leaves out (pages, legal, testimonials). */
function describe(dir: string, data: Data, site: SiteSettings): Described | undefined {
  const seoName = field(data, 'metadata', 'name');
  const seoText = field(data, 'metadata', 'description');
  if (dir === 'services') {
    const group = site.serviceGroups.find((g) => g.id === data.group)?.title ?? '';
    return {
      kind: 'service',
      title: field(data, 'card', 'title'),
      text: field(data, 'card', 'text'),
      context: group,
      also: [seoName, seoText, group],
    };
  }
  if (dir === 'cases') {
    const client = str(data.client);
    const attributes = (data.attributes ?? {}) as { services?: string[]; projectType?: string };
    return {
      kind: 'case',
      title: field(data, 'hero', 'title'),
      text: field(data, 'seo', 'metaDescription'),
      context: client,
      also: [client, attributes.projectType ?? '', ...(attributes.services ?? [])],
    };
  }
  if (dir.startsWith('blog/')) {
    const review = dir === 'blog/review';
    const author = review ? str(data.humanName) : field(data, 'author', 'name');
    return { kind: review ? 'review' : 'article', title: str(data.title) || seoName, text: seoText, context: author, also: [seoName] };
  }
  return undefined;
}

/** The search document of one loaded content record, or undefined when its collection is not searched. */
export function searchDocument(item: Loaded, site: SiteSettings): SearchDocument | undefined {
  const collection = item.collection as Collection;
  if (!('dir' in collection) || !collection.pathOf || typeof item.data !== 'object' || item.data === null) return undefined;
  const data = item.data as Data;
  const described = describe(collection.dir, data, site);
  if (!described || !described.title) return undefined;
  const text = collectText(collection.schema, data);
  const shown = [described.title, described.text];
  return {
    path: collection.pathOf(item.slug, data, item.locale),
    kind: described.kind,
    title: described.title,
    text: summary(described.text),
    context: described.context,
    description: joinUnique([described.text, ...described.also], [described.title]),
    headings: joinUnique(text.headings, shown),
    body: joinUnique(text.body, shown),
  };
}

/** Every searchable page in `locale` the build publishes from the content folder (drafts and items not yet due only in a preview), in a stable order. */
export function searchDocuments(contentDir: string, locale: Locale = DEFAULT_LOCALE): SearchDocument[] {
  const loaded = loadBuilt(contentDir).filter((item) => item.locale === locale);
  const siteItem = loaded.find((item) => !('dir' in item.collection));
  if (!siteItem) throw new Error(`search index: content/site.${locale}.json is missing`);
  const site = siteItem.data as SiteSettings;
  return loaded
    .map((item) => searchDocument(item, site))
    .filter((doc): doc is SearchDocument => doc !== undefined)
    .sort((a, b) => a.path.localeCompare(b.path));
}
