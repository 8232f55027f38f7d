/**
 * The kinds of body a hostile or broken client sends to POST /api/contact, each a fast-check generator of probes:
 * random bytes, deep nesting, odd encodings, content types and forms, prototype keys, oversize fields and bodies,
 * lying lengths and broken framing, and the valid leads (a filled honeypot among them) they are mixed with.
 */
import { gzipSync } from 'node:zlib';
import fc from 'fast-check';
import {
  BODY_LIMIT,
  bodyProbe,
  draws,
  honeypotValue,
  jsonHeaders,
  readsAsHoneypot,
  validFields,
  withLead,
  type Draw,
  type Probe,
} from './leadArbitraries';

export interface ProbeKind {
  name: string;
  /** Batches of CONCURRENT_PROBES sent at once; each batch is one run of the property. */
  runs: number;
  arbitrary: fc.Arbitrary<Draw>;
}

/** A field's value in the JSON text replaced by raw JSON text (a deep value, an injected key). */
const PLACEHOLDER = 'PROBE_PLACEHOLDER_7f3a';
const spliced = (value: unknown, raw: string) => JSON.stringify(value).replace(`"${PLACEHOLDER}"`, raw);
const splicedKey = (value: unknown, raw: string) => JSON.stringify(value).replace(`"${PLACEHOLDER}":0`, raw);

const validLeads: ProbeKind = {
  name: 'valid leads',
  runs: 100,
  arbitrary: draws(
    fc.record({
      fields: validFields,
      /** One lead in six is a bot's, its honeypot filled. */
      honeypot: fc.oneof({ weight: 5, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: honeypotValue }),
      type: fc.constantFrom('application/json', 'application/json; charset=utf-8', 'Application/JSON', 'application/vnd.oakline.lead+json'),
    }),
    ({ fields, honeypot, type }, fresh) => {
      const body = Buffer.from(JSON.stringify(withLead(fields, fresh, honeypot === null ? {} : { website: honeypot })));
      return bodyProbe(body, fresh, jsonHeaders(type), { expected: [body.length > BODY_LIMIT ? 413 : 201] });
    },
  ),
};

const randomBytes: ProbeKind = {
  name: 'random bytes',
  runs: 40,
  arbitrary: draws(
    fc.record({
      bytes: fc.oneof(fc.uint8Array({ maxLength: 64 }), fc.uint8Array({ minLength: 1000, maxLength: 20_000 })),
      type: fc.option(fc.constantFrom('application/json', 'application/problem+json', 'text/plain', 'application/octet-stream', '')),
    }),
    ({ bytes, type }, fresh) =>
      bodyProbe(Buffer.from(bytes), fresh, type === null ? [] : jsonHeaders(type), {
        marker: undefined,
        expected: type?.includes('json') ? [400, 413] : [400, 413, 415],
      }),
  ),
};

