/** Checks every content file before Gatsby creates pages and reports all problems at once, each as "file: json.path: message". */
import fs from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import { collections, siteCollection, type Collection } from './collections';
import { walk } from './walk';
import { checkCaseTruth } from './caseTruth';
import { publicationClock } from './publication';
import { unpublishedLinkProblems } from './unpublishedLinks';
import { GENERATED_PDF, generatedPdfList } from '../lib/pdfPaths';
import { parseJson } from './parseJson';
import { formatJsonPath, type Problem } from './problem';
import { REDIRECTS_FILE, redirectsFile } from './redirects';
import { contentFileName, missingLanguageMessage, parseContentFileName } from './contentFileName';
import { hasOwnWords } from './translation';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../lib/locales';
import { crossLanguageProblems } from './crossLanguage';

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** Every PdfDownload section's pdf must be a file under /pdf/. */
function checkPdfDownloads(data: Record<string, unknown>, file: string, problems: Problem[]) {
  const components = Array.isArray(data.components) ? (data.components as { name?: unknown; props?: { pdf?: unknown } }[]) : [];
  components.forEach((section, i) => {
    const pdf = section?.name === 'PdfDownload' ? section.props?.pdf : undefined;
    if (typeof pdf === 'string' && !pdf.startsWith('/pdf/')) {
      problems.push({
        file,
        path: formatJsonPath(['components', i, 'props', 'pdf']),
        message: `PDF downloads live under /pdf/, got ${pdf}`,
      });
    }
  });
}

function messageOf(issue: z.core.$ZodIssue): string {
  if (issue.code === 'invalid_type') {
    return /received undefined/.test(issue.message) ? 'required' : issue.message.replace(/^Invalid input: /, 'wrong type: ');
  }
  return issue.message;
}

/** A record's schema failures, one problem per field. */
function schemaProblems(schema: z.ZodType, data: unknown, file: string): Problem[] {
  const result = schema.safeParse(data);
  if (result.success) return [];
  return result.error.issues.flatMap((issue) =>
    issue.code === 'unrecognized_keys'
      ? issue.keys.map((key) => ({ file, path: formatJsonPath([...issue.path, key]), message: 'unknown field' }))
      : [{ file, path: formatJsonPath(issue.path), message: messageOf(issue) }],
  );
}

/** content/redirects.json, when there is one: readable JSON of the redirects schema. */
function redirectsProblems(contentDir: string, file: string): Problem[] {
  const absolute = path.join(contentDir, REDIRECTS_FILE);
  if (!fs.existsSync(absolute)) return [];
  try {
    return schemaProblems(redirectsFile, parseJson(fs.readFileSync(absolute, 'utf8')), file);
  } catch (error) {
    return [{ file, path: '', message: `invalid JSON: ${(error as Error).message}` }];
  }
}

export interface Loaded {
  collection: Collection | typeof siteCollection;
  file: string;
  slug: string;
  /** The record's language, from its file name (`ux-audit.de.json`). */
  locale: Locale;
  data: unknown;
}

function listJson(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort();
}

