/** postLead posts the lead the form checked as JSON, and tells sent, invalid (per field, as the endpoint answers), expired and failed apart. */
import { postLead } from '../../src/browser/submitLead';

const input = {
  form: 'default',
  name: 'Tom Okafor',
  email: 'tom@fitsync.app',
  company: 'FitSync',
  message: 'We want a UX audit of our coaching app.',
  website: '',
};
const answer = (status: number, body: unknown = {}) => ({ ok: status < 300, status, json: async () => body }) as unknown as Response;

test('posts a valid lead as JSON and reports it sent on 201', async () => {
  const fetchMock = jest.fn(async () => answer(201, { ok: true }));
  global.fetch = fetchMock;
  await expect(postLead('/api/contact', input)).resolves.toEqual({ kind: 'sent' });
  const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
  expect(url).toBe('/api/contact');
  expect(init.method).toBe('POST');
  expect(JSON.parse(init.body as string)).toEqual(input);
});

test('a 400 about the render token asks for a fresh one', async () => {
  global.fetch = jest.fn(async () => answer(400, { code: 'token' }));
  await expect(postLead('/api/contact', input)).resolves.toEqual({ kind: 'expired' });
});

test('maps a 400 with field messages to invalid, other answers and network errors to failed', async () => {
  global.fetch = jest.fn(async () => answer(400, { fields: { company: 'Please tell us your company.' } }));
  await expect(postLead('/x', input)).resolves.toEqual({ kind: 'invalid', errors: { company: 'Please tell us your company.' } });
  global.fetch = jest.fn(async () => answer(503));
  await expect(postLead('/x', input)).resolves.toEqual({ kind: 'failed', status: 503 });
  global.fetch = jest.fn(async () => {
    throw new TypeError('offline');
  });
  await expect(postLead('/x', input)).resolves.toEqual({ kind: 'failed' });
});
