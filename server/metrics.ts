/**
 * Prometheus /metrics for the production server, off by default: on the site's port behind `Authorization: Bearer
 * METRICS_TOKEN`, and/or on METRICS_PORT of its own (which a firewall keeps private). Adds request durations to the
 * lead pipeline's registry.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { FastifyInstance } from 'fastify';
import { Histogram, type Registry } from 'prom-client';
import type { MetricsSettings } from './config';

/** Compares digests, so neither the token's length nor its first differing byte shows in the time taken. */
export function bearerMatches(header: string | undefined, token: string): boolean {
  const given = /^Bearer\s+(\S+)$/i.exec(header ?? '')?.[1] ?? '';
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(token));
}

/** Seconds from the request's arrival to its answer, per method, route pattern (never the raw URL) and status. */
export function timeRequests(app: FastifyInstance, registry: Registry): void {
  const durations = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer a request on the site port, by method, route pattern and status code (this instance).',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    const route = reply.statusCode === 404 ? 'not found' : (request.routeOptions.url ?? 'other');
    durations.observe({ method: request.method, route, status_code: String(reply.statusCode) }, reply.elapsedTime / 1000);
  });
}

/** GET /metrics on the site's port, answered only to the bearer token. */
export function metricsRoute(app: FastifyInstance, registry: Registry, token: string): void {
  app.get('/metrics', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (!bearerMatches(request.headers.authorization, token))
      return reply
        .code(401)
        .header('www-authenticate', 'Bearer realm="metrics"')
        .send({ error: 'Send the metrics token as a bearer token.' });
    return reply.type(registry.contentType).send(await registry.metrics());
  });
}

/** The metrics port: GET /metrics (with the bearer token too, if one is set), 404 for anything else. Resolves with its close function. */
export async function startMetricsServer(settings: MetricsSettings & { port: number }, registry: Registry): Promise<() => Promise<void>> {
  const server = http.createServer((request, response) => {
    const answer = (status: number, type: string, body: string) => {
      response.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' });
      response.end(body);
    };
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') return answer(404, 'text/plain', 'not found\n');
    if (settings.token && !bearerMatches(request.headers.authorization, settings.token))
      return answer(401, 'text/plain', 'Send the metrics token as a bearer token.\n');
    void registry.metrics().then(
      (text) => answer(200, registry.contentType, text),
      (error: unknown) => answer(500, 'text/plain', `${error instanceof Error ? error.message : String(error)}\n`),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(settings.port, settings.host, () => resolve());
  });
  return () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
}
