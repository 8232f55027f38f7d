/** The one reader/writer of built HTML: lists every page under public/ and runs named rewriting passes over each file, in a fixed order, writing it once. */
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

/** Runs `passes` in the given order over every built page and writes each changed file once; returns the pages. */
export function rewriteHtml(publicDir: string, passes: readonly HtmlPass[]): BuiltHtml[] {
  const pages = listHtml(publicDir);
  for (const page of pages) {
    const original = fs.readFileSync(page.file, 'utf8');
    let html = original;
    for (const pass of passes) {
      try {
        html = pass.run(html, page);
      } catch (error) {
        throw new Error(`${pass.name} on ${page.pagePath} (${path.relative(process.cwd(), page.file)}): ${(error as Error).message}`, {
          cause: error,
        });
      }
    }
    if (html !== original) fs.writeFileSync(page.file, html);
  }
  return pages;
}
