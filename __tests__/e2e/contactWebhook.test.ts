/** A configured webhook receives each stored lead; when it fails, the lead is still stored and the visitor still gets 201. */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { startExtraServer, EXTRA_PORT } from './extraServer';

const HOOK_PORT = EXTRA_PORT + 2;
const received: string[] = [];
let hook: http.Server;
let server: { base: string; stop: () => void };
let dir: string;

beforeAll(async () => {
  hook = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      received.push(body);
      res.statusCode = 500;
      res.end('webhook is down');
    });
  });
  await new Promise<void>((resolve) => hook.listen(HOOK_PORT, 'localhost', resolve));
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'leads-hook-'));
  server = await startExtraServer({ LEADS_DIR: dir, LEADS_WEBHOOK_URL: `http://localhost:${HOOK_PORT}/leads` }, EXTRA_PORT + 1);
});
afterAll(async () => {
  server?.stop();
  await new Promise((resolve) => hook?.close(resolve));
});

test('the lead is stored before the answer, forwarded, and kept although the webhook fails', async () => {
  const marker = `hook-${Date.now()}`;
  const lead = { form: 'pilot', audience: 'startup', name: 'Tom Okafor', email: 'tom@fitsync.app', company: 'FitSync', message: `Pilot for our coach dashboard. ${marker}`, website: '' };
  const response = await fetch(`${server.base}/api/contact`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(lead) });
  expect(response.status).toBe(201);
  expect(fs.readFileSync(path.join(dir, 'leads.jsonl'), 'utf8')).toContain(marker);
  for (let i = 0; i < 50 && !received.some((b) => b.includes(marker)); i += 1) await new Promise((r) => setTimeout(r, 100));
  expect(JSON.parse(received.find((b) => b.includes(marker)) ?? '{}')).toMatchObject({ form: 'pilot', audience: 'startup', company: 'FitSync' });
  const lines = fs.readFileSync(path.join(dir, 'leads.jsonl'), 'utf8').split('\n').filter(Boolean);
  expect(lines.filter((l) => l.includes(marker))).toHaveLength(1);
});
