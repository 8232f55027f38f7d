/** A local stand-in for a Plausible-style analytics server: records every POST /api/event body, answers 202 like Plausible. */
import http from 'node:http';

export interface Receiver {
  events: Record<string, unknown>[];
  /** Requests of any kind, so a test can prove nothing arrived. */
  hits: string[];
  close: () => Promise<void>;
}

export async function startReceiver(port: number): Promise<Receiver> {
  const events: Record<string, unknown>[] = [];
  const hits: string[] = [];
  const server = http.createServer((request, response) => {
    hits.push(`${request.method} ${request.url}`);
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      if (request.method === 'POST' && request.url === '/api/event') events.push(JSON.parse(body) as Record<string, unknown>);
      response.writeHead(202, { 'access-control-allow-origin': '*' }).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { events, hits, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
