/** Finds the repo files, npm scripts, environment variables and routes a Markdown doc names, and which of them do not exist. */
import fs from 'node:fs';
import path from 'node:path';

/** What the repo has, as the checker asks it. */
export interface RepoFacts {
  /** First-level names git tracks (`src`, `docs`, `package.json` …): a word starting with one is a repo path. */
  topLevel: ReadonlySet<string>;
  /** Whether a path from the repo root is a file or folder. */
  exists: (fromRoot: string) => boolean;
  scripts: ReadonlySet<string>;
  /** Upper-case names the code reads from the environment or declares (`env.PORT`, `'LEADS_DIR'`, `$CHROME_PATH`, `const MAX_WAIT_MS`). */
  codeNames: ReadonlySet<string>;
  routeExists: (route: string) => boolean;
}

export interface Problem {
  kind: 'file' | 'npm script' | 'name' | 'route';
  name: string;
}

const PLACEHOLDER = /[<>*…{}$]/;
/** Paths on the machine rather than the site (`/usr/bin/chromium`). */
const MACHINE_PATH = /^\/(usr|etc|tmp|var|dev|home|run|proc|srv|opt|mnt)\//;
const NPM_LIFECYCLE = ['start', 'test', 'stop', 'restart'];

const trimPunctuation = (word: string) => word.replace(/[.,;:)'"!?]+$/, '').replace(/^[('"]+/, '');

/** Every `inline code` span and fenced block of the doc, without the backticks. */
function codeSpans(markdown: string): string[] {
  const fenced = [...markdown.matchAll(/^```[^\n]*\n([\s\S]*?)^```/gm)].map((match) => match[1] ?? '');
  const rest = markdown.replace(/^```[^\n]*\n[\s\S]*?^```/gm, '');
  return [...fenced, ...[...rest.matchAll(/`([^`\n]+)`/g)].map((match) => match[1] ?? '')];
}

/** Repo paths the doc names, from the root: words whose first segment git tracks, and link targets (relative to the doc). */
export function namedPaths(markdown: string, docPath: string, facts: Pick<RepoFacts, 'topLevel'>): string[] {
  const found = new Set<string>();
  for (const [, target] of markdown.matchAll(/\]\(([^)\s]+)\)/g)) {
    if (!target || /^[a-z]+:/.test(target) || target.startsWith('#')) continue;
    found.add(path.posix.normalize(path.posix.join(path.posix.dirname(docPath), target.split('#')[0] ?? '')));
  }
  for (const word of markdown.split(/[\s`|]+/).map(trimPunctuation)) {
    const cut = word.split('#')[0]?.replace(/:\d+(-\d+)?$/, '') ?? '';
    const first = cut.split('/')[0] ?? '';
    if (!cut.includes('/') || !facts.topLevel.has(first) || PLACEHOLDER.test(cut)) continue;
    found.add(cut);
  }
  return [...found].filter((name) => !PLACEHOLDER.test(name) && name !== '' && name !== '.');
}

/** npm scripts the doc runs: `npm run X`, and `npm start`/`npm test`. */
export function namedScripts(markdown: string): string[] {
  const run = [...markdown.matchAll(/\bnpm run ([a-z][\w:.-]*)/g)].map((match) => match[1] ?? '');
  const lifecycle = [...markdown.matchAll(/\bnpm (\w+)\b/g)].map((match) => match[1] ?? '').filter((name) => NPM_LIFECYCLE.includes(name));
  return [...new Set([...run, ...lifecycle])];
}

/**
 * Environment variables and code names the doc names: a code span that is only an upper-case name with an underscore
 * (`LEADS_DIR`) or one of the variables' tables' names (`PORT`), and in any span `process.env.X`, `$X` or `X=value`.
 */
