/**
 * Signed render token of the contact form: when the form was shown and a random id, so a submission faster than a
 * person can type is recognised as a bot, an old token is refused, and the store can record each id as used once.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** A person needs longer than this to fill in four fields; anything faster is dropped (answered 201, stored nowhere). */
export const MIN_FILL_MS = 2000;

/** Default of FORM_TOKEN_MAX_AGE_S: a token older than a day is refused (the form renews its token long before). */
export const TOKEN_MAX_AGE_MS = 86_400_000;

const sign = (secret: string, issuedAt: number, id: string) =>
  createHmac('sha256', secret).update(`oakline-form:${issuedAt}:${id}`).digest('base64url');

/** `<issued-at ms>.<random id>.<HMAC>`: the signature needs no state; only the ids already used are remembered. */
export function issueRenderToken(secret: string, now: number): string {
  const id = randomBytes(16).toString('base64url');
  return `${now}.${id}.${sign(secret, now, id)}`;
}

export type TokenVerdict =
  { verdict: 'ok'; id: string; expiresAt: number } | { verdict: 'too-fast' } | { verdict: 'invalid' } | { verdict: 'expired' };

export function checkRenderToken(
  secret: string,
  token: unknown,
  now: number,
  minFillMs = MIN_FILL_MS,
  maxAgeMs = TOKEN_MAX_AGE_MS,
): TokenVerdict {
  if (typeof token !== 'string') return { verdict: 'invalid' };
  const match = /^(\d{1,15})\.([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return { verdict: 'invalid' };
  const issuedAt = Number(match[1]);
  const id = match[2];
  const expected = Buffer.from(sign(secret, issuedAt, id));
  const given = Buffer.from(match[3]);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { verdict: 'invalid' };
  if (issuedAt > now + 60_000) return { verdict: 'invalid' };
  if (now - issuedAt > maxAgeMs) return { verdict: 'expired' };
  return now - issuedAt < minFillMs ? { verdict: 'too-fast' } : { verdict: 'ok', id, expiresAt: issuedAt + maxAgeMs };
}
