/** Signed render token of the contact form: when the form was shown, so a submission faster than a person can type is recognised as a bot. */
import { createHmac, timingSafeEqual } from 'node:crypto';

/** A person needs longer than this to fill in four fields; anything faster is dropped (answered 201, stored nowhere). */
export const MIN_FILL_MS = 2000;

const sign = (secret: string, issuedAt: number) => createHmac('sha256', secret).update(`oakline-form:${issuedAt}`).digest('base64url');

/** `<issued-at ms>.<HMAC>`: the server can check it without keeping any state. */
export const issueRenderToken = (secret: string, now: number) => `${now}.${sign(secret, now)}`;

export type TokenVerdict = 'ok' | 'too-fast' | 'invalid';

export function checkRenderToken(secret: string, token: unknown, now: number, minFillMs = MIN_FILL_MS): TokenVerdict {
  if (typeof token !== 'string') return 'invalid';
  const match = /^(\d{1,15})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return 'invalid';
  const issuedAt = Number(match[1]);
  const expected = Buffer.from(sign(secret, issuedAt));
  const given = Buffer.from(match[2]);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'invalid';
  if (issuedAt > now + 60_000) return 'invalid';
  return now - issuedAt < minFillMs ? 'too-fast' : 'ok';
}
