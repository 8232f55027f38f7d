/** Where content is read from: `$CONTENT_DIR` (the build, the checks and tests can point at another folder) or ./content. */
import fs from 'node:fs';
import path from 'node:path';
import { LOCALES, type Locale } from '../lib/locales';
import { contentFileName } from './contentFileName';
import type { SiteSettings } from './site';

export const contentDir = () => path.resolve(process.env.CONTENT_DIR ?? 'content');

/** A content file, parsed (the content checks have validated it before the build uses it). */
export const readContentJson = <T>(relative: string): T => JSON.parse(fs.readFileSync(path.join(contentDir(), relative), 'utf8')) as T;

/** The sitewide settings and shell copy of one language (content/site.<language>.json). */
export const readSiteSettings = (locale: Locale) => readContentJson<SiteSettings>(contentFileName('site', locale));

/** The languages the site is built in: each one whose sitewide settings exist (English always; the checks require it). */
export const siteLocales = (dir = contentDir()): Locale[] =>
  LOCALES.filter((locale) => fs.existsSync(path.join(dir, contentFileName('site', locale))));
