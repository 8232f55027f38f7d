/**
 * The production server of the built site (Fastify): static files from public/ with the security headers and caching
 * rules of public/_headers, the 301 redirects of public/_redirects, compression, the site's 404 page in the address's language, /cases/ (and /de/cases/) at a
 * filtered address as the filtered page (so its filter form works without JavaScript), /healthz (alive), /readyz (can take leads), /deliveryz (the delivery alarm),
 * /metrics when enabled, and POST/GET /api/contact on the shared lead handler, loaded once per process.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import type { Socket } from 'node:net';
import path from 'node:path';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import { deliveryAlarm } from '../src/leads/alarm';
import { createLeadService, MAX_BODY_BYTES, openLeadStore, type LeadService } from '../src/leads/handler';
import { createLeadMetrics, type LeadMetrics } from '../src/leads/metrics';
import type { LeadConfig } from '../src/leads/config';
import { headerMatcher, headerRules, parseHeadersFile, REVALIDATE } from '../src/lib/securityHeaders';
import { trustFunction } from '../src/leads/trustProxy';
import type { ServerConfig } from './config';
import { filteredCasesHtml, readCasesPage } from './filteredCases';
import { metricsRoute, timeRequests } from './metrics';
import { serveRedirects } from './redirects';
import { DEFAULT_LOCALE, localeOfPath, localePrefix, LOCALES } from '../src/lib/locales';

export interface Site {
  app: FastifyInstance;
  leads: LeadService;
  /** Present when METRICS_TOKEN or METRICS_PORT turned metrics on. */
  metrics?: LeadMetrics;
}

/** The rules the build wrote (CSP with this build's script hashes); the same list without hashes if the file is missing. */
function loadHeaderRules(publicDir: string) {
  const file = path.join(publicDir, '_headers');
  return fs.existsSync(file) ? parseHeadersFile(fs.readFileSync(file, 'utf8')) : headerRules();
}

/** The lead service, counted into a metrics registry when metrics are on. */
function leadService(config: ServerConfig, leadSettings: LeadConfig): { leads: LeadService; metrics?: LeadMetrics } {
  if (!config.metrics.token && config.metrics.port === undefined) return { leads: createLeadService(leadSettings) };
  const store = openLeadStore(leadSettings.store);
  const metrics = createLeadMetrics(store, leadSettings.alertAfterMs);
  return { leads: createLeadService(leadSettings, { store, events: metrics.events }), metrics };
}

