/** SIGTERM: a lead still being uploaded is finished and stored, new connections are refused, and the process exits 0. */
import http from 'node:http';
import { waitFor } from '../helpers/waitFor';
import { agedToken, validLead } from './helpers/leads';
import { PORT_BASE, startSite } from './helpers/site';
import { fileStore } from './helpers/stores';

test('SIGTERM finishes the request in flight, then exits cleanly', async () => {
  const env = await fileStore.create();
  const site = await startSite(env, PORT_BASE + 30);
  const token = await agedToken(site.base);
  const marker = `shutdown-${Date.now()}`;
  const body = JSON.stringify({ ...validLead(marker), renderToken: token });
  const url = new URL(`${site.base}/api/contact`);
  const answered = new Promise<number>((resolve, reject) => {
    const req = http.request(
      {
        hostname: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      },
    );
    req.on('error', reject);
    /** Part of the body is on the wire when the signal arrives; the rest follows once the server says it is draining. */
    req.write(body.slice(0, 40), () => {
      site.child.kill('SIGTERM');
      waitFor(() => site.output.some((line) => line.includes('SIGTERM: finishing requests in flight')), 'the server to start draining')
        .then(() => req.end(body.slice(40)))
        .catch(reject);
    });
  });
  expect(await answered).toBe(201);
  expect(await site.exited).toBe(0);
  expect(JSON.stringify(await fileStore.leads(env))).toContain(marker);
  expect(site.output.some((line) => line.includes('SIGTERM: finishing requests in flight'))).toBe(true);
});
