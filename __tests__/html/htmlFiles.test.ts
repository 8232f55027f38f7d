/**
 * @jest-environment node
 */
/** Built-HTML passes: run in the given order on every page, always from Gatsby's own output, NUL padding stripped, the CSP passes move the build scripts and stop the build when Gatsby's markup changed. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { cspPasses } from '../../src/gatsby-node/postBuild/csp';
import { listHtml, rewriteHtml, type HtmlPass } from '../../src/html/htmlFiles';
import { stripNulBytes } from '../../src/patches/nulBytes';
import { PAGE_PATH_SNIPPET } from '../../src/lib/cspPolicy';
import { cspMetaOf } from '../../src/gatsby-node/postBuild/cspHtml';
import { heroPreloadPass } from '../../src/gatsby-node/postBuild/heroPreload';

const gatsbyPage = (body: string) =>
  `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><title>x</title></head><body><p>${body}</p>` +
  `<script id="gatsby-script-loader" data-page-path="/x/">${PAGE_PATH_SNIPPET}</script><!-- slice-start id="_gatsby-scripts-1" -->` +
  '<script id="gatsby-chunk-mapping">window.___chunkMapping="{\\"component---a\\":[]}";</script><script>window.___webpackCompilationHash="abc";</script>' +
  '<script src="/webpack-runtime-1a.js" async></script><script src="/framework-2b.js" async></script><script src="/app-3c.js" async></script><!-- slice-end id="_gatsby-scripts-1" --></body></html>';

function publicDirWith(pages: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'public-'));
  for (const [file, html] of Object.entries(pages)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), html);
  }
  fs.mkdirSync(path.join(dir, 'page-data/x'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'page-data/x/index.html'), 'not a page');
  return dir;
}

/** A fresh stand-in for .cache/gatsby-html. */
const cacheDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'gatsby-html-'));

test('pages are listed by the path they are served at, Gatsby folders skipped', () => {
  const dir = publicDirWith({ 'index.html': 'a', 'cases/x/index.html': 'b', '404.html': 'c' });
  expect(listHtml(dir).map((p) => p.pagePath)).toEqual(['/', '/404.html', '/cases/x/']);
});

test('passes run in the given order on every page and each file is written once', () => {
  const dir = publicDirWith({ 'index.html': 'start', 'a/index.html': 'start' });
  const order: string[] = [];
  const pass = (name: string): HtmlPass => ({ name, run: (html, page) => (order.push(`${name} ${page.pagePath}`), `${html}+${name}`) });
  rewriteHtml(dir, [pass('one'), pass('two')], cacheDir());
  expect(order).toEqual(['one /', 'two /', 'one /a/', 'two /a/']);
  expect(fs.readFileSync(path.join(dir, 'a/index.html'), 'utf8')).toBe('start+one+two');
});

test('a failing pass names itself and the page', () => {
  const dir = publicDirWith({ 'b/index.html': 'x' });
  expect(() =>
    rewriteHtml(
      dir,
      [
        {
          name: 'broken pass',
          run: () => {
            throw new Error('no anchor');
          },
        },
      ],
      cacheDir(),
    ),
  ).toThrow(/^broken pass on \/b\/ \(.*b\/index\.html\): no anchor$/);
});

test('NUL padding is removed and the text around it stays', () => {
  expect(stripNulBytes.run('builder for support\u0000\u0000…</span>', { file: '', pagePath: '/' })).toBe('builder for support…</span>');
  expect(stripNulBytes.run('<p>Déjà vu — 🚀</p>', { file: '', pagePath: '/' })).toBe('<p>Déjà vu — 🚀</p>');
});

