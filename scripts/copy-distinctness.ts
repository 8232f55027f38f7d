/**
 * Prints how specific the copy is. Written copy: sentences of 5+ words that appear in more than two content files
 * (copy-paste). Rendered pages (after a build): sentences of 5+ words in <main> on more than two pages, split into those
 * that come from a shared record shown where it is referenced (testimonial, case title or result, service card, review)
 * and all others. Exit code 1 when written copy repeats.
 */
import fs from 'node:fs';
import path from 'node:path';
import { mainText, repeatedSentences, sentencesOfText, stringsOf, type PageText } from '../src/content-model/copyDistinctness';

const root = path.resolve(__dirname, '..');
const contentDir = path.join(root, 'content');
const publicDir = path.join(root, 'public');

function jsonFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? jsonFiles(path.join(dir, e.name)) : e.name.endsWith('.json') ? [path.join(dir, e.name)] : []));
}

function builtPages(dir: string): PageText[] {
  const out: PageText[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory() && !['static', 'page-data', '~partytown', '404'].includes(entry.name)) out.push(...builtPages(full));
    else if (entry.name === 'index.html') {
      const html = fs.readFileSync(full, 'utf8');
      if (!/http-equiv="refresh"/i.test(html))
        out.push({ path: `/${path.relative(publicDir, dir).split(path.sep).join('/')}/`.replace('//', '/'), text: mainText(html) });
    }
  }
  return out;
}

const files = jsonFiles(contentDir).map((file) => ({
  path: path.relative(root, file),
  data: JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>,
}));
const written = repeatedSentences(files.map((f) => ({ path: f.path, text: stringsOf(f.data).join('\n') })));
console.log(`Written copy: ${files.length} content files; sentences of 5+ words in more than two files: ${written.length}`);
for (const r of written.slice(0, 20)) console.log(`  ${r.pages.length} files: "${r.sentence}"`);

if (fs.existsSync(publicDir)) {
  const shared = new Set(
    files.flatMap((f) => {
      const { data } = f;
      const record = /content\/(testimonials|blog)\//.test(f.path)
        ? stringsOf(data)
        : /content\/cases\//.test(f.path)
          ? stringsOf([data.hero, data.results])
          : /content\/services\//.test(f.path)
            ? stringsOf(data.card)
            : [];
      return record.flatMap((s) => sentencesOfText(s, 3));
    }),
  );
  const pages = builtPages(publicDir);
  const rendered = repeatedSentences(pages);
  const fromShared = rendered.filter((r) => [...shared].some((s) => s.includes(r.sentence) || r.sentence.includes(s)));
  const other = rendered.filter((r) => !fromShared.includes(r));
  console.log(`Rendered pages: ${pages.length}; sentences of 5+ words in <main> on more than two pages: ${rendered.length}`);
  console.log(
    `  from shared records shown where referenced (testimonials, case titles and results, service cards, reviews): ${fromShared.length}`,
  );
  console.log(`  other: ${other.length}`);
  for (const r of other.slice(0, 20)) console.log(`    ${r.pages.length} pages: "${r.sentence}"`);
}
process.exitCode = written.length === 0 ? 0 : 1;
