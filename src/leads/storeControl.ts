/**
 * The file store has one writer, the running server. `npm run leads` asks that server, over a Unix socket in LEADS_DIR
 * (owner-only), to export, erase, purge, report or deliver, so the work runs under the same append/rewrite exclusion
 * as every lead it takes: no lead posted meanwhile is lost and no downtime is needed. Without a server the command
 * opens the files itself.
 */
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import type { LeadStore, LeadWithDeliveries, OutboxState, Removed } from './store';

export const controlSocket = (dir: string) => path.join(dir, 'control.sock');

/** What `npm run leads` does to a store, whether it holds the store itself or asks the server that does. */
export interface StoreOperations {
  list(): Promise<LeadWithDeliveries[]>;
  erase(email: string): Promise<Removed>;
  purge(before: number): Promise<Removed>;
  outboxState(): Promise<OutboxState>;
  /** One outbox pass now; how many deliveries it attempted. */
  deliver(): Promise<number>;
}

type Request =
  { op: 'list' } | { op: 'erase'; email: string } | { op: 'purge'; before: number } | { op: 'outboxState' } | { op: 'deliver' };

type Answer = { ok: true; result: unknown } | { ok: false; error: string };

function run(operations: StoreOperations, request: Request): Promise<unknown> {
  switch (request.op) {
    case 'list':
      return operations.list();
    case 'erase':
      return operations.erase(String(request.email));
    case 'purge':
      return operations.purge(Number(request.before));
    case 'outboxState':
      return operations.outboxState();
    case 'deliver':
      return operations.deliver();
    default:
      return Promise.reject(new Error(`unknown operation ${JSON.stringify((request as { op: unknown }).op)}`));
  }
}

export const localOperations = (store: LeadStore, deliver: () => Promise<number>): StoreOperations => ({
  list: () => store.list(),
  erase: (email) => store.erase(email),
  purge: (before) => store.purge(before),
  outboxState: () => store.outboxState(),
  deliver,
});

/** Serves `operations` on LEADS_DIR/control.sock (one JSON line in, one out); resolves with the function that closes it. */
export async function serveStoreControl(dir: string, operations: StoreOperations): Promise<() => Promise<void>> {
  const file = controlSocket(dir);
  /** Connections that have not sent a whole request yet: closed at shutdown. One whose operation runs is let finish. */
  const waiting = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    waiting.add(socket);
    socket.on('close', () => waiting.delete(socket));
    let text = '';
    socket.setEncoding('utf8');
    socket.on('error', () => undefined);
    socket.on('data', (chunk: string) => {
      text += chunk;
      const end = text.indexOf('\n');
      if (end < 0) return;
      socket.removeAllListeners('data');
      waiting.delete(socket);
      let request: Request;
      try {
        request = JSON.parse(text.slice(0, end)) as Request;
      } catch {
        socket.end(`${JSON.stringify({ ok: false, error: 'not a JSON request' } satisfies Answer)}\n`);
        return;
      }
      void run(operations, request).then(
        (result) => socket.end(`${JSON.stringify({ ok: true, result } satisfies Answer)}\n`),
        (error: unknown) =>
          socket.end(`${JSON.stringify({ ok: false, error: error instanceof Error ? error.message : String(error) } satisfies Answer)}\n`),
      );
    });
  });
  /** A socket file left by a server that was killed: this process owns the directory now (server.pid), so it is replaced. */
  fs.rmSync(file, { force: true });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(file, () => {
      server.off('error', reject);
      resolve();
    });
  });
  fs.chmodSync(file, 0o600);
  return () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      for (const socket of waiting) socket.destroy();
    });
}

/**
 * The operations of the server (pid `pid`) listening on LEADS_DIR/control.sock; each rejects with the server's own
 * message on failure. A server that does not answer is never bypassed: its files stay untouched.
 */
export function remoteOperations(dir: string, pid: number): StoreOperations {
  const unreachable = (error: NodeJS.ErrnoException) =>
    error.code === 'ENOENT' || error.code === 'ECONNREFUSED'
      ? new Error(
          `The server (pid ${pid}) is using the file store in ${dir} but does not answer on ${controlSocket(dir)}: restart it, or stop it and run this command again. Nothing was changed.`,
        )
      : error;
  const ask = <T>(request: Request): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      const socket = net.connect(controlSocket(dir));
      let text = '';
      socket.setEncoding('utf8');
      socket.on('connect', () => socket.write(`${JSON.stringify(request)}\n`));
      socket.on('data', (chunk: string) => (text += chunk));
      socket.on('error', (error) => reject(unreachable(error)));
      socket.on('end', () => {
        try {
          const answer = JSON.parse(text) as Answer;
          if (answer.ok) resolve(answer.result as T);
          else reject(new Error(answer.error));
        } catch {
          reject(new Error(`the server's answer on ${controlSocket(dir)} was cut off`));
        }
      });
    });
  return {
    list: () => ask({ op: 'list' }),
    erase: (email) => ask({ op: 'erase', email }),
    purge: (before) => ask({ op: 'purge', before }),
    outboxState: () => ask({ op: 'outboxState' }),
    deliver: () => ask({ op: 'deliver' }),
  };
}
