/**
 * The contact endpoint without a framework: POST a lead (validate, spam checks, store durably, answer), GET a signed
 * form render token. The Fastify server (server/) and the Gatsby Function (src/api/contact.ts) both call this, once
 * per process, and only translate requests and answers.
 */
import { randomUUID } from 'node:crypto';
import { isHoneypotFilled, leadLanguage, validateLead } from '../lib/contactSchema';
import { leadMessages } from './messages';
import { channelSenders, type Sender } from './channels';
import { ignoreEvents, type LeadEvents, type RefusalReason } from './events';
import type { LeadConfig } from './config';
import { fileLeadStore } from './fileStore';
import { createOutbox, type Outbox } from './outbox';
import { pgLeadStore } from './pgStore';
import type { Channel, LeadRecord, LeadStore } from './store';
import { checkRenderToken, issueRenderToken } from './token';
import { memoryTokenLedger } from './tokenLedger';
import { createRateLimitStore, hitRateLimit, rateLimitKey, retryAfterSeconds } from './rateLimit';

/** Largest accepted body: a full message of 5,000 characters fits several times over. */
export const MAX_BODY_BYTES = 16 * 1024;

export interface LeadRequest {
  method: string;
  contentType?: string;
  contentLength?: number;
  /** The raw body (Buffer or string), or a body a framework already parsed. */
  body: unknown;
  /**
   * The client address, already resolved through TRUST_PROXY by the caller; undefined when the connection closed before
   * anyone read it (Node forgets a closed socket's address). Such posts share one rate-limit window, and the lead is stored.
   */
  ip: string | undefined;
}

export interface LeadResponse {
  status: number;
  headers: Record<string, string>;
  body: Record<string, unknown>;
}

export interface LeadService {
  handle(request: LeadRequest): Promise<LeadResponse>;
  store: LeadStore;
  outbox: Outbox;
  /** Where accepted, refused and delivered leads are reported (the server's metrics), or nowhere. */
  events: LeadEvents;
  close(): Promise<void>;
}

export const openLeadStore = (store: LeadConfig['store']): LeadStore =>
  store.kind === 'postgres' ? pgLeadStore(store.url) : fileLeadStore(store.dir);

const json = (status: number, body: Record<string, unknown>, headers: Record<string, string> = {}): LeadResponse => ({
  status,
  headers: { 'cache-control': 'no-store', ...headers },
  body,
});
const accepted = () => json(201, { ok: true });
/** An expired, forged or already used render token: `token` tells the form to fetch a fresh one and send again. */
const outOfDate = () =>
  json(400, { error: 'This form is out of date. Please reload the page and send it again.', fields: {}, code: 'token' });

