/** The doc checker finds a made-up file, npm script, variable or route in a doc, and lets real ones pass. */
import { docProblems, namedEnvironment, namedPaths, namedRoutes, namedScripts, type RepoFacts } from '../helpers/docNames';

const facts: RepoFacts = {
  topLevel: new Set(['src', 'docs', 'README.md']),
  exists: (file) => ['src/lib/paths.ts', 'src/lib', 'docs/design.md', 'README.md'].includes(file),
  scripts: new Set(['start', 'test', 'leads']),
  codeNames: new Set(['LEADS_DIR', 'PORT']),
  routeExists: (route) => ['/healthz', '/cases/'].includes(route),
};

const REAL = [
  'Paths live in `src/lib/paths.ts` and [src/lib](../src/lib), see [design](design.md) and [home](../README.md#top).',
  'Run `npm install && npm start`, `npm test`, `npm run leads -- --csv`; `npm ci` is npm itself.',
  '| `PORT`, `LEADS_DIR` | server | `9000` |',
  'Set `LEADS_DIR=/srv/leads`; `GET /healthz`, `/cases/?industry=fintech`, `/services/<slug>/`, `/usr/bin/chromium`.',
].join('\n');

test('real names pass', () => {
  expect(docProblems(REAL, 'docs/x.md', facts)).toEqual([]);
});

test('a made-up file, npm script, variable and route are each found', () => {
  const made = 'See `src/lib/nowhere.ts` and [gone](gone.md); run `npm run deploy`; set `LEADS_FOLDER`; ask `/api/leads`.';
  expect(docProblems(made, 'docs/x.md', facts)).toEqual([
    { kind: 'file', name: 'docs/gone.md' },
    { kind: 'file', name: 'src/lib/nowhere.ts' },
    { kind: 'npm script', name: 'deploy' },
    { kind: 'name', name: 'LEADS_FOLDER' },
    { kind: 'route', name: '/api/leads' },
  ]);
});

test('each kind is read the way the docs write it', () => {
  expect(namedPaths('`src/lib/paths.ts:12`, src/lib/, `src/sections/<Name>/`, `__tests__/x` (untracked room)', 'README.md', facts)).toEqual([
    'src/lib/paths.ts',
    'src/lib/',
  ]);
  expect(namedScripts('npm run test:quick, npm test, npm ci, npm update')).toEqual(['test:quick', 'test']);
  expect(namedEnvironment('`process.env.SMTP_URL`, `$CHROME_PATH`, `HOST=0.0.0.0`, `GET`, `Lead`')).toEqual(['SMTP_URL', 'CHROME_PATH', 'HOST']);
  expect(namedRoutes('`POST /api/contact`, `/blog/#x`, `/og/<slug>.jpg`, `/tmp/a`')).toEqual(['/api/contact', '/blog/']);
});
