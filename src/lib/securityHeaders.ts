/** The HTTP response headers for hosts and CDNs: one list used by gatsby-config `headers` and by public/_headers. */
import { staticHeaderPolicy } from '../gatsby-node/postBuild/cspPolicy';

export interface HeaderRule {
  source: string;
  headers: { key: string; value: string }[];
}

export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Headers every response gets; `csp` defaults to the policy for the inline scripts the build is designed to emit. */
export function securityHeaders(csp: string = staticHeaderPolicy()): HeaderRule['headers'] {
  return [
    { key: 'Content-Security-Policy', value: csp },
    { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'X-Frame-Options', value: 'DENY' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=()' },
    { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
  ];
}

/** Content-hashed build output: /static/* (images, files) and the webpack chunks at the root (the site has no service worker). */
export const HASHED_ASSET_SOURCES = ['/static/*', '/*.js', '/*.css'];

/** The CMS at /admin/ (Decap). Its rule comes last: for a header it sets, it replaces what the broader rules above say. */
export const ADMIN_SOURCE = '/admin/*';

/**
 * The CMS's own policy, loosened from the site's only where Decap needs it: `blob:` images and media (uploads and
 * previews before saving), GitHub's API and avatars (the git backend), `'unsafe-eval'` (Decap validates its config with
 * AJV, which compiles validators with `new Function`) and `extraConnect` (decap-server's URL in local editing).
 * Still no 'unsafe-inline' for scripts: the page has no inline script.
 */
export function adminPolicy(extraConnect: string[] = []): string {
  return [
    "default-src 'self'",
    "script-src 'self' 'unsafe-eval'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https://avatars.githubusercontent.com https://raw.githubusercontent.com",
    "font-src 'self' data:",
    ["connect-src 'self' blob: https://api.github.com", ...extraConnect].join(' '),
    "media-src 'self' blob:",
    "worker-src 'self' blob:",
    "frame-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** /admin/: its own CSP, never indexed, never cached for long (its files are not content-hashed). */
export function adminHeaders(extraConnect: string[] = []): HeaderRule['headers'] {
  return [
    { key: 'Content-Security-Policy', value: adminPolicy(extraConnect) },
    { key: 'X-Robots-Tag', value: 'noindex, nofollow' },
    { key: 'Cache-Control', value: 'no-cache' },
  ];
}

export function headerRules(csp?: string): HeaderRule[] {
  return [
    { source: '/*', headers: securityHeaders(csp) },
    ...HASHED_ASSET_SOURCES.map((source) => ({ source, headers: [{ key: 'Cache-Control', value: IMMUTABLE }] })),
    { source: ADMIN_SOURCE, headers: adminHeaders() },
  ];
}

/** The rules in Netlify/Cloudflare `_headers` syntax. */
export function toHeadersFile(rules: HeaderRule[]): string {
  return `${rules.map((rule) => [rule.source, ...rule.headers.map((h) => `  ${h.key}: ${h.value}`)].join('\n')).join('\n\n')}\n`;
}

/** Reads the rules back from `_headers` text (the build writes it with the CSP of this build's pages). */
export function parseHeadersFile(text: string): HeaderRule[] {
  return text
    .trim()
    .split(/\n\s*\n/)
    .filter(Boolean)
    .map((block) => {
      const [source, ...lines] = block.split('\n');
      return {
        source: source.trim(),
        headers: lines
          .filter((line) => line.includes(':'))
          .map((line) => ({ key: line.slice(0, line.indexOf(':')).trim(), value: line.slice(line.indexOf(':') + 1).trim() })),
      };
    });
}

/** `/static/*` → matches every path under /static/; `*` matches any characters, as in Netlify's `_headers`. */
const sourcePattern = (source: string) =>
  new RegExp(
    `^${source
      .split('*')
      .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
      .join('.*')}$`,
  );

/** A function giving the headers of a URL path: every matching rule applies, later rules win for the same header. */
export function headerMatcher(rules: HeaderRule[]): (urlPath: string) => Record<string, string> {
  const compiled = rules.map((rule) => ({ pattern: sourcePattern(rule.source), headers: rule.headers }));
  return (urlPath) => {
    const out: Record<string, string> = {};
    for (const rule of compiled) if (rule.pattern.test(urlPath)) for (const { key, value } of rule.headers) out[key] = value;
    return out;
  };
}

/** HTML, page-data and every other file whose name does not change with its content: cached, but checked each time. */
export const REVALIDATE = 'public, max-age=0, must-revalidate';
