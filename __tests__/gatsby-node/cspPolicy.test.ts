import { buildPolicy, PAGE_PATH_SNIPPET, sha256Source, staticHeaderPolicy } from '../../src/lib/cspPolicy';
import { cspMetaOf, inlineScripts, withCspMeta } from '../../src/gatsby-node/postBuild/cspHtml';
import { HELD_INPUT_SCRIPT } from '../../src/lib/heldInputScript';
import { FONT_PRELOAD_SCRIPT } from '../../src/lib/fontPreloadScript';
import { LISTING_FIRST_PAINT } from '../../src/lib/listingFirstPaintScript';

const page = `<!DOCTYPE html><html><head><meta charSet="utf-8"/><script type="application/ld+json">{"@type":"Thing"}</script></head><body>
<script id="gatsby-script-loader" data-page-path="/">${PAGE_PATH_SNIPPET}</script><script type="module">run()</script>
<script src="/app.js" async></script><script>window.x=1;</script></body></html>`;

test('finds executable inline scripts only (no src, no data blocks)', () => {
  expect(inlineScripts(page)).toEqual([PAGE_PATH_SNIPPET, 'run()', 'window.x=1;']);
});

test('hashes as CSP sha256 sources (known vector)', () => {
  expect(sha256Source('')).toBe("'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='");
});

test('the policy allows scripts only from self and the hashes, never unsafe-inline or unsafe-eval', () => {
  const policy = buildPolicy(["'sha256-b'", "'sha256-a'", "'sha256-a'"], 'meta');
  const scriptSrc = policy.split('; ').find((d) => d.startsWith('script-src '));
  expect(scriptSrc).toBe("script-src 'self' 'sha256-a' 'sha256-b'");
  expect(policy).not.toMatch(/unsafe-eval/);
  expect(policy).toMatch(/img-src 'self' data:/);
  expect(policy).toMatch(/connect-src 'self'/);
  expect(policy).toMatch(/media-src 'self'/);
  expect(policy).not.toMatch(/frame-ancestors/);
  expect(buildPolicy([], 'header')).toMatch(/frame-ancestors 'none'$/);
});

test('the static header policy allows exactly the rewritten loader script, the font preload script, the held-input script and the /cases first-paint script', () => {
  expect(PAGE_PATH_SNIPPET).toBe('/*<![CDATA[*/window.pagePath=document.currentScript.dataset.pagePath;/*]]>*/');
  const scriptSrc =
    staticHeaderPolicy()
      .split('; ')
      .find((d) => d.startsWith('script-src')) ?? '';
  expect(scriptSrc.split(' ').sort()).toEqual(
    [
      'script-src',
      "'self'",
      sha256Source(PAGE_PATH_SNIPPET),
      sha256Source(FONT_PRELOAD_SCRIPT),
      sha256Source(HELD_INPUT_SCRIPT),
      sha256Source(LISTING_FIRST_PAINT),
    ].sort(),
  );
});

test('the meta tag goes right after the charset, replaces an older one and reads back', () => {
  const once = withCspMeta(page, "default-src 'self'");
  const twice = withCspMeta(once, "default-src 'none'");
  expect(twice.match(/Content-Security-Policy/g)).toHaveLength(1);
  expect(twice).toContain(`<meta charSet="utf-8"/><meta http-equiv="Content-Security-Policy" content="default-src 'none'"/>`);
  expect(cspMetaOf(twice)).toBe("default-src 'none'");
  expect(() => withCspMeta('<p>no head</p>', 'x')).toThrow(/no <head>/);
});