/** Reads and parses every content file; syntax errors (with line and column) and bad file names become problems. */
export function loadContent(
  contentDir: string,
  root = process.cwd(),
): { loaded: Loaded[]; unreadable: Omit<Loaded, 'data'>[]; problems: Problem[] } {
  const problems: Problem[] = [];
  const rel = (file: string) => path.relative(root, file);
  const loaded: Loaded[] = [];
  const unreadable: Omit<Loaded, 'data'>[] = [];

  const load = (collection: Loaded['collection'], file: string, slug: string, locale: Locale) => {
    try {
      const data = parseJson(fs.readFileSync(file, 'utf8'));
      // A translation not yet begun (only the shared fields the CMS copies) is a missing translation, not content.
      if (locale !== DEFAULT_LOCALE && !hasOwnWords(collection.schema, data)) return;
      loaded.push({ collection, file, slug, locale, data });
    } catch (error) {
      unreadable.push({ collection, file, slug, locale });
      problems.push({ file: rel(file), path: '', message: `invalid JSON: ${(error as Error).message}` });
    }
  };

  for (const locale of LOCALES) {
    const siteFile = path.join(contentDir, contentFileName(siteCollection.slug, locale));
    if (fs.existsSync(siteFile)) load(siteCollection, siteFile, siteCollection.slug, locale);
    else if (locale === DEFAULT_LOCALE)
      problems.push({ file: rel(siteFile), path: '', message: 'missing: sitewide settings are required' });
  }

  for (const collection of collections) {
    const dir = path.join(contentDir, collection.dir);
    for (const name of listJson(dir)) {
      const file = path.join(dir, name);
      const parsed = parseContentFileName(name);
      if (!parsed) {
        problems.push({ file: rel(file), path: '', message: missingLanguageMessage(name) });
        continue;
      }
      if (!SLUG.test(parsed.slug))
        problems.push({ file: rel(file), path: '', message: `file name "${parsed.slug}" is not a lowercase slug (a-z, 0-9, dashes)` });
      load(collection, file, parsed.slug, parsed.locale);
    }
  }
  return { loaded, unreadable, problems };
}

/**
 * Validates the content folder `contentDir`; `root` is what file names are shown relative to. With `only` (absolute
 * file paths), every file is still read (slugs, duplicates) but only those files are checked and reported.
 */
