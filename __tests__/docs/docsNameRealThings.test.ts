/** README.md and docs/*.md name only files, npm scripts, environment variables and routes the repo has, and their tables of variables and scripts match the code. */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { docProblems, environmentReads, repoFacts } from '../helpers/docNames';

const ROOT = path.resolve(__dirname, '../..');
const tracked = execFileSync('git', ['ls-files'], { cwd: ROOT, encoding: 'utf8' }).split('\n').filter(Boolean);
const facts = repoFacts(ROOT, [...new Set(tracked.map((file) => file.split('/')[0] ?? ''))]);
const DOCS = ['README.md', ...fs.readdirSync(path.join(ROOT, 'docs')).filter((name) => name.endsWith('.md')).map((name) => `docs/${name}`)];
const readme = fs.readFileSync(path.join(ROOT, 'README.md'), 'utf8');

test.each(DOCS)('%s names only files, npm scripts, variables and routes that exist', (doc) => {
  expect(docProblems(fs.readFileSync(path.join(ROOT, doc), 'utf8'), doc, facts)).toEqual([]);
});

/** The rows of the README table whose header's first cell is `header`, as the names in backticks of their first cell. */
function firstColumn(header: string): string[] {
  const lines = readme.split('\n');
  const start = lines.findIndex((line) => line.startsWith(`| ${header} |`));
  expect(start).toBeGreaterThan(-1);
  const rows = lines.slice(start + 2);
  const end = rows.findIndex((line) => !line.startsWith('|'));
  return rows.slice(0, end === -1 ? undefined : end).flatMap((row) => [...(row.split('|')[1] ?? '').matchAll(/`(?:npm (?:run )?)?([^`]+)`/g)].map((m) => m[1] ?? ''));
}

/** Variables the lead code reads that an operator does not set: the platforms set them, and the runtime its mode. */
const NOT_OPERATOR_SETTINGS = ['NODE_ENV'];

/** Files outside those folders that read operator settings: the build's publication clock and `npm run publish:due`. */
const PUBLISHING_FILES = ['src/content-model/publication.ts', 'scripts/publish-due.ts'];

test('the README variables table lists every variable the server, the lead pipeline, the Function and publishing read, and only those', () => {
  const files = [
    ...['server', 'src/leads', 'src/api'].flatMap((folder) =>
      (fs.readdirSync(path.join(ROOT, folder), { recursive: true }) as string[]).map((file) => path.join(ROOT, folder, file)),
    ),
    ...PUBLISHING_FILES.map((file) => path.join(ROOT, file)),
  ];
  const read = new Set(files.filter((file) => /\.tsx?$/.test(file)).flatMap((file) => environmentReads(fs.readFileSync(file, 'utf8'))));
  const documented = firstColumn('Variable');
  const buildTime = documented.filter((name) => name.startsWith('GATSBY_'));
  expect([...read].filter((name) => !documented.includes(name) && !NOT_OPERATOR_SETTINGS.includes(name)).sort()).toEqual([]);
  expect(documented.filter((name) => !read.has(name) && !buildTime.includes(name))).toEqual([]);
  expect(buildTime.filter((name) => !facts.codeNames.has(name))).toEqual([]);
});

test('the README scripts table lists every npm script of package.json, and only those', () => {
  const documented = firstColumn('Script');
  expect(documented.sort()).toEqual([...facts.scripts].sort());
});
