/**
 * The structural rules every service page follows, as one function over a content folder, so a test can show that a
 * well-formed new service passes them (an editor adding a page through the CMS must not break CI).
 */
import fs from 'node:fs';
import path from 'node:path';
import { contentFileName } from '../../src/content-model/contentFileName';
import type { Locale } from '../../src/lib/locales';

export type Json = Record<string, unknown>;
export interface Section {
  name: string;
  props: Json;
}
export interface ServicePage {
  slug: string;
  metadata: { name: string; description: string };
  group: string;
  card: { title: string; text: string; time: string; rewards: string[] };
  components: Section[];
}

/** The durations the duration badge may show, in each language: "from 2 weeks", "From 1 month", "1 sprint", "done within 1 sprint", "Optional". */
const DURATION: Record<Locale, RegExp> = {
  en: /^(?:[Ff]rom \d+ (?:weeks?|months?|sprints?)|\d+ sprints?|done within \d+ sprints?|Optional)$/,
  de: /^(?:[Aa]b \d+ (?:Wochen?|Monate?n?|Sprints?)|\d+ Sprints?|fertig in \d+ Sprints?|Optional)$/,
};

/** Every service page of a content folder in one language, sorted by slug (the file name without `.<language>.json`). */
export function loadServices(contentDir: string, locale: Locale = 'en'): ServicePage[] {
  const dir = path.join(contentDir, 'services');
  const ending = contentFileName('', locale);
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith(ending))
    .sort()
    .map((f) => ({
      slug: f.slice(0, -ending.length),
      ...(JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as Omit<ServicePage, 'slug'>),
    }));
}

export const sectionsOf = (page: ServicePage | undefined, name: string): Json[] =>
  (page?.components ?? []).filter((s) => s.name === name).map((s) => s.props);

/** Every service a page links to: `service`/`services` references anywhere in its sections and /services/<slug>/ hrefs. */
export function linkedServices(page: ServicePage): Set<string> {
  const found = new Set<string>();
  const visit = (value: unknown, key?: string) => {
    if (typeof value === 'string') {
      if (key === 'service' || key === 'services') found.add(value);
      const href = /^\/services\/([a-z0-9-]+)\/?(#.*)?$/.exec(value);
      if (href) found.add(href[1]);
    } else if (Array.isArray(value)) value.forEach((v) => visit(v, key));
    else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) visit(v, k);
  };
  visit(page.components);
  return found;
}

/** Texts picked from every page that appear on two different pages, one line per repeat. */
function repeated(pages: ServicePage[], label: string, pick: (p: ServicePage) => string[]): string[] {
  const seen = new Map<string, string>();
  return pages.flatMap((p) =>
    pick(p).flatMap((text) => {
      const other = seen.get(text);
      if (other && other !== p.slug) return [`${p.slug} repeats the ${label} of ${other}: "${text}"`];
      seen.set(text, p.slug);
      return [];
    }),
  );
}

/** Each structural rule and the pages of one language that break it, one line per problem (empty lists when all is well). */
export function serviceProblems(contentDir: string, locale: Locale = 'en'): Record<string, string[]> {
  const pages = loadServices(contentDir, locale);
  const slugs = new Set(pages.map((p) => p.slug));
  const siteFile = contentFileName('site', locale);
  const groups = (
    JSON.parse(fs.readFileSync(path.join(contentDir, siteFile), 'utf8')) as { serviceGroups: { id: string }[] }
  ).serviceGroups.map((g) => g.id);
  const all = (name: string) => pages.flatMap((p) => sectionsOf(p, name).map((props) => ({ slug: p.slug, props })));
  const bySequence = new Map<string, ServicePage[]>();
  for (const p of pages) {
    const key = p.components.map((s) => s.name).join(' > ');
    bySequence.set(key, [...(bySequence.get(key) ?? []), p]);
  }
  return {
    'search descriptions are at most 160 characters': pages
      .filter((p) => p.metadata.description.length > 160)
      .map((p) => `${p.slug}: ${p.metadata.description.length} characters`),
    'search descriptions are unique': repeated(pages, 'description', (p) => [p.metadata.description]),
    'card texts, hero texts and contact form titles are page-specific': [
      ...repeated(pages, 'card text', (p) => [p.card.text]),
      ...repeated(pages, 'hero text', (p) => sectionsOf(p, 'Hero').map((h) => String(h.text))),
      ...repeated(pages, 'contact form title', (p) => sectionsOf(p, 'ContactForm').map((c) => String(c.title))),
    ],
    'no page repeats both the section sequence and the copy of another': [...bySequence].flatMap(([sequence, group]) => {
      const copies = new Map<string, string>();
      return group.flatMap((p) => {
        const copy = JSON.stringify(p.components);
        const other = copies.get(copy);
        copies.set(copy, copies.get(copy) ?? p.slug);
        return other ? [`${p.slug} has the sequence and the copy of ${other} (${sequence})`] : [];
      });
    }),
    'groups are groups of the /services listing': pages
      .filter((p) => !groups.includes(p.group))
      .map((p) => `${p.slug}: group "${p.group}" is not in ${siteFile} serviceGroups`),
    'duration badges read like "from 2 weeks"': pages
      .filter((p) => !DURATION[locale].test(p.card.time))
      .map((p) => `${p.slug}: badge "${p.card.time}"`),
    'next steps never offer the page itself': all('NextSteps').flatMap(({ slug, props }) =>
      (props.services as string[]).includes(slug) ? [`${slug}: next steps offer the page itself`] : [],
    ),
    'every service reference points at a service page': pages.flatMap((p) =>
      [...linkedServices(p)].filter((s) => !slugs.has(s)).map((s) => `${p.slug} links to unknown service "${s}"`),
    ),
    'every PDF download points under /pdf/': all('PdfDownload')
      .filter((d) => !String(d.props.pdf).startsWith('/pdf/'))
      .map((d) => `${d.slug}: ${String(d.props.pdf)}`),
    'audience testimonial groups list 3 reviews each': all('AudienceTestimonials').flatMap(({ slug, props }) =>
      (props.groups as Json[])
        .filter((g) => (g.reviews as string[]).length !== 3)
        .map((g) => `${slug}: group ${String(g.audience)} has ${(g.reviews as string[]).length} reviews`),
    ),
  };
}