export function namedEnvironment(markdown: string): string[] {
  const found = new Set<string>();
  for (const span of codeSpans(markdown)) {
    const exact = /^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+$/.exec(span.trim());
    if (exact) found.add(exact[0]);
    for (const [, name] of span.matchAll(/(?:process\.env\.|\$\{?)([A-Z][A-Z0-9_]+)/g)) if (name) found.add(name);
    for (const [, name] of span.matchAll(/(?:^|\s)([A-Z][A-Z0-9_]+)=/g)) if (name) found.add(name);
  }
  for (const row of markdown.split('\n').filter((line) => line.startsWith('| `'))) {
    const firstCell = row.split('|')[1] ?? '';
    for (const [, name] of firstCell.matchAll(/`([A-Z][A-Z0-9_]+)`/g)) if (name) found.add(name);
  }
  return [...found];
}

/** Site routes the doc names: words of code spans that start with `/` (`/healthz`, `GET /deliveryz`, `/services/branding/#smb`). */
export function namedRoutes(markdown: string): string[] {
  const found = new Set<string>();
  for (const span of codeSpans(markdown)) {
    for (const [, word] of span.matchAll(/(?:^|\s)(\/[^\s]*)/g)) {
      const route = (word ?? '').split(/[?#]/)[0] ?? '';
      if (route && !PLACEHOLDER.test(route) && !MACHINE_PATH.test(route)) found.add(route);
    }
  }
  return [...found];
}

/** What the doc names that the repo does not have. */
export function docProblems(markdown: string, docPath: string, facts: RepoFacts): Problem[] {
  return [
    ...namedPaths(markdown, docPath, facts)
      .filter((name) => !facts.exists(name))
      .map((name) => ({ kind: 'file' as const, name })),
    ...namedScripts(markdown)
      .filter((name) => !facts.scripts.has(name))
      .map((name) => ({ kind: 'npm script' as const, name })),
    ...namedEnvironment(markdown)
      .filter((name) => !facts.codeNames.has(name))
      .map((name) => ({ kind: 'name' as const, name })),
    ...namedRoutes(markdown)
      .filter((route) => !facts.routeExists(route))
      .map((name) => ({ kind: 'route' as const, name })),
  ];
}

/** The variables read through an `env` object: `env.X`, `env['X']`, `env[…] ` helpers called as `(env, 'X'`. */
export function environmentReads(code: string): string[] {
  const patterns = [/\benv\.([A-Z][A-Z0-9_]+)/g, /\benv\[['"`]([A-Z][A-Z0-9_]*)/g, /\(env, ['"]([A-Z][A-Z0-9_]*)['"]/g];
  return [...new Set(patterns.flatMap((pattern) => [...code.matchAll(pattern)].map((match) => match[1] ?? '')))];
}

const CODE_FILE = /\.(ts|tsx|js|mjs|cjs|sh)$|^\.ci\//;

function filesUnder(root: string, folder: string): string[] {
  const dir = path.join(root, folder);
  if (!fs.existsSync(dir)) return [];
  if (fs.statSync(dir).isFile()) return [folder];
  return (fs.readdirSync(dir, { recursive: true }) as string[])
    .map((file) => path.join(folder, file))
    .filter((file) => fs.statSync(path.join(root, file)).isFile());
}

/** The facts of the repo at `root`, read from git's first-level names, package.json, the code and the content. */
export function repoFacts(root: string, topLevel: readonly string[]): RepoFacts {
  const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');
  const packageJson = JSON.parse(read('package.json')) as { scripts: Record<string, string> };
  const codeFolders = topLevel.filter(
    (name) => !['node_modules', 'docs', 'content', 'static', 'README.md', 'package-lock.json'].includes(name),
  );
  const code = codeFolders
    .flatMap((folder) => filesUnder(root, folder))
    .filter((file) => CODE_FILE.test(file))
    .map(read);
  const codeNames = new Set<string>(
    Object.values(packageJson.scripts).flatMap((line) => [...line.matchAll(/([A-Z][A-Z0-9_]+)=/g)].map((m) => m[1] ?? '')),
  );
  for (const text of code) {
    environmentReads(text).forEach((name) => codeNames.add(name));
    const literals = /['"`]([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+)['"`]/g;
    const declared = /\b(?:const|let|var|enum|type|interface|function)\s+([A-Z][A-Z0-9_]+)\b/g;
    const shell = /\$\{?([A-Z][A-Z0-9_]+)/g;
    const exported = /^\s*export ([A-Z][A-Z0-9_]+)=/gm;
    for (const pattern of [literals, declared, shell, exported])
      for (const [, name] of text.matchAll(pattern)) if (name) codeNames.add(name);
  }
  const siteText = ['server', 'src', 'content', 'static', 'gatsby-config.ts', 'gatsby-node.ts']
    .flatMap((folder) => filesUnder(root, folder))
    .filter((file) => /\.(ts|tsx|json|mjs|js)$/.test(file))
    .map(read)
    .join('\n');
  const exists = (fromRoot: string) => fs.existsSync(path.join(root, fromRoot));
  return {
    topLevel: new Set(topLevel),
    exists,
    scripts: new Set(Object.keys(packageJson.scripts)),
    codeNames,
    routeExists: (route) => siteRouteExists(route, exists, siteText),
  };
}

/** Routes of Gatsby's own development server, which no file of the site names. */
const GATSBY_DEVELOP_ROUTES = ['/___graphql'];

/** A page from src/pages or content (a German page: its English twin's file under /de/), a file of static/, or a path the server, the code or the content writes out as a string. */
function siteRouteExists(route: string, exists: (fromRoot: string) => boolean, siteText: string): boolean {
  const bare = route.replace(/\/$/, '');
  const page = bare.replace(/^\/de(?=\/|$)/, '');
  const segments = page.split('/').filter(Boolean);
  const last = segments.at(-1) ?? '';
  const candidates = [
    `src/pages${page}.tsx`,
    `src/pages${page}/index.tsx`,
    `static${bare}`,
    `content${bare}`,
    `content/pages/${last}.en.json`,
    `content/legal/${last}.en.json`,
    `content/${segments[0] ?? ''}/${last}.en.json`,
    `content/blog/${segments[1] ?? ''}/${last}.en.json`,
  ];
  if (route === '/' || GATSBY_DEVELOP_ROUTES.includes(bare)) return true;
  if (candidates.some((file) => exists(file))) return true;
  return [`'${route}`, `"${route}`, `\`${route}`, `'${bare}'`, `"${bare}"`].some((literal) => siteText.includes(literal));
}
