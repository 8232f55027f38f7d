/** content/redirects.json read and written in Node (the build and develop write redirects they find), in the form editors and the CMS leave it. */
import fs from 'node:fs';
import path from 'node:path';
import { REDIRECTS_FILE, type RedirectsFile } from '../content-model/redirects';

/** A JSON file of the content folder: two-space indent, final newline. */
export const jsonText = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;
export const writeJson = (file: string, value: unknown) => fs.writeFileSync(file, jsonText(value));
export const readJson = <T>(file: string, fallback: T): T =>
  fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as T) : fallback;

/** content/redirects.json (no redirects when there is no such file). */
export const readRedirects = (contentDir: string) => readJson<RedirectsFile>(path.join(contentDir, REDIRECTS_FILE), { redirects: [] });