const deepNesting: ProbeKind = {
  name: 'deep nesting',
  runs: 40,
  arbitrary: draws(
    fc.record({
      fields: validFields,
      depth: fc.oneof(fc.integer({ min: 1, max: 50 }), fc.integer({ min: 1000, max: 9000 })),
      shape: fc.constantFrom('arrays', 'objects', 'unclosed', 'as name', 'as utm', 'as page', 'random JSON', 'random JSON as extra field'),
      random: fc.jsonValue({ maxDepth: 12 }),
    }),
    ({ fields, depth, shape, random }, fresh) => {
      const arrays = `${'['.repeat(depth)}${']'.repeat(depth)}`;
      const objects = `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
      const lead = withLead(fields, fresh);
      const body = {
        arrays,
        objects,
        unclosed: '{"a":['.repeat(depth),
        'as name': spliced({ ...lead, name: PLACEHOLDER }, objects),
        'as utm': spliced({ ...lead, attribution: { utm: PLACEHOLDER } }, arrays),
        'as page': spliced({ ...lead, page: PLACEHOLDER }, objects),
        'random JSON': JSON.stringify(random),
        'random JSON as extra field': JSON.stringify({ ...lead, extra: random }),
      }[shape];
      return bodyProbe(body, fresh);
    },
  ),
};

/** Bytes that are not UTF-8: a lone continuation, an overlong NUL, an encoded surrogate half, a cut sequence, a Latin-1 é. */
const notUtf8 = fc.oneof(
  fc.constantFrom([0x80], [0xc0, 0x80], [0xed, 0xa0, 0x80], [0xe2, 0x82], [0xe9], [0xff, 0xfe], [0xf4, 0x90, 0x80, 0x80]),
  fc.array(fc.integer({ min: 0x80, max: 0xff }), { minLength: 1, maxLength: 8 }),
);

const oddEncodings: ProbeKind = {
  name: 'odd encodings',
  runs: 40,
  arbitrary: draws(
    fc.record({
      fields: validFields,
      encoding: fc.constantFrom(
        'UTF-16LE',
        'UTF-16LE with BOM',
        'UTF-16BE with BOM',
        'UTF-8 with BOM',
        'bytes that are not UTF-8 in a field',
        'raw NUL in a field',
        'escaped NUL in a field',
        'escaped lone surrogate in a field',
        'Latin-1',
      ),
      field: fc.constantFrom('name', 'company', 'message'),
      bytes: notUtf8,
      charset: fc.constantFrom('', '; charset=utf-8', '; charset=utf-16', '; charset=iso-8859-1', '; charset=bogus'),
    }),
    ({ fields, encoding, field, bytes, charset }, fresh) => {
      const lead = withLead(fields, fresh);
      const text = JSON.stringify(lead);
      const [before, after] = JSON.stringify({ ...lead, [field]: `${String(lead[field])}${PLACEHOLDER}` }).split(PLACEHOLDER);
      const inField = (insert: Buffer) => Buffer.concat([Buffer.from(before), insert, Buffer.from(after)]);
      const textInField = (insert: string) => Buffer.from(`${before}${insert}${after}`);
      const utf16le = Buffer.from(text, 'utf16le');
      const body = {
        'UTF-16LE': () => utf16le,
        'UTF-16LE with BOM': () => Buffer.concat([Buffer.from([0xff, 0xfe]), utf16le]),
        'UTF-16BE with BOM': () => Buffer.concat([Buffer.from([0xfe, 0xff]), Buffer.from(utf16le).swap16()]),
        'UTF-8 with BOM': () => Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text)]),
        'bytes that are not UTF-8 in a field': () => inField(Buffer.from(bytes)),
        'raw NUL in a field': () => inField(Buffer.from([0])),
        'escaped NUL in a field': () => textInField('\\u0000'),
        'escaped lone surrogate in a field': () => textInField('\\ud800'),
        'Latin-1': () => Buffer.from(text, 'latin1'),
      }[encoding]();
      return bodyProbe(body, fresh, jsonHeaders(`application/json${charset}`));
    },
  ),
};

/** A form field's text: nested values (attribution) as JSON. */
const formValue = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));
const multipart = (lead: Record<string, unknown>) =>
  `${Object.entries(lead)
    .map(([name, value]) => `------oak\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${formValue(value)}\r\n`)
    .join('')}------oak--\r\n`;

const contentTypes: ProbeKind = {
  name: 'content types and forms',
  runs: 40,
  arbitrary: draws(
    fc.record({
      fields: validFields,
      body: fc.constantFrom('JSON', 'urlencoded', 'multipart', 'gzipped JSON'),
      type: fc.oneof(
        fc.constantFrom(
          null,
          '',
          'application/json',
          'APPLICATION/JSON',
          'application/json ; charset=utf-8',
          'application/json;;;q=1',
          'application/json\t',
          ' application/json',
          'application/json, text/plain',
          'application/ld+json',
          'application/+json',
          'application/jsonp',
          'application/json-evil',
          'text/json',
          'text/plain',
          'application/x-www-form-urlencoded',
          'multipart/form-data; boundary=----oak',
          'multipart/form-data',
          '*/*',
          'application/*',
          'application/',
          'json',
          'application/octet-stream',
        ),
        fc.string({ unit: 'binary-ascii', maxLength: 60 }).map((junk) => junk.replace(/[\r\n]/g, '')),
      ),
      second: fc.option(fc.constantFrom('application/json', 'text/plain', 'multipart/form-data; boundary=----oak')),
      contentEncoding: fc.option(fc.constantFrom('gzip', 'br', 'identity', 'x-bogus')),
    }),
    ({ fields, body, type, second, contentEncoding }, fresh) => {
      const lead = withLead(fields, fresh);
      const bytes = {
        JSON: () => Buffer.from(JSON.stringify(lead)),
        urlencoded: () =>
          Buffer.from(new URLSearchParams(Object.entries(lead).map(([name, value]) => [name, formValue(value)])).toString()),
        multipart: () => Buffer.from(multipart(lead)),
        'gzipped JSON': () => gzipSync(JSON.stringify(lead)),
      }[body]();
      const headers: [string, string][] = [
        ...(type === null ? [] : jsonHeaders(type)),
        ...(second === null ? [] : jsonHeaders(second)),
        ...(contentEncoding === null ? [] : [['Content-Encoding', contentEncoding] as [string, string]]),
      ];
      return bodyProbe(bytes, fresh, headers);
    },
  ),
};

const prototypeKeys: ProbeKind = {
  name: 'prototype keys',
  runs: 40,
  arbitrary: draws(
    fc.record({
      fields: validFields,
      key: fc.constantFrom('__proto__', 'constructor', 'prototype', 'hasOwnProperty', 'toString'),
      value: fc.constantFrom(
        '{}',
        'null',
        '"x"',
        '[]',
        '1',
        '{"website":"https://spam.example"}',
        '{"isAdmin":true,"form":"pilot"}',
        '{"toString":1,"valueOf":"x"}',
        '{"prototype":{"website":"x"}}',
        '{"__proto__":{"website":"x","renderToken":"x"}}',
      ),
      where: fc.constantFrom('first', 'last', 'in attribution', 'in utm', 'alone', 'twice'),
    }),
    ({ fields, key, value, where }, fresh) => {
      const lead = withLead(fields, fresh);
      const raw = `"${key}":${value}`;
      const body = {
        first: () => `{${raw},${JSON.stringify(lead).slice(1)}`,
        last: () => `${JSON.stringify(lead).slice(0, -1)},${raw}}`,
        'in attribution': () => splicedKey({ ...lead, attribution: { [PLACEHOLDER]: 0 } }, raw),
        'in utm': () => splicedKey({ ...lead, attribution: { utm: { [PLACEHOLDER]: 0 } } }, raw),
        alone: () => `{${raw}}`,
        twice: () => `{${raw},${JSON.stringify(lead).slice(1, -1)},${raw}}`,
      }[where]();
      return bodyProbe(body, fresh);
    },
  ),
};

/** A field over its cap (or the whole body over the limit by whitespace): refused, 400 or 413, never stored. */
const oversize: ProbeKind = {
  name: 'oversize fields and bodies',
  runs: 40,
  arbitrary: draws(
    fc.record({
      fields: validFields,
      field: fc.constantFrom('name', 'email', 'company', 'message', 'page', 'utm', 'renderToken', 'website', 'keys', 'padding'),
      extra: fc.oneof(fc.integer({ min: 1, max: 50 }), fc.integer({ min: 1, max: 30_000 })),
      unit: fc.constantFrom('a', 'é', '😀', '\u0001', ' x'),
      padding: fc.constantFrom(-1, 0, 1),
    }),
    ({ fields, field, extra, unit, padding }, fresh) => {
      const lead = withLead(fields, fresh);
      /** Over the cap however characters are counted (UTF-16 units for typed fields, code points for the others). */
      const over = (cap: number) => unit.repeat(cap + extra);
      const address = `${'a'.repeat(200 + extra)}@example.com`;
      if (field === 'padding') {
        const text = JSON.stringify(lead);
        const size = Math.max(Buffer.byteLength(text), BODY_LIMIT + padding);
        const body = text + ' '.repeat(size - Buffer.byteLength(text));
        return bodyProbe(body, fresh, jsonHeaders(), { expected: [size > BODY_LIMIT ? 413 : 201] });
      }
      const changed = {
        name: { name: over(120) },
        email: { email: address },
        company: { company: over(160) },
        message: { message: `${over(5000)} ${fresh.marker}` },
        page: { page: over(300) },
        utm: { attribution: { utm: { source: over(200) } } },
        renderToken: { renderToken: `${fresh.token}${over(200)}` },
        website: { website: over(500) },
        keys: Object.fromEntries(Array.from({ length: Math.min(extra, 3000) }, (_, n) => [`k${n}`, n])),
      }[field];
      const body = Buffer.from(JSON.stringify({ ...lead, ...changed }));
      const honeypot = readsAsHoneypot(body);
      return bodyProbe(body, fresh, jsonHeaders(), { expected: body.length > BODY_LIMIT ? [413] : honeypot ? [201] : [400] });
    },
  ),
};

const chunked = (body: Buffer, sizes: number[]) => {
  const parts: Buffer[] = [];
  let at = 0;
  for (const size of sizes) {
    if (at >= body.length) break;
    const chunk = body.subarray(at, at + size);
    parts.push(Buffer.from(`${chunk.length.toString(16)}\r\n`), chunk, Buffer.from('\r\n'));
    at += chunk.length;
  }
  if (at < body.length) parts.push(Buffer.from(`${(body.length - at).toString(16)}\r\n`), body.subarray(at), Buffer.from('\r\n'));
  return Buffer.concat([...parts, Buffer.from('0\r\n\r\n')]);
};

/** Lengths that lie, chunked bodies good and bad, and headers that break the framing, written byte for byte. */
const framing: ProbeKind = {
  name: 'lying lengths and broken framing',
  runs: 40,
  arbitrary: draws(
    fc.record({
      fields: validFields,
      kind: fc.constantFrom(
        'length short by some bytes',
        'length short of trailing junk',
        'length longer than the body',
        'huge length, short body',
        'chunked',
        'chunked, bad size',
        'chunked and a length',
        'two different lengths',
        'negative length',
        'length not a number',
        'no length',
        'expect 100-continue',
        'unknown expectation',
        'folded header',
        'header split by CR',
      ),
      cut: fc.integer({ min: 1, max: 200 }),
      sizes: fc.array(fc.integer({ min: 1, max: 4096 }), { minLength: 1, maxLength: 10 }),
    }),
    ({ fields, kind, cut, sizes }, fresh) => {
      const json = Buffer.from(JSON.stringify(withLead(fields, fresh)));
      const length = (value: string | number): [string, string] => ['Content-Length', String(value)];
      const type = jsonHeaders()[0];
      const sent = (headers: [string, string][], body: Buffer, more: Partial<Probe> = {}) =>
        bodyProbe(body, fresh, headers, { request: { headers, body, autoLength: false }, ...more });
      const fits = json.length <= BODY_LIMIT;
      switch (kind) {
        case 'length short by some bytes':
          return sent([type, length(Math.max(0, json.length - cut))], json, { honeypot: false, answerMayBeLost: true });
        case 'length short of trailing junk':
          return sent([type, length(json.length)], Buffer.concat([json, Buffer.from(`  ${'x'.repeat(cut)}`)]), {
            honeypot: readsAsHoneypot(json),
            answerMayBeLost: true,
          });
        case 'length longer than the body':
          return sent([type, length(json.length + cut)], json, {
            request: { headers: [type, length(json.length + cut)], body: json, autoLength: false, halfClose: true },
            mayGoUnanswered: true,
          });
        case 'huge length, short body':
          return sent([type, length(10 ** 12)], json, {
            request: { headers: [type, length(10 ** 12)], body: json, autoLength: false, halfClose: true },
            expected: [413],
          });
        case 'chunked':
          return sent([type, ['Transfer-Encoding', 'chunked']], chunked(json, sizes), { honeypot: false, expected: [fits ? 201 : 413] });
        case 'chunked, bad size':
          return sent([type, ['Transfer-Encoding', 'chunked']], Buffer.concat([Buffer.from('zz\r\n'), json, Buffer.from('\r\n0\r\n\r\n')]));
        case 'chunked and a length':
          return sent([type, ['Transfer-Encoding', 'chunked'], length(json.length)], chunked(json, sizes), { honeypot: false });
        case 'two different lengths':
          return sent([type, length(json.length), length(json.length + cut)], json);
        case 'negative length':
          return sent([type, length(-cut)], json);
        case 'length not a number':
          return sent([type, length(`${json.length}abc`)], json);
        case 'no length':
          return sent([type], json, { honeypot: false, answerMayBeLost: true });
        case 'expect 100-continue':
          return sent([type, ['Expect', '100-continue'], length(json.length)], json, { expected: [fits ? 201 : 413] });
        case 'unknown expectation':
          return sent([type, ['Expect', 'the-unexpected'], length(json.length)], json);
        case 'folded header':
          return sent([['Content-Type', 'application/json\r\n ;charset=utf-8'], length(json.length)], json);
        case 'header split by CR':
          return sent([['Content-Type', 'application/json\rX-Other: 1'], length(json.length)], json);
      }
    },
  ),
};

/** In the order they run: the valid leads last, so anything a hostile body left behind in the process shows on them. */
export const probeKinds: ProbeKind[] = [randomBytes, deepNesting, oddEncodings, contentTypes, prototypeKeys, oversize, framing, validLeads];
