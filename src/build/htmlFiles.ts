/** Every built HTML file under public/, with the page path it is served at. */
import fs from 'node:fs';
import path from 'node:path';

export interface BuiltHtml {
  file: string;
  pagePath: string;
}

/** `public/cases/x/index.html` → `/cases/x/`; `public/404.html` → `/404.html`. Skips Gatsby's internal folders. */
export function listHtml(publicDir: string): BuiltHtml[] {
  const found: BuiltHtml[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (dir === publicDir && ['static', 'page-data', '~partytown', '_gatsby', 'og', 'icons'].includes(entry.name)) continue;
        walk(full);
      } else if (entry.name.endsWith('.html')) {
        const relative = path.relative(publicDir, full).split(path.sep).join('/');
        const pagePath = relative === 'index.html' ? '/' : relative.endsWith('/index.html') ? `/${relative.slice(0, -'index.html'.length)}` : `/${relative}`;
        found.push({ file: full, pagePath });
      }
    }
  };
  walk(publicDir);
  return found.sort((a, b) => a.pagePath.localeCompare(b.pagePath));
}
