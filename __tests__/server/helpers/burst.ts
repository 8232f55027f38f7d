/** Many posts from concurrent clients over keep-alive connections, as a busy site receives them. */
import http from 'node:http';

export interface Answer {
  status: number;
  index: number;
}

/** Posts `bodies` with `concurrency` clients until `count` or `stopped()`; an index whose connection failed (server killed) answers status 0. */
export async function burst(
  base: string,
  bodies: (index: number) => { body: string; type?: string },
  count: number,
  concurrency = 50,
  onAnswer?: (answer: Answer) => void,
  stopped: () => boolean = () => false,
): Promise<Answer[]> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  const url = new URL(`${base}/api/contact`);
  const answers: Answer[] = [];
  let next = 0;
  const one = (index: number) =>
    new Promise<Answer>((resolve) => {
      const { body, type = 'application/json' } = bodies(index);
      const req = http.request(
        {
          hostname: url.hostname,
          port: url.port,
          path: url.pathname,
          method: 'POST',
          agent,
          headers: { 'content-type': type, 'content-length': Buffer.byteLength(body) },
        },
        (res) => {
          res.resume();
          res.on('end', () => resolve({ status: res.statusCode ?? 0, index }));
        },
      );
      req.on('error', () => resolve({ status: 0, index }));
      req.end(body);
    });
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count && !stopped()) {
        const answer = await one(next++);
        answers.push(answer);
        onAnswer?.(answer);
      }
    }),
  );
  agent.destroy();
  return answers;
}
