/** The redirects the build wrote to public/_redirects (from content/redirects.json), answered with a 301 before any file or route is looked up. */
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { normalPath, parseRedirectsText, withQuery } from '../src/lib/redirects';

/** Adds the redirects of `publicDir/_redirects` to `app`; returns how many there are (none without the file). */
export function serveRedirects(app: FastifyInstance, publicDir: string): number {
  const file = path.join(publicDir, '_redirects');
  const table = fs.existsSync(file) ? parseRedirectsText(fs.readFileSync(file, 'utf8')) : new Map<string, string>();
  if (table.size === 0) return 0;
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    const query = request.url.indexOf('?');
    const address = query < 0 ? request.url : request.url.slice(0, query);
    const to = table.get(normalPath(address));
    if (to === undefined) return undefined;
    return reply.redirect(withQuery(to, query < 0 ? '' : request.url.slice(query + 1)), 301);
  });
  return table.size;
}
