/** POST /api/contact: validates a lead with the form's own schema, stores it durably, then forwards it to a webhook. */
import path from 'node:path';
import type { GatsbyFunctionRequest, GatsbyFunctionResponse } from 'gatsby';
import { isHoneypotFilled, validateLead } from '../lib/contactSchema';
import { hitRateLimit, type RateLimitStore } from '../lib/rateLimit';
import { forwardLead, storeLead } from '../lib/leadStore';
import { runtimeEnv } from '../lib/runtimeEnv';

/**
 * Largest accepted body. Gatsby's JSON parser already refuses bodies over 100 kB with 413; this is stricter.
 * (No `export const config` here: Gatsby would then build SSR engines for the whole site.)
 */
const MAX_BODY_BYTES = 16 * 1024;

/** Gatsby re-evaluates this module on each request, so limiter state lives on globalThis. */
const shared = globalThis as typeof globalThis & { __oaklineRateLimit?: RateLimitStore };
const limiter = (shared.__oaklineRateLimit ??= new Map());

const envNumber = (name: string, fallback: number) => {
  const value = Number(runtimeEnv(name));
  return Number.isFinite(value) && value > 0 ? value : fallback;
};

export default async function handler(req: GatsbyFunctionRequest, res: GatsbyFunctionResponse) {
  if (req.method !== 'POST') {
    res.setHeader('Allow', 'POST');
    return res.status(405).json({ error: 'Use POST.' });
  }
  if (!/^application\/json\b/i.test(req.headers['content-type'] ?? '')) {
    return res.status(415).json({ error: 'Send the lead as application/json.' });
  }
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > MAX_BODY_BYTES || Buffer.byteLength(JSON.stringify(req.body ?? null)) > MAX_BODY_BYTES) {
    return res.status(413).json({ error: 'The message is too long.' });
  }
  const ip = req.socket?.remoteAddress ?? 'unknown';
  const allowed = hitRateLimit(limiter, ip, Date.now(), { max: envNumber('CONTACT_RATE_LIMIT', 20), windowMs: envNumber('CONTACT_RATE_WINDOW_MS', 10 * 60 * 1000) });
  if (!allowed) {
    res.setHeader('Retry-After', '600');
    return res.status(429).json({ error: 'Too many messages from your address. Please try again later or email us.' });
  }
  const body: unknown = req.body;
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return res.status(400).json({ error: 'The body must be a JSON object.', fields: {} });
  }
  if (isHoneypotFilled(body as { website?: string })) return res.status(201).json({ ok: true });
  const result = validateLead(body);
  if (!result.ok) return res.status(400).json({ error: 'Some fields need attention.', fields: result.errors });

  const { website: _honeypot, ...lead } = result.lead;
  const record = { ...lead, receivedAt: new Date().toISOString() };
  try {
    await storeLead(path.resolve(runtimeEnv('LEADS_DIR') ?? './data'), record);
  } catch (err) {
    console.error('lead store error', err);
    return res.status(503).json({ error: 'We could not save your message. Please try again or email us.' });
  }
  res.status(201).json({ ok: true });
  const webhook = runtimeEnv('LEADS_WEBHOOK_URL');
  if (webhook) await forwardLead(webhook, record).catch((err: unknown) => console.error('lead webhook error', err));
}
