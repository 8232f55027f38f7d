/** The Content-Security-Policy itself, pure and without an HTML parser: the server's header, gatsby-config's headers and the post-build pass share it. */
import { createHash } from 'node:crypto';
import { HELD_INPUT_SCRIPT } from './heldInputScript';
import { analyticsConnectSources } from './analyticsSettings';
import { LISTING_FIRST_PAINT } from './listingFirstPaintScript';
import { FONT_PRELOAD_SCRIPT } from './fontPreloadScript';

/** What Gatsby's per-page `window.pagePath="/x/";` assignment becomes (gatsby-ssr): the path comes from a data attribute. */
export const PAGE_PATH_ASSIGNMENT = 'window.pagePath=document.currentScript.dataset.pagePath;';

/**
 * The only inline script every page keeps after the build: Gatsby 5's `gatsby-script-loader` with only its pagePath
 * assignment rewritten, so its text, and so its hash, is the same on every page and in every build. If Gatsby adds to
 * that script, the build stops (src/gatsby-node/postBuild/csp.ts) instead of shipping a policy that blocks it.
 */
export const PAGE_PATH_SNIPPET = `/*<![CDATA[*/${PAGE_PATH_ASSIGNMENT}/*]]>*/`;

/** CSP source expression for an inline script text. */
export const sha256Source = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/**
 * The policy. Scripts: own origin plus the hashes of the inline scripts, never 'unsafe-inline' or 'unsafe-eval'.
 * Styles allow 'unsafe-inline' on purpose: server-rendered `style` attributes (React style props, framer-motion's
 * initial values, Gatsby's route announcer) cannot be hashed without 'unsafe-hashes', and Gatsby inlines the CSS.
 * default-src is 'self' rather than 'none' because Gatsby prefetches page data with <link rel=prefetch>, which CSP
 * checks against default-src. `frame-ancestors` only works as a header, so the meta variant leaves it out.
 * connect-src adds exactly the analytics origin when the build sets one (GATSBY_ANALYTICS_ORIGIN), and nothing otherwise.
 */
export function buildPolicy(
  scriptHashes: Iterable<string>,
  variant: 'meta' | 'header',
  connect: string[] = analyticsConnectSources(),
): string {
  const hashes = [...new Set(scriptHashes)].sort();
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...hashes]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:']],
    ['font-src', ["'self'"]],
    ['connect-src', ["'self'", ...connect]],
    ['media-src', ["'self'"]],
    ['manifest-src', ["'self'"]],
    ['worker-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
  ];
  if (variant === 'header') directives.push(['frame-ancestors', ["'none'"]]);
  return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');
}

/** The header policy for the inline scripts the build is designed to emit: PAGE_PATH_SNIPPET, the font preload script, the held-input script and the /cases first-paint script. */
export const staticHeaderPolicy = () =>
  buildPolicy(
    [
      sha256Source(PAGE_PATH_SNIPPET),
      sha256Source(FONT_PRELOAD_SCRIPT),
      sha256Source(HELD_INPUT_SCRIPT),
      sha256Source(LISTING_FIRST_PAINT),
    ],
    'header',
  );
