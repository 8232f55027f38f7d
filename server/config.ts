/** The production server's own settings (address, files, proxies, log level, connection limits), read once from the environment. */
import path from 'node:path';
import { LeadConfigError } from '../src/leads/config';
import { parseTrustProxy, type TrustProxy } from '../src/leads/trustProxy';

export interface ServerConfig {
  port: number;
  host: string;
  publicDir: string;
  trustProxy: TrustProxy;
  logLevel: string;
  /** A request whose headers and body have not fully arrived after this long is answered 408 and closed. */
  requestTimeoutMs: number;
  /** Most open connections; the next ones are closed at once, so no client can take every file descriptor. */
  maxConnections: number;
  /** After SIGTERM, requests in flight get this long to finish; then every connection left is closed and the process exits. */
  shutdownDrainMs: number;
  /** Prometheus /metrics: off unless METRICS_TOKEN (bearer token on the site's port) or METRICS_PORT (a port of its own) is set. */
  metrics: MetricsSettings;
}

export interface MetricsSettings {
  token?: string;
  port?: number;
  host: string;
}

/** A bearer token shorter than this could be guessed; the server refuses to start with one. */
const MIN_TOKEN_LENGTH = 16;

const whole = (env: Record<string, string | undefined>, name: string, fallback: number, min: number) => {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) throw new LeadConfigError(`${name}=${raw}: expected a whole number of at least ${min}`);
  return value;
};

export function serverConfig(env: Record<string, string | undefined>): ServerConfig {
  const port = Number(env.PORT || 9000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new LeadConfigError(`PORT=${env.PORT}: expected a port number`);
  return {
    port,
    host: env.HOST || 'localhost',
    publicDir: path.resolve(__dirname, '..', 'public'),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    logLevel: env.LOG_LEVEL || 'info',
    requestTimeoutMs: whole(env, 'REQUEST_TIMEOUT_MS', 30_000, 100),
    maxConnections: whole(env, 'MAX_CONNECTIONS', 2048, 1),
    shutdownDrainMs: whole(env, 'SHUTDOWN_DRAIN_MS', 10_000, 0),
    metrics: metricsSettings(env),
  };
}

export function metricsSettings(env: Record<string, string | undefined>): MetricsSettings {
  const token = env.METRICS_TOKEN || undefined;
  if (token && (token.length < MIN_TOKEN_LENGTH || /\s/.test(token)))
    throw new LeadConfigError(
      `METRICS_TOKEN: expected at least ${MIN_TOKEN_LENGTH} characters without spaces (e.g. \`openssl rand -hex 32\`)`,
    );
  const port = env.METRICS_PORT ? whole(env, 'METRICS_PORT', 0, 1) : undefined;
  if (port !== undefined && port > 65535) throw new LeadConfigError(`METRICS_PORT=${env.METRICS_PORT}: expected a port number`);
  return { token, port, host: env.METRICS_HOST || 'localhost' };
}