export function buildSite(config: ServerConfig, leadSettings: LeadConfig): Site {
  const notFoundPage = path.join(config.publicDir, '404.html');
  if (!fs.existsSync(path.join(config.publicDir, 'index.html')) || !fs.existsSync(notFoundPage)) {
    throw new Error(`No production build in ${config.publicDir}: run \`npm run build\` first (or \`npm start\`, which builds and serves).`);
  }
  /** The 404 page of each language the build has (/404.html, /de/404.html): a missing German address gets the German one. */
  const notFoundHtml = new Map(
    LOCALES.flatMap((locale) => {
      const file = path.join(config.publicDir, localePrefix(locale), '404.html');
      return fs.existsSync(file) ? [[locale, fs.readFileSync(file)] as const] : [];
    }),
  );
  const headersOf = headerMatcher(loadHeaderRules(config.publicDir));
  const { leads, metrics } = leadService(config, leadSettings);

  const app = Fastify({
    logger: { level: config.logLevel },
    /** Fastify's own two lines per request are replaced by the one access line below. */
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: config.trustProxy === false ? false : trustFunction(config.trustProxy),
    forceCloseConnections: 'idle',
    return503OnClosing: true,
    /** Node closes a request still arriving after this long (Fastify's default 0 never does): slow bodies and headers alike. */
    requestTimeout: config.requestTimeoutMs,
    http: {
      headersTimeout: Math.min(60_000, config.requestTimeoutMs),
      /** How often Node looks for such requests: a tenth of the limit, so none lives much past it. */
      connectionsCheckingInterval: Math.min(5000, Math.max(50, Math.floor(config.requestTimeoutMs / 10))),
    },
  });
  app.server.maxConnections = config.maxConnections;
  /**
   * Read once when the connection opens, Node keeps the client's address: it forgets it once the socket closes, and a
   * lead whose connection broke before it was handled had no address (the endpoint failed with a 503 and lost the lead).
   */
  app.server.on('connection', (socket: Socket) => void socket.remoteAddress);

  /** One access-log line per request, written when the answer is complete. */
  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      { method: request.method, url: request.url, status: reply.statusCode, ms: Math.round(reply.elapsedTime * 10) / 10, ip: request.ip },
      'access',
    );
  });

  /** Security headers on every answer (pages, files, API, redirects, errors); revalidation unless a rule or the route says otherwise. */
  app.addHook('onSend', async (request, reply, payload) => {
    const { 'Cache-Control': cacheRule, ...security } = headersOf(request.url.split('?')[0]);
    reply.headers(security);
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', cacheRule && reply.statusCode < 400 ? cacheRule : REVALIDATE);
    return payload;
  });

  serveRedirects(app, config.publicDir);
  void app.register(fastifyCompress, { encodings: ['br', 'gzip'], threshold: 1024 });
  void app.register(fastifyStatic, {
    root: config.publicDir,
    redirect: true,
    cacheControl: false,
    index: ['index.html'],
    serveDotFiles: false,
  });

  /** Liveness: the process answers. Readiness: it can also store a lead (PostgreSQL reachable), for a load balancer's choice. */
  app.get('/healthz', async (_request, reply) => reply.header('cache-control', 'no-store').send({ status: 'ok' }));
  app.get('/readyz', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    try {
      await leads.store.check?.();
      return await reply.send({ status: 'ready' });
    } catch (error) {
      request.log.warn(`readyz: lead store ${leads.store.location} unreachable: ${error instanceof Error ? error.message : String(error)}`);
      return reply.code(503).send({ status: 'unavailable', reason: 'The lead store cannot be reached.' });
    }
  });

  /**
   * The delivery alarm, for an uptime monitor: 200 while every lead is delivered or younger than LEADS_ALERT_AFTER_MIN,
   * 503 once one has waited longer (or the store cannot be read). Counts and ages only. Not readiness: an instance
   * whose mail server is down still takes leads.
   */
  app.get('/deliveryz', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    try {
      const alarm = deliveryAlarm(await leads.store.outboxState(), Date.now(), leadSettings.alertAfterMs);
      return await reply.code(alarm.firing ? 503 : 200).send(alarm.body);
    } catch (error) {
      request.log.warn(
        `deliveryz: lead store ${leads.store.location} unreadable: ${error instanceof Error ? error.message : String(error)}`,
      );
      return reply.code(503).send({ status: 'unknown', reason: 'The lead store cannot be read.' });
    }
  });

  if (metrics) timeRequests(app, metrics.registry);
  if (metrics && config.metrics.token) metricsRoute(app, metrics.registry, config.metrics.token);

  void app.register(async (api) => {
    /** The handler parses the body itself, so bad JSON and wrong types get its clear JSON answers. */
    api.removeAllContentTypeParsers();
    api.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: MAX_BODY_BYTES }, (_request, body, done) => done(null, body));
    api.setErrorHandler(async (error: { statusCode?: number }, _request, reply) => {
      const status = error.statusCode === 413 ? 413 : (error.statusCode ?? 500) < 500 ? 400 : 500;
      const message =
        status === 413
          ? 'The message is too long.'
          : status === 400
            ? 'The request could not be read.'
            : 'Something went wrong. Please try again or email us.';
      if (status < 500) leads.events.refused('invalid');
      return reply.code(status).header('cache-control', 'no-store').send({ error: message });
    });
    api.all('/api/contact', async (request, reply) => {
      const answer = await leads.handle({
        method: request.method,
        contentType: request.headers['content-type'],
        contentLength: Number(request.headers['content-length'] ?? 0),
        body: request.body,
        ip: request.ip,
      });
      return reply.code(answer.status).headers(answer.headers).send(answer.body);
    });
  });

  /**
   * A filtered /cases/ address (/de/cases/ in German, with the filter values the German page writes) gets the filtered
   * page, with the page's own caching rule (onSend) and an ETag of its own text, so a cache keeps one answer per address
   * and revalidates it; without a filter, the built file as for any page.
   * Declared in a plugin so it is added after @fastify/compress has loaded: a route added at the top level before that
   * got no compression (the 168 kB page went out as it is, checked on @fastify/compress 9.2.0).
   */
  for (const locale of LOCALES) {
    const casesPath = `${localePrefix(locale)}/cases/`;
    const casesFile = path.join(config.publicDir, casesPath, 'index.html');
    if (!fs.existsSync(casesFile)) continue;
    const casesHtml = fs.readFileSync(casesFile, 'utf8');
    const casesShape = readCasesPage(casesHtml);
    void app.register(async (pages) => {
      pages.get(casesPath, async (request, reply) => {
        const query = request.url.indexOf('?');
        const html = query < 0 ? null : filteredCasesHtml(casesHtml, casesShape, request.url.slice(query));
        if (html === null) return reply.sendFile(`${casesPath.slice(1)}index.html`);
        const etag = `W/"${crypto.createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`;
        reply.header('etag', etag).type('text/html; charset=utf-8');
        if (request.headers['if-none-match'] === etag) return reply.code(304).send();
        return reply.send(html);
      });
    });
  }

  app.setNotFoundHandler(async (request, reply) =>
    reply
      .code(404)
      .type('text/html; charset=utf-8')
      .send(notFoundHtml.get(localeOfPath(request.url)) ?? notFoundHtml.get(DEFAULT_LOCALE)),
  );

  return { app, leads, metrics };
}