test('the CSP passes move the build scripts and the bundle loading into one boot file and hash what is left', () => {
  const dir = publicDirWith({ 'x/index.html': gatsbyPage('one'), 'y/index.html': gatsbyPage('two') });
  const csp = cspPasses(dir);
  rewriteHtml(dir, [stripNulBytes, ...csp.passes], cacheDir());
  const { bootFile, headerPolicy } = csp.writeHeaders();
  expect(bootFile).toMatch(/^boot-[0-9a-f]{20}\.js$/);
  const boot = fs.readFileSync(path.join(dir, bootFile ?? ''), 'utf8');
  expect(boot.startsWith('window.___chunkMapping="{\\"component---a\\":[]}";\nwindow.___webpackCompilationHash="abc";\n')).toBe(true);
  expect(boot).toContain('["/webpack-runtime-1a.js","/framework-2b.js","/app-3c.js"]');
  const html = fs.readFileSync(path.join(dir, 'x/index.html'), 'utf8');
  expect(html).toContain(
    `<!-- slice-start id="_gatsby-scripts-1" --><script src="/${bootFile}"></script><!-- slice-end id="_gatsby-scripts-1" -->`,
  );
  expect(html).not.toContain('/app-3c.js');
  expect(html).not.toContain('___chunkMapping');
  expect(cspMetaOf(html)).toMatch(/script-src 'self' 'sha256-[^']+'; /);
  expect(fs.readFileSync(path.join(dir, '_headers'), 'utf8')).toContain(headerPolicy);
});

test('the build stops, saying what changed, when Gatsby no longer emits the chunk-mapping script', () => {
  const dir = publicDirWith({ 'x/index.html': gatsbyPage('one').replace(' id="gatsby-chunk-mapping"', '') });
  expect(() => rewriteHtml(dir, cspPasses(dir).passes, cacheDir())).toThrow(
    /_gatsby-scripts markup changed: no <script id="gatsby-chunk-mapping">/,
  );
});

test('the build stops when pages load different bundles, which one build-wide boot file cannot do', () => {
  const dir = publicDirWith({ 'x/index.html': gatsbyPage('one'), 'y/index.html': gatsbyPage('two').replace('/app-3c.js', '/app-4d.js') });
  expect(() => rewriteHtml(dir, cspPasses(dir).passes, cacheDir())).toThrow(
    /pages list different bundles \(.*\/app-3c\.js vs .*\/app-4d\.js\)/,
  );
});

test('the build stops when a page carries an inline script the header policy does not allow', () => {
  const dir = publicDirWith({ 'x/index.html': gatsbyPage('one').replace(PAGE_PATH_SNIPPET, `${PAGE_PATH_SNIPPET}window.pageData={};`) });
  expect(() => rewriteHtml(dir, cspPasses(dir).passes, cacheDir())).toThrow(
    /CSP meta tag on \/x\/.*does not allow: ".*window\.pageData=\{\};"/,
  );
});

test("a warm build that re-renders only some pages runs the passes on Gatsby's output of every page, not on the last build's result", () => {
  const dir = publicDirWith({ 'x/index.html': gatsbyPage('one'), 'y/index.html': gatsbyPage('two') });
  const cache = cacheDir();
  const build = () => {
    const csp = cspPasses(dir);
    rewriteHtml(dir, [stripNulBytes, heroPreloadPass, ...csp.passes], cache);
    return { bootFile: csp.writeHeaders().bootFile, x: fs.readFileSync(path.join(dir, 'x/index.html'), 'utf8') };
  };
  const first = build();
  // Gatsby leaves /x/ as the passes wrote it and re-renders /y/ only.
  fs.writeFileSync(path.join(dir, 'y/index.html'), gatsbyPage('two, edited'));
  const second = build();
  expect(second).toEqual(first);
  expect(fs.readFileSync(path.join(dir, 'y/index.html'), 'utf8')).toContain('<p>two, edited</p>');
  expect(fs.readFileSync(path.join(dir, 'y/index.html'), 'utf8')).toContain(`<script src="/${first.bootFile}"></script>`);
  // A build where Gatsby re-renders nothing, as the operator's second `npm start` is, gives the same pages again.
  expect(build()).toEqual(first);
});

test('a page left by an earlier build whose original is gone from the cache stops the build, saying to clean', () => {
  const dir = publicDirWith({ 'x/index.html': gatsbyPage('one') });
  const cache = cacheDir();
  rewriteHtml(dir, cspPasses(dir).passes, cache);
  fs.rmSync(path.join(cache, 'pages'), { recursive: true });
  expect(() => rewriteHtml(dir, cspPasses(dir).passes, cache)).toThrow(
    /\/x\/: Gatsby left the page as the last build rewrote it, but its original is gone .*npx gatsby clean/,
  );
});
