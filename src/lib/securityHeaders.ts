/** The HTTP response headers for hosts and CDNs: one list used by gatsby-config `headers` and by public/_headers. */
import { staticHeaderPolicy } from './csp';

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

export function headerRules(csp?: string): HeaderRule[] {
  return [
    { source: '/*', headers: securityHeaders(csp) },
    ...HASHED_ASSET_SOURCES.map((source) => ({ source, headers: [{ key: 'Cache-Control', value: IMMUTABLE }] })),
  ];
}

/** The rules in Netlify/Cloudflare `_headers` syntax. */
export function toHeadersFile(rules: HeaderRule[]): string {
  return `${rules.map((rule) => [rule.source, ...rule.headers.map((h) => `  ${h.key}: ${h.value}`)].join('\n')).join('\n\n')}\n`;
}
