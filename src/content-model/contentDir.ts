/** Where content is read from: `$CONTENT_DIR` (the build, the checks and tests can point at another folder) or ./content. */
import fs from 'node:fs';
import path from 'node:path';

export const contentDir = () => path.resolve(process.env.CONTENT_DIR ?? 'content');

/** A content file, parsed (the content checks have validated it before the build uses it). */
export const readContentJson = <T>(relative: string): T => JSON.parse(fs.readFileSync(path.join(contentDir(), relative), 'utf8')) as T;
