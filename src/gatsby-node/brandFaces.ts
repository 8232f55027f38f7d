/**
 * The brand faces carry only the characters the site draws: printable ASCII, every character of the content's drawn
 * text and of the code's own strings. Each build and each `gatsby develop` cuts fontsource's variable Latin files to that
 * set and to the weights the CSS uses, and rewrites `src/fonts/` only when the cut changed (then commit it, as with
 * `src/gatsby-types.d.ts`). A word an editor adds with a new letter ("Café") gets that letter in the brand face on the
 * next build; nobody has to remember a font script.
 */
import fs from 'node:fs';
import path from 'node:path';
import subsetFont from 'subset-font';
import { contentDir as configuredContentDir } from '../content-model/contentDir';

/** Each face: its fontsource source file, the weights `src/styles/_fonts.scss` asks of it, and the file it becomes. */
export const BRAND_FACES = [
  {
    source: '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
    weights: [400, 800] as const,
    output: 'src/fonts/inter-latin-400-800.woff2',
  },
  {
    source: '@fontsource-variable/bricolage-grotesque/files/bricolage-grotesque-latin-wght-normal.woff2',
    weights: [700, 800] as const,
    output: 'src/fonts/bricolage-grotesque-latin-700-800.woff2',
  },
];

/** Alt texts are heard, not drawn. */
const UNDRAWN_FIELD = /(^|\.)(alt|\w+Alt)$/;

/** Every drawn string value in a JSON document with its field path (`hero.title`, `sections[2].items[0].text`). */
export function drawnStrings(value: unknown, at = ''): [string, string][] {
  if (typeof value === 'string') return UNDRAWN_FIELD.test(at) ? [] : [[at, value]];
  if (Array.isArray(value)) return value.flatMap((item, i) => drawnStrings(item, `${at}[${i}]`));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => drawnStrings(item, at ? `${at}.${key}` : key));
  return [];
}

/** Every file under `dir` whose name `keep` accepts, depth first. */
export function filesUnder(dir: string, keep: (name: string) => boolean): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(full, keep);
    return keep(entry.name) ? [full] : [];
  });
}

/** A file `gatsby develop` is running with although it does not parse: the content checks have already named it. */
function parsedOrNothing(file: string): unknown {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

const PRINTABLE_ASCII = Array.from({ length: 0x7f - 0x20 }, (_, i) => String.fromCharCode(0x20 + i)).join('');
const CODE_FILE = /\.(tsx?|scss)$/;
const NOT_DRAWN_CODE = /\.test\.tsx?$|\.d\.ts$/;
/** The folders of `src/` whose code reaches the page (the build's own folders write logs, PDFs and feeds, not page text). */
const PAGE_CODE = ['components', 'sections', 'templates', 'pages', 'styles', 'lib', 'browser', 'hydration'];

/** The characters the faces keep: printable ASCII, the content's drawn text and the non-ASCII characters of the code that renders pages (UI marks such as "©" or "…"). */
export function drawnCharacters(contentDir: string, srcDir: string): string {
  const characters = new Set(PRINTABLE_ASCII);
  for (const file of filesUnder(contentDir, (name) => name.endsWith('.json'))) {
    for (const [, text] of drawnStrings(parsedOrNothing(file))) for (const char of text) characters.add(char);
  }
  const pageCode = PAGE_CODE.flatMap((folder) =>
    filesUnder(path.join(srcDir, folder), (name) => CODE_FILE.test(name) && !NOT_DRAWN_CODE.test(name)),
  );
  for (const file of pageCode) {
    for (const char of fs.readFileSync(file, 'utf8')) if (char > '\x7f') characters.add(char);
  }
  /** Characters the source faces lack (emoji, drawn by the emoji font) are simply not in the cut. */
  return [...characters]
    .filter((char) => char >= ' ')
    .sort()
    .join('');
}

/** One face cut to `characters` over its weight range, as woff2. */
export async function cutFace(face: (typeof BRAND_FACES)[number], characters: string, root: string): Promise<Buffer> {
  const source = fs.readFileSync(path.join(root, 'node_modules', face.source));
  const [min, max] = face.weights;
  return subsetFont(source, characters, { targetFormat: 'woff2', variationAxes: { wght: { min, max } } });
}

/** Cuts every face for the content in `contentDir` and writes the ones that changed; returns the files written. */
export async function cutBrandFaces(root: string, contentDir: string): Promise<string[]> {
  const characters = drawnCharacters(contentDir, path.join(root, 'src'));
  const written: string[] = [];
  for (const face of BRAND_FACES) {
    const cut = await cutFace(face, characters, root);
    const output = path.join(root, face.output);
    if (fs.existsSync(output) && fs.readFileSync(output).equals(cut)) continue;
    fs.mkdirSync(path.dirname(output), { recursive: true });
    fs.writeFileSync(output, cut);
    written.push(face.output);
  }
  return written;
}

/** Benchmarks build other content (CONTENT_DIR); the committed faces follow the site's own only. */
export const facesFollowContent = (root: string) => configuredContentDir() === path.join(root, 'content');

export const facesWrittenMessage = (files: string[]) =>
  `brand faces cut again for the content's characters (commit them): ${files.join(', ')}`;

/**
 * Develop: returns what to call after each content save. It cuts the faces again only when the save changed the set of
 * drawn characters (a usual save changes none and costs one read of the content), one cut at a time, and hands the
 * files it wrote to `written`; webpack then serves the new faces like any changed asset.
 */
export function brandFacesFollower(root: string, contentDir: string, written: (files: string[]) => void, failed: (error: Error) => void) {
  let cutFor = drawnCharacters(contentDir, path.join(root, 'src'));
  let queue = Promise.resolve();
  return (): Promise<void> =>
    (queue = queue
      .then(async () => {
        const now = drawnCharacters(contentDir, path.join(root, 'src'));
        if (now === cutFor) return;
        cutFor = now;
        const files = await cutBrandFaces(root, contentDir);
        if (files.length > 0) written(files);
      })
      .catch(failed));
}
