/** POST /api/contact against the real `gatsby serve`: 201 and stored, 400 per field, 413, 415, honeypot, 50 concurrent leads intact. */
import fs from 'node:fs';
import path from 'node:path';
import { BASE } from './server';

const store = () => path.join(process.env.E2E_LEADS_DIR ?? '', 'leads.jsonl');
const storedLines = () => (fs.existsSync(store()) ? fs.readFileSync(store(), 'utf8').split('\n').filter(Boolean) : []);
const valid = (marker: string) => ({ form: 'default', name: 'Lena Brandt', email: 'lena@gardenize.app', company: 'Gardenize', message: `Redesign of our plant care app onboarding. ${marker}`, website: '' });
const post = (body: unknown, type = 'application/json') =>
  fetch(`${BASE}/api/contact`, { method: 'POST', headers: { 'content-type': type }, body: typeof body === 'string' ? body : JSON.stringify(body) });

test('the server knows where the store is', () => {
  expect(process.env.E2E_LEADS_DIR).toBeTruthy();
});

test('a valid lead is answered 201 and is already in the store', async () => {
  const marker = `valid-${Date.now()}`;
  const response = await post(valid(marker));
  expect(response.status).toBe(201);
  const line = storedLines().find((l) => l.includes(marker));
  expect(line).toBeDefined();
  expect(JSON.parse(line ?? '{}')).toMatchObject({ form: 'default', name: 'Lena Brandt', email: 'lena@gardenize.app', company: 'Gardenize', receivedAt: expect.any(String) });
  expect(JSON.parse(line ?? '{}')).not.toHaveProperty('website');
});

test.each([
  ['name', { name: '' }],
  ['email', { email: 'lena-at-gardenize' }],
  ['company', { company: ' ' }],
  ['message', { message: 'hi' }],
  ['audience', { form: 'pilot' }],
  ['form', { form: 'newsletter' }],
])('an invalid %s is answered 400 naming that field', async (field, change) => {
  const marker = `invalid-${field}-${Date.now()}`;
  const response = await post({ ...valid(marker), ...change });
  expect(response.status).toBe(400);
  const body = (await response.json()) as { fields: Record<string, string> };
  expect(Object.keys(body.fields)).toEqual([field]);
  expect(body.fields[field].length).toBeGreaterThan(5);
  expect(storedLines().some((l) => l.includes(marker))).toBe(false);
});

test('a body over the limit is answered 413', async () => {
  const response = await post({ ...valid('big'), message: 'x'.repeat(64 * 1024) });
  expect(response.status).toBe(413);
});

test('anything but JSON is answered 415', async () => {
  const response = await post('name=Lena&email=lena@gardenize.app', 'application/x-www-form-urlencoded');
  expect(response.status).toBe(415);
});

test('a filled honeypot is answered like success and stored nowhere', async () => {
  const marker = `honeypot-${Date.now()}`;
  const response = await post({ ...valid(marker), website: 'https://cheap-seo.example' });
  expect(response.status).toBe(201);
  expect(storedLines().some((l) => l.includes(marker))).toBe(false);
});

test('50 concurrent valid leads give 50 intact lines, none lost or interleaved', async () => {
  const batch = `batch-${Date.now()}`;
  const responses = await Promise.all(Array.from({ length: 50 }, (_, i) => post(valid(`${batch}-#${i}#`))));
  expect(responses.map((r) => r.status)).toEqual(Array(50).fill(201));
  const lines = storedLines();
  for (const line of lines) expect(() => JSON.parse(line)).not.toThrow();
  const mine = lines.filter((l) => l.includes(batch)).map((l) => (JSON.parse(l) as { message: string }).message);
  expect(mine).toHaveLength(50);
  expect(new Set(mine.map((m) => /#(\d+)#/.exec(m)?.[1])).size).toBe(50);
});
