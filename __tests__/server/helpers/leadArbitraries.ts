/**
 * Generated valid leads (fast-check), written from the rules the form states (docs/leads.md, src/lib/leadRules.ts) rather
 * than with the validator under test, and how a probe of the lead endpoint is described: the bytes sent and what its
 * answer may be.
 */
import fc from 'fast-check';
import type { RawRequest } from './rawHttp';

/** The endpoint's body limit (MAX_BODY_BYTES): a longer body is answered 413 whatever it holds. */
export const BODY_LIMIT = 16 * 1024;

/** What each probe gets when it is sent (never when it is drawn, so a probe sent again while shrinking is a new form). */
export interface Fresh {
  /** A render token old enough to pass the time-trap, unused. */
  token: string;
  /** Text found nowhere else, written into the lead's message: how its stored copy is found. */
  marker: string;
}

export interface Probe {
  request: RawRequest;
  /** The body's marker, when the body carries a lead at all. */
  marker?: string;
  /** The server reads a filled honeypot from this body: a 201 for it must store nothing. */
  honeypot: boolean;
  /** The only statuses this probe may get, where the rules fix them; otherwise any answer below 500. */
  expected?: number[];
  /** The body never completes (a Content-Length larger than it): no answer at all is fine. */
  mayGoUnanswered?: boolean;
  /**
   * Bytes follow the request's end, so the server refuses them and drops the connection: the answer read may be that
   * refusal while the lead itself was handled, so it may be stored unacknowledged (never acknowledged and lost).
   */
  answerMayBeLost?: boolean;
}

/** A drawn value, printed in a counterexample, and the probe it becomes when sent. */
export interface Draw {
  value: unknown;
  probe(fresh: Fresh): Probe;
}

export const draws = <T>(arbitrary: fc.Arbitrary<T>, probe: (value: T, fresh: Fresh) => Probe): fc.Arbitrary<Draw> =>
  arbitrary.map((value) => ({ value, probe: (fresh: Fresh) => probe(value, fresh) }));

/** The server's reading of a body: UTF-8, then JSON; a filled honeypot is a non-blank string in `website`. */
export function readsAsHoneypot(body: Buffer): boolean {
  try {
    const value: unknown = JSON.parse(body.toString('utf8'));
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
    const website = (value as { website?: unknown }).website;
    return typeof website === 'string' && website.trim() !== '';
  } catch {
    return false;
  }
}

export const jsonHeaders = (type = 'application/json'): [string, string][] => [['Content-Type', type]];

/** A body sent with its own Content-Length; its marker and honeypot as the server will read them. */
export const bodyProbe = (body: Buffer | string, fresh: Fresh, headers = jsonHeaders(), more: Partial<Probe> = {}): Probe => {
  const bytes = Buffer.isBuffer(body) ? body : Buffer.from(body, 'utf8');
  return { request: { headers, body: bytes }, marker: fresh.marker, honeypot: readsAsHoneypot(bytes), ...more };
};

/** NUL and UTF-16 halves without their partner are refused by the stores; graphemes never split a pair. */
const keepable = (text: string) => !text.includes('\u0000');
/** A typed field: any printable graphemes, blank ends allowed (the endpoint trims), never blank or longer than `max` once trimmed. */
const typed = (max: number, graphemes = 40) =>
  fc
    .string({ unit: 'grapheme', minLength: 1, maxLength: graphemes })
    .filter((text) => keepable(text) && text.trim() !== '' && text.trim().length <= max);
/** An optional value the browser fills in (page, attribution): at most `max` UTF-16 units, untrimmed. */
const browserText = (max: number) => fc.string({ unit: 'grapheme', maxLength: 60 }).filter((text) => keepable(text) && text.length <= max);

/** The site's address pattern (zod 4.6's, per leadRules.ts), at most 200 characters. */
const email = fc
  .tuple(
    fc.constantFrom('', ' ', '\t'),
    fc.stringMatching(/^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/),
  )
  .filter(([, address]) => address.length <= 200)
  .map(([blank, address]) => `${blank}${address}${blank}`);

/** Room left in a message for the marker the probe appends. */
const MARKER_ROOM = 40;
const LINKISH = /https?:\/\/|www\./i;
/** Prose of every length up to the 5,000-character cap (short unicode, long unicode, long ASCII), with up to 3 links. */
const message = fc
  .tuple(
    fc
      .oneof(
        { weight: 4, arbitrary: fc.string({ unit: 'grapheme', maxLength: 300 }) },
        { weight: 1, arbitrary: fc.string({ unit: 'grapheme', minLength: 1000, maxLength: 2200 }) },
        { weight: 1, arbitrary: fc.string({ unit: 'grapheme-ascii', minLength: 4000, maxLength: 5000 - MARKER_ROOM }) },
      )
      .filter((prose) => keepable(prose) && !LINKISH.test(prose)),
    fc.array(fc.webUrl({ withQueryParameters: true }), { maxLength: 3 }),
  )
  .map(([prose, links]) => [prose, ...links].join(' '))
  .filter((text) => text.trim().length <= 5000 - MARKER_ROOM);

const formAndAudience = fc.oneof(
  fc.record({ form: fc.constant('default'), audience: fc.constantFrom('startup', 'smb', 'enterprise') }, { requiredKeys: ['form'] }),
  fc.record({ form: fc.constant('pilot'), audience: fc.constantFrom('startup', 'smb', 'enterprise') }),
);

const attribution = fc.record(
  {
    landingPage: browserText(500),
    referrer: browserText(500),
    utm: fc.record(
      { source: browserText(200), medium: browserText(200), campaign: browserText(200), term: browserText(200), content: browserText(200) },
      { requiredKeys: [] },
    ),
  },
  { requiredKeys: [] },
);

export type LeadFields = Record<string, unknown> & { message: string };

/** Every field a person or the browser may send, valid by the form's rules; `website` blank when present. */
export const validFields: fc.Arbitrary<LeadFields> = fc
  .tuple(
    formAndAudience,
    fc.record(
      {
        name: typed(120),
        email,
        company: typed(160),
        message,
        website: fc.constantFrom('', ' ', '\t\n'),
        page: browserText(300),
        cta: fc.constantFrom('talk', 'say-hello', 'contact', 'search'),
        attribution,
      },
      { requiredKeys: ['name', 'email', 'company', 'message'] },
    ),
  )
  .map(([form, rest]) => ({ ...form, ...rest }));

/** The fields as sent: the marker at the end of the message and the probe's own token. */
export const withLead = (fields: LeadFields, fresh: Fresh, more: Record<string, unknown> = {}): Record<string, unknown> => ({
  ...fields,
  message: `${fields.message} ${fresh.marker}`,
  renderToken: fresh.token,
  ...more,
});

/** A non-blank honeypot value, as bots fill it. */
export const honeypotValue = fc.oneof(
  fc.webUrl(),
  fc.string({ unit: 'grapheme', minLength: 1, maxLength: 80 }).filter((text) => text.trim() !== ''),
);
