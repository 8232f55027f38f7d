/**
 * @jest-environment node
 */
/** htmlFollowsCss: a change to styles alone changes the HTML renderer's hash salt (so Gatsby renders every page again), and a page still holding an old stylesheet stops the build. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { builtStylesheets, stylesheetsPass, withStylesheetSalt } from '../../src/patches/htmlFollowsCss';

/** A public/ holding the stats file Gatsby writes as the browser build ends. */
function publicWithStats(assetsByChunkName: Record<string, string[]> | null): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'public-'));
  if (assetsByChunkName) fs.writeFileSync(path.join(dir, 'webpack.stats.json'), JSON.stringify({ name: '', assetsByChunkName }));
  return dir;
}

const BUILD = {
  app: ['webpack-runtime-1a.js', 'framework-2b.js', 'app-3c.js'],
  styles: ['styles.aaaa1111.css'],
  'component---src-templates-service-tsx': [
    'styles.aaaa1111.css',
    'component---src-templates-service-tsx.bbbb2222.css',
    'component---src-templates-service-tsx-4d.js',
  ],
};

const saltOf = (assets: Record<string, string[]>) =>
  withStylesheetSalt({ output: { path: '/x/public', filename: 'render-page.js' } }, publicWithStats(assets)).output.hashSalt;

test('the built stylesheets are read from the stats file: every .css once, sorted, no scripts', () => {
  expect(builtStylesheets(publicWithStats(BUILD))).toEqual(['component---src-templates-service-tsx.bbbb2222.css', 'styles.aaaa1111.css']);
});

test('a missing stats file or one without stylesheets stops the build, naming the patch', () => {
  expect(() => builtStylesheets(publicWithStats(null))).toThrow(
    'src/patches/htmlFollowsCss.ts: Gatsby wrote no webpack.stats.json to public/ before the HTML renderer: review or remove the patch',
  );
  expect(() => builtStylesheets(publicWithStats({ app: ['app-3c.js'] }))).toThrow(
    'src/patches/htmlFollowsCss.ts: webpack.stats.json lists no stylesheet under assetsByChunkName: review or remove the patch',
  );
});

test('the renderer keeps its output settings and gets a salt that changes with a stylesheet, not with a script', () => {
  const config = withStylesheetSalt({ output: { path: '/x/public', filename: 'render-page.js' } }, publicWithStats(BUILD));
  expect(config.output).toMatchObject({ path: '/x/public', filename: 'render-page.js', hashSalt: expect.stringMatching(/^[0-9a-f]{16}$/) });
  const base = saltOf(BUILD);
  expect(saltOf({ ...BUILD, app: ['webpack-runtime-9z.js', 'framework-2b.js', 'app-8y.js'] })).toBe(base);
  expect(saltOf({ ...BUILD, styles: ['styles.cccc3333.css'] })).not.toBe(base);
});

test('a page naming only this build’s stylesheets passes unchanged; one still holding an old stylesheet stops the build', () => {
  const pass = stylesheetsPass(publicWithStats(BUILD));
  const page = (href: string) =>
    `<!DOCTYPE html><html><head><style data-href="${href}" data-identity="gatsby-global-css">body{margin:0}</style></head><body></body></html>`;
  const current = page('/styles.aaaa1111.css');
  expect(pass.run(current, { file: 'public/index.html', pagePath: '/' })).toBe(current);
  expect(() => pass.run(page('/styles.0ld00000.css'), { file: 'public/services/x/index.html', pagePath: '/services/x/' })).toThrow(
    '/services/x/ holds /styles.0ld00000.css, which this build did not write: the page was not rendered again after a style change (src/patches/htmlFollowsCss.ts); run `npx gatsby clean` and build again',
  );
  expect(() =>
    pass.run(page('/styles.aaaa1111.css').replace('</head>', '<link rel="stylesheet" href="/styles.0ld00000.css"></head>'), {
      file: 'f',
      pagePath: '/x/',
    }),
  ).toThrow('/x/ holds /styles.0ld00000.css');
});
