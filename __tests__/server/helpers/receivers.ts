/** Local receivers for the outbox's channels: a webhook that can be switched between failing and working, and an SMTP mailbox. */
import http from 'node:http';
import { SMTPServer } from 'smtp-server';

export interface Webhook {
  /** Bodies of every call, failed or not. */
  calls: string[];
  /** While true, every call is answered 500. */
  failing: boolean;
  /** Calls whose body holds one of these markers are always answered 500. */
  refuse: string[];
  close(): Promise<void>;
}

export async function startWebhook(port: number): Promise<Webhook> {
  const server = http.createServer();
  const hook: Webhook = {
    calls: [],
    failing: false,
    refuse: [],
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  server.on('request', (req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      hook.calls.push(body);
      const fail = hook.failing || hook.refuse.some((marker) => body.includes(marker));
      res.statusCode = fail ? 500 : 200;
      res.end(fail ? 'webhook is down' : 'ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(port, 'localhost', resolve));
  return hook;
}

export interface Mailbox {
  messages: string[];
  close(): Promise<void>;
}

export async function startMailbox(port: number): Promise<Mailbox> {
  const messages: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      let data = '';
      stream.on('data', (chunk: Buffer) => (data += chunk.toString('utf8')));
      stream.on('end', () => {
        messages.push(data);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, 'localhost', () => resolve()));
  return { messages, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
