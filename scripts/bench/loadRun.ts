/** The load loop the server benchmarks share: `count` requests spread over concurrent clients, and the machine they ran on. */
import http from 'node:http';
import os from 'node:os';

/** POSTs `body` as JSON to localhost:`port``path` through `agent`; resolves with the status code (0 when the request failed). */
export const postJson = (agent: http.Agent, port: number, path: string, body: string, headers: http.OutgoingHttpHeaders = {}) =>
  new Promise<number>((resolve) => {
    const req = http.request(
      {
        host: 'localhost',
        port,
        path,
        method: 'POST',
        agent,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), ...headers },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', () => resolve(0));
    req.end(body);
  });

/** Calls `request(0)` … `request(count - 1)` from `clients` concurrent loops; returns the seconds it took. */
export async function runConcurrently(clients: number, count: number, request: (n: number) => Promise<void>): Promise<number> {
  let next = 0;
  const start = process.hrtime.bigint();
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (next < count) await request(next++);
    }),
  );
  return Number(process.hrtime.bigint() - start) / 1e9;
}

/** The line every benchmark ends with, so figures from a busy machine read as such. */
export const machineLine = () =>
  `machine: ${os.cpus().length} CPUs, load average ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`;