/** `application/json` or a structured `application/…+json` type, with or without parameters; nothing that merely starts like one. */
export const isJsonMediaType = (contentType: string | undefined) =>
  /^application\/(?:json|[a-z0-9!#$&^_.-]+\+json)[ \t]*(?:;|$)/i.test(contentType ?? '');

function parseBody(body: unknown): { ok: true; value: unknown } | { ok: false } {
  if (typeof body !== 'string' && !Buffer.isBuffer(body)) return { ok: true, value: body };
  try {
    return { ok: true, value: JSON.parse(body.toString('utf8')) };
  } catch {
    return { ok: false };
  }
}

const bodySize = (body: unknown) =>
  typeof body === 'string' || Buffer.isBuffer(body) ? Buffer.byteLength(body) : Buffer.byteLength(JSON.stringify(body ?? null));

export function createLeadService(
  config: LeadConfig,
  options: { store?: LeadStore; senders?: Partial<Record<Channel, Sender>>; now?: () => number; events?: LeadEvents } = {},
): LeadService {
  const now = options.now ?? Date.now;
  const events = options.events ?? ignoreEvents;
  const store = options.store ?? openLeadStore(config.store);
  const outbox = createOutbox(store, options.senders ?? channelSenders(config), config.retry, now, config.outbox, events);
  const limiter = createRateLimitStore();
  const ledger = store.tokens ?? memoryTokenLedger();
  /** The form fetches a new token when its own is older than this, well before the server would refuse it. */
  const renewAfterMs = Math.min(config.tokenMaxAgeMs / 2, 3_600_000);
  let secret: Promise<string> | null = null;
  const formSecret = () =>
    (secret ??= (config.formTokenSecret ? Promise.resolve(config.formTokenSecret) : store.secret()).catch((error: unknown) => {
      secret = null;
      throw error;
    }));

  /** The answer to a post that stores nothing, counted under its reason. */
  const refuse = (reason: RefusalReason, answer: LeadResponse) => {
    events.refused(reason);
    return answer;
  };

  const post = async (request: LeadRequest): Promise<LeadResponse> => {
    if (!isJsonMediaType(request.contentType)) return refuse('invalid', json(415, { error: 'Send the lead as application/json.' }));
    if ((request.contentLength ?? 0) > MAX_BODY_BYTES || bodySize(request.body) > MAX_BODY_BYTES)
      return refuse('invalid', json(413, { error: 'The message is too long.' }));
    const limit = hitRateLimit(limiter, rateLimitKey(request.ip ?? 'unknown'), now(), config.rateLimit);
    if (!limit.allowed)
      return refuse(
        'rate_limited',
        json(
          429,
          { error: 'Too many messages from your address. Please try again later or email us.' },
          { 'retry-after': retryAfterSeconds(limit.retryAfterMs) },
        ),
      );
    const parsed = parseBody(request.body);
    if (!parsed.ok) return refuse('invalid', json(400, { error: 'The body is not valid JSON.', fields: {} }));
    const body = parsed.value;
    if (typeof body !== 'object' || body === null || Array.isArray(body))
      return refuse('invalid', json(400, { error: 'The body must be a JSON object.', fields: {} }));
    if (isHoneypotFilled(body)) return refuse('honeypot', accepted());
    const token =
      config.minFillMs > 0
        ? checkRenderToken(
            await formSecret(),
            (body as { renderToken?: unknown }).renderToken,
            now(),
            config.minFillMs,
            config.tokenMaxAgeMs,
          )
        : null;
    if (token?.verdict === 'too-fast') return refuse('time_trap', accepted());
    if (token && token.verdict !== 'ok') return refuse('token', outOfDate());
    /** A German form's mistakes are answered in German: the messages of the language the lead names. */
    const language = leadLanguage(body);
    const result = validateLead(body, leadMessages[language]);
    if (!result.ok) return refuse('invalid', json(400, { error: 'Some fields need attention.', fields: result.errors }));
    /** Claimed only once the fields are valid, so a visitor correcting a field sends the same form again. */
    const tokenId = token?.verdict === 'ok' ? token.id : undefined;
    if (token?.verdict === 'ok' && !(await ledger.claim(token.id, token.expiresAt, now()))) return refuse('token', outOfDate());
    const { website: _honeypot, renderToken: _token, ...lead } = result.lead;
    const record: LeadRecord = { id: randomUUID(), receivedAt: new Date(now()).toISOString(), ...lead, language };
    try {
      await store.add(record, config.channels);
    } catch (error) {
      console.error('lead store error', error instanceof Error ? error.message : error);
      if (tokenId) await ledger.release(tokenId).catch(() => undefined);
      return refuse('store_error', json(503, { error: 'We could not save your message. Please try again or email us.' }));
    }
    events.accepted();
    outbox.wake();
    return accepted();
  };

  return {
    store,
    outbox,
    events,
    async handle(request) {
      if (request.method === 'GET') {
        try {
          return json(200, { token: issueRenderToken(await formSecret(), now()), renewAfterMs, minFillMs: config.minFillMs });
        } catch (error) {
          console.error('form token error', error instanceof Error ? error.message : error);
          return json(503, { error: 'The form is unavailable. Please email us.' });
        }
      }
      if (request.method !== 'POST') return json(405, { error: 'Use POST.' }, { allow: 'GET, POST' });
      try {
        return await post(request);
      } catch (error) {
        console.error('lead endpoint error', error instanceof Error ? error.message : error);
        return refuse('store_error', json(503, { error: 'We could not save your message. Please try again or email us.' }));
      }
    },
    async close() {
      await outbox.stop();
      await store.close();
    },
  };
}
