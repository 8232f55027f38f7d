/** The one reader/writer of built HTML: lists every page under public/ and runs named rewriting passes over each file, in a fixed order, from Gatsby's own output, writing it once. */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export interface BuiltHtml {
  file: string;
  pagePath: string;
}

/** Folders of public/ that hold no pages (Gatsby's internals and generated assets). */
const NOT_PAGES = new Set(['static', 'page-data', '~partytown', '_gatsby', 'og', 'icons', 'pdf', 'video', 'admin']);

/** `public/cases/x/index.html` → `/cases/x/`; `public/404.html` → `/404.html`. Skips Gatsby's internal folders. */
export function listHtml(publicDir: string): BuiltHtml[] {
  const found: BuiltHtml[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (dir === publicDir && NOT_PAGES.has(entry.name)) continue;
        walk(full);
      } else if (entry.name.endsWith('.html')) {
        const relative = path.relative(publicDir, full).split(path.sep).join('/');
        const pagePath =
          relative === 'index.html'
            ? '/'
            : relative.endsWith('/index.html')
              ? `/${relative.slice(0, -'index.html'.length)}`
              : `/${relative}`;
        found.push({ file: full, pagePath });
      }
    }
  };
  walk(publicDir);
  return found.sort((a, b) => a.pagePath.localeCompare(b.pagePath));
}

/** One named rewrite of a page's HTML; a pass that cannot do its job throws, naming the page, and the build stops. */
export interface HtmlPass {
  name: string;
  run: (html: string, page: BuiltHtml) => string;
}

/**
 * Where the passes keep each page's HTML as Gatsby wrote it. A warm `gatsby build` re-renders only the pages whose code or
 * data changed and leaves the others as the last build's passes wrote them, and the passes cannot run twice (the boot
 * file pass finds no chunk map to move), so the operator's second `npm start` stopped the build (checked on Gatsby 5.16.1).
 */
interface GatsbyOutputCache {
  /** Page file (relative to public/) → sha256 of the HTML the passes last wrote there. */
  written: Record<string, string>;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * Runs `passes` in the given order over every built page and writes each changed file once; returns the pages. The passes
 * always start from Gatsby's own output: a page Gatsby re-rendered is copied into `cacheDir` first, and a page it left as
 * the last run wrote it is read back from there.
 */
export function rewriteHtml(publicDir: string, passes: readonly HtmlPass[], cacheDir: string): BuiltHtml[] {
  const pages = listHtml(publicDir);
  const indexFile = path.join(cacheDir, 'written.json');
  const cache: GatsbyOutputCache = fs.existsSync(indexFile)
    ? (JSON.parse(fs.readFileSync(indexFile, 'utf8')) as GatsbyOutputCache)
    : { written: {} };
  const writeIndex = () => {
    fs.mkdirSync(cacheDir, { recursive: true });
    fs.writeFileSync(indexFile, JSON.stringify(cache));
  };
  try {
    for (const page of pages) {
      const relative = path.relative(publicDir, page.file);
      const kept = path.join(cacheDir, 'pages', relative);
      const current = fs.readFileSync(page.file, 'utf8');
      let html: string;
      if (cache.written[relative] === sha256(current)) {
        if (!fs.existsSync(kept))
          throw new Error(
            `${page.pagePath}: Gatsby left the page as the last build rewrote it, but its original is gone from ${kept}; run \`npx gatsby clean\``,
          );
        html = fs.readFileSync(kept, 'utf8');
      } else {
        html = current;
        fs.mkdirSync(path.dirname(kept), { recursive: true });
        fs.writeFileSync(kept, current);
      }
      for (const pass of passes) {
        try {
          html = pass.run(html, page);
        } catch (error) {
          throw new Error(`${pass.name} on ${page.pagePath} (${path.relative(process.cwd(), page.file)}): ${(error as Error).message}`, {
            cause: error,
          });
        }
      }
      if (html !== current) fs.writeFileSync(page.file, html);
      cache.written[relative] = sha256(html);
    }
  } finally {
    writeIndex();
  }
  return pages;
}