export function checkContent(
  contentDir: string,
  root = process.cwd(),
  staticDir = path.join(root, 'static'),
  only?: ReadonlySet<string>,
): Problem[] {
  const rel = (file: string) => path.relative(root, file);
  const { loaded, unreadable, problems: loadProblems } = loadContent(contentDir, root);
  const wanted = (file: string) => !only || only.has(path.resolve(root, file));
  const problems = loadProblems.filter((p) => wanted(p.file));

  const slugs = new Map<string, Set<string>>();
  // A file with a syntax error still exists: links to it are not reported on top of its own syntax error.
  for (const item of [...loaded, ...unreadable]) {
    const key = `${item.locale}:${item.collection.typeName}`;
    const set = slugs.get(key) ?? new Set<string>();
    set.add(item.slug);
    slugs.set(key, set);
  }

  const seenSlugs = new Map<string, string>();
  const seenPaths = new Map<string, string>();
  for (const item of loaded) {
    const file = rel(item.file);
    if (!wanted(file)) {
      if (typeof item.data === 'object' && item.data !== null && typeof (item.data as Record<string, unknown>).slug === 'string') {
        const key = `${item.locale}:${item.collection.typeName}:${(item.data as { slug: string }).slug}`;
        if (!seenSlugs.has(key)) seenSlugs.set(key, file);
      }
      const pathOf = 'pathOf' in item.collection ? item.collection.pathOf : undefined;
      if (pathOf && typeof item.data === 'object' && item.data !== null) {
        const pagePath = pathOf(item.slug, item.data as Record<string, unknown>, item.locale);
        if (!seenPaths.has(pagePath)) seenPaths.set(pagePath, file);
      }
      continue;
    }
    problems.push(...schemaProblems(item.collection.schema, item.data, file));
    if (typeof item.data !== 'object' || item.data === null) continue;
    const record = item.data as Record<string, unknown>;
    if ('slug' in record && typeof record.slug === 'string') {
      if (record.slug !== item.slug)
        problems.push({ file, path: 'slug', message: `"${record.slug}" does not match the file name "${item.slug}"` });
      const key = `${item.locale}:${item.collection.typeName}:${record.slug}`;
      const first = seenSlugs.get(key);
      if (first) problems.push({ file, path: 'slug', message: `duplicate slug "${record.slug}", also used by ${first}` });
      else seenSlugs.set(key, file);
    }
    const pathOf = 'pathOf' in item.collection ? item.collection.pathOf : undefined;
    if (pathOf) {
      const pagePath = pathOf(item.slug, record, item.locale);
      const first = seenPaths.get(pagePath);
      if (first) problems.push({ file, path: '', message: `page path ${pagePath} is already taken by ${first}` });
      else seenPaths.set(pagePath, file);
    }
    if (item.collection.typeName === 'ServicesJson') checkPdfDownloads(record, file, problems);
    walk(item.collection.schema, item.data, [], (kind, value, at, target) => {
      if (typeof value !== 'string') return;
      if (kind === 'generated' && !GENERATED_PDF.test(value) && !fs.existsSync(path.join(staticDir, value))) {
        problems.push({
          file,
          path: formatJsonPath(at),
          message: `${value} is neither generated (${generatedPdfList()}) nor a file under static/`,
        });
      }
      if (kind === 'image' && !fs.existsSync(path.resolve(path.dirname(item.file), value))) {
        problems.push({ file, path: formatJsonPath(at), message: `image file not found: ${value}` });
      }
      if (kind === 'file' && !fs.existsSync(path.join(staticDir, value))) {
        problems.push({ file, path: formatJsonPath(at), message: `static file not found: static${value}` });
      }
      if (kind === 'ref' && target && !slugs.get(`${item.locale}:${target}`)?.has(value)) {
        const kindName = target.replace(/Json$/, '').toLowerCase();
        problems.push({
          file,
          path: formatJsonPath(at),
          message:
            item.locale !== DEFAULT_LOCALE && slugs.get(`${DEFAULT_LOCALE}:${target}`)?.has(value)
              ? `links to "${value}", which has no ${item.locale} file yet (${contentFileName(value, item.locale)})`
              : `links to "${value}", but no ${kindName} has that slug`,
        });
      }
    });
  }
  const redirects = rel(path.join(contentDir, REDIRECTS_FILE));
  if (wanted(redirects)) problems.push(...redirectsProblems(contentDir, redirects));
  problems.push(...unpublishedLinkProblems(loaded, rel, publicationClock()).filter((p) => wanted(p.file)));
  const troubled = new Set(problems.map((problem) => problem.file));
  problems.push(...translationProblems(loaded, rel, troubled).filter((p) => wanted(p.file)));
  // One truth per figure within each language: a German sentence quotes the German case's results.
  for (const locale of LOCALES)
    problems.push(
      ...checkCaseTruth(
        loaded
          .filter((item) => item.locale === locale)
          .map((item) => ({ file: rel(item.file), typeName: item.collection.typeName, slug: item.slug, data: item.data })),
      ),
    );
  return problems;
}

/**
 * Each translation checked against its default-language file (crossLanguage.ts); a record with no translation yet is
 * fine, and a pair is compared once both files pass their own checks (their own problems are named first).
 */
function translationProblems(loaded: Loaded[], rel: (file: string) => string, troubled: ReadonlySet<string>): Problem[] {
  const sources = new Map(
    loaded.filter((item) => item.locale === DEFAULT_LOCALE).map((item) => [`${item.collection.typeName}:${item.slug}`, item]),
  );
  const valid = (item: Loaded) => !troubled.has(rel(item.file)) && item.collection.schema.safeParse(item.data).success;
  return loaded.flatMap((item) => {
    const source = item.locale === DEFAULT_LOCALE ? undefined : sources.get(`${item.collection.typeName}:${item.slug}`);
    if (!source || !valid(source) || !valid(item)) return [];
    return crossLanguageProblems({
      schema: item.collection.schema,
      source: { file: rel(source.file), data: source.data },
      translation: { file: rel(item.file), locale: item.locale, data: item.data },
    });
  });
}

/** The build's failure message: one line per problem. */
export function formatProblems(problems: Problem[]): string {
  const lines = problems.map((p) => `  ${p.file}: ${p.path ? `${p.path}: ` : ''}${p.message}`);
  return `Content check failed with ${problems.length} problem${problems.length === 1 ? '' : 's'}:\n${lines.join('\n')}`;
}
