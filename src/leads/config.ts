/**
 * Every setting of the lead endpoint, read from the environment in one place and checked once at start, so a wrong
 * value stops the process with a message naming the variable instead of losing leads later.
 */
import path from 'node:path';
import { ALERT_AFTER_MIN_DEFAULT } from './alarm';
import type { Channel } from './store';

export type Env = Record<string, string | undefined>;

export interface EmailSettings {
  smtpUrl: string;
  to: string;
  from: string;
}

export interface LeadConfig {
  store: { kind: 'postgres'; url: string } | { kind: 'file'; dir: string };
  rateLimit: { max: number; windowMs: number };
  webhookUrl?: string;
  email?: EmailSettings;
  channels: Channel[];
  retry: { baseMs: number; maxMs: number };
  formTokenSecret?: string;
  minFillMs: number;
  /** A render token older than this is refused (FORM_TOKEN_MAX_AGE_S). */
  tokenMaxAgeMs: number;
  /** Leads older than this many days are deleted with their delivery records. */
  retentionDays: number;
  outbox: OutboxSettings;
  /** The delivery alarm fires when a lead has waited longer than this for a delivery (LEADS_ALERT_AFTER_MIN, fractions allowed). */
  alertAfterMs: number;
}

/** How a server works through the outbox: how long a claimed delivery is its own, and how many it sends at once. */
export interface OutboxSettings {
  leaseMs: number;
  concurrency: number;
}

export class LeadConfigError extends Error {}

/** Variables a serverless runtime sets; there the local disk is lost between invocations. */
const SERVERLESS_MARKERS = ['AWS_LAMBDA_FUNCTION_NAME', 'NETLIFY', 'VERCEL', 'FUNCTIONS_WORKER_RUNTIME', 'K_SERVICE', 'GATSBY_CLOUD'];

const positive = (env: Env, name: string, fallback: number, allowZero = false) => {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0 || (!allowZero && value === 0))
    throw new LeadConfigError(`${name}=${raw}: expected a ${allowZero ? 'non-negative' : 'positive'} number`);
  return value;
};

const isUrl = (value: string, protocols: string[]) => {
  try {
    return protocols.includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

/** The store a process may use, or an error explaining why it would lose leads. */
function chooseStore(env: Env): LeadConfig['store'] {
  const url = env.DATABASE_URL;
  if (url) {
    if (!isUrl(url, ['postgres:', 'postgresql:']))
      throw new LeadConfigError('DATABASE_URL: expected postgres://user:password@host:5432/database');
    return { kind: 'postgres', url };
  }
  const serverless = SERVERLESS_MARKERS.find((name) => env[name]);
  if (serverless && !(env.LEADS_DIR && env.LEADS_DIR_PERSISTENT === 'true')) {
    throw new LeadConfigError(
      `The contact endpoint has no durable lead store and refuses to start: it runs on a serverless host (${serverless} is set), where files written to the local disk are lost. ` +
        'Set DATABASE_URL to a PostgreSQL database, or mount a persistent volume and set LEADS_DIR to it together with LEADS_DIR_PERSISTENT=true.',
    );
  }
  return { kind: 'file', dir: path.resolve(env.LEADS_DIR || './data') };
}

export function leadConfig(env: Env): LeadConfig {
  const webhookUrl = env.LEADS_WEBHOOK_URL || undefined;
  if (webhookUrl && !isUrl(webhookUrl, ['http:', 'https:']))
    throw new LeadConfigError(`LEADS_WEBHOOK_URL=${webhookUrl}: expected an http(s) URL`);
  let email: EmailSettings | undefined;
  if (env.SMTP_URL) {
    if (!isUrl(env.SMTP_URL, ['smtp:', 'smtps:']))
      throw new LeadConfigError('SMTP_URL: expected smtp://user:password@host:587 or smtps://…');
    if (!env.LEADS_EMAIL_TO) throw new LeadConfigError('SMTP_URL is set but LEADS_EMAIL_TO is not: say who receives the leads');
    email = { smtpUrl: env.SMTP_URL, to: env.LEADS_EMAIL_TO, from: env.LEADS_EMAIL_FROM || env.LEADS_EMAIL_TO };
  } else if (env.LEADS_EMAIL_TO) {
    throw new LeadConfigError('LEADS_EMAIL_TO is set but SMTP_URL is not: say which mail server sends the leads');
  }
  const channels: Channel[] = [...(webhookUrl ? (['webhook'] as const) : []), ...(email ? (['email'] as const) : [])];
  return {
    store: chooseStore(env),
    rateLimit: { max: positive(env, 'CONTACT_RATE_LIMIT', 20), windowMs: positive(env, 'CONTACT_RATE_WINDOW_MS', 10 * 60 * 1000) },
    webhookUrl,
    email,
    channels,
    retry: { baseMs: positive(env, 'LEADS_RETRY_BASE_MS', 30_000), maxMs: positive(env, 'LEADS_RETRY_MAX_MS', 6 * 60 * 60 * 1000) },
    formTokenSecret: env.FORM_TOKEN_SECRET || undefined,
    minFillMs: positive(env, 'FORM_MIN_FILL_MS', 2000, true),
    tokenMaxAgeMs: positive(env, 'FORM_TOKEN_MAX_AGE_S', 86_400) * 1000,
    retentionDays: positive(env, 'LEADS_RETENTION_DAYS', 365),
    outbox: outboxSettings(env),
    alertAfterMs: positive(env, 'LEADS_ALERT_AFTER_MIN', ALERT_AFTER_MIN_DEFAULT) * 60_000,
  };
}

export function outboxSettings(env: Env): OutboxSettings {
  const concurrency = positive(env, 'OUTBOX_CONCURRENCY', 8);
  if (!Number.isInteger(concurrency)) throw new LeadConfigError(`OUTBOX_CONCURRENCY=${env.OUTBOX_CONCURRENCY}: expected a whole number`);
  return { leaseMs: positive(env, 'OUTBOX_LEASE_MS', 60_000), concurrency };
}
