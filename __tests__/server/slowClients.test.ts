/**
 * Clients that never finish, over raw sockets: a body dribbled a byte at a time is closed after REQUEST_TIMEOUT_MS while
 * pages keep answering; connections beyond MAX_CONNECTIONS are closed at once; and SIGTERM exits after SHUTDOWN_DRAIN_MS
 * even though a client holds a request with unfinished headers.
 */
import net from 'node:net';
import { PORT_BASE, startSite, type RunningSite } from './helpers/site';
import { fileStore } from './helpers/stores';
import { waitFor } from '../helpers/waitFor';

interface Held {
  socket: net.Socket;
  openedAt: number;
  /** When the server closed it (never set for sockets the test closes itself). */
  closedAt?: number;
  stop(): void;
}

/** Opens a socket, writes `head`, then one byte of `drip` every `everyMs`, until the server closes it or `stop()`. */
function hold(port: number, head: string, drip = '', everyMs = 500): Promise<Held> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, 'localhost');
    let timer: NodeJS.Timeout | undefined;
    let stoppedByTest = false;
    const held: Held = {
      socket,
      openedAt: 0,
      stop() {
        stoppedByTest = true;
        clearInterval(timer);
        socket.destroy();
      },
    };
    socket.on('error', () => undefined);
    socket.on('data', () => undefined);
    socket.on('close', () => {
      clearInterval(timer);
      if (!stoppedByTest) held.closedAt = Date.now();
    });
    socket.once('connect', () => {
      held.openedAt = Date.now();
      socket.write(head);
      let sent = 0;
      if (drip) timer = setInterval(() => socket.writable && sent < drip.length && socket.write(drip[sent++]), everyMs);
      resolve(held);
    });
    socket.once('error', reject);
  });
}

const SLOW_BODY_HEAD =
  'POST /api/contact HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 2000\r\n\r\n{"form":"default",';

describe('slow clients', () => {
  let site: RunningSite;
  afterEach(async () => {
    await site?.stop();
  });

  test('200 bodies dribbled a byte every 0.5 s are all closed once REQUEST_TIMEOUT_MS has passed; pages answer throughout', async () => {
    const port = PORT_BASE + 50;
    site = await startSite({ ...(await fileStore.create()), REQUEST_TIMEOUT_MS: '2000', LOG_LEVEL: 'warn' }, port);
    const sockets = await Promise.all(Array.from({ length: 200 }, () => hold(port, SLOW_BODY_HEAD, ' '.repeat(2000))));
    const pages: number[] = [];
    await waitFor(
      async () => {
        pages.push((await fetch(`${site.base}/`)).status);
        return sockets.every((s) => s.closedAt !== undefined);
      },
      'the server to close every slow-body socket',
      30_000,
      50,
    );
    const lived = sockets.map((s) => (s.closedAt ?? 0) - s.openedAt);
    console.log(
      `slow bodies: 200 sockets, closed by the server after ${(Math.min(...lived) / 1000).toFixed(1)}-${(Math.max(...lived) / 1000).toFixed(1)} s (limit 2 s); open after the limit: ${sockets.filter((s) => s.closedAt === undefined).length}; ${pages.length} page loads meanwhile, statuses ${[...new Set(pages)].join(', ')}`,
    );
    expect(Math.min(...lived)).toBeGreaterThanOrEqual(1900);
    expect([...new Set(pages)]).toEqual([200]);
    expect(site.child.exitCode).toBeNull();
  });

  test('connections beyond MAX_CONNECTIONS are closed at once; the site answers again when the holder lets go', async () => {
    const port = PORT_BASE + 51;
    site = await startSite({ ...(await fileStore.create()), MAX_CONNECTIONS: '50', LOG_LEVEL: 'warn' }, port);
    /** 70 clients holding unfinished requests; the test's own keep-alive connection from startup may hold one place too. */
    const holders: Held[] = [];
    for (let n = 0; n < 70; n += 1) holders.push(await hold(port, 'GET / HTTP/1.1\r\nHost: localhost\r\n'));
    const open = () => holders.filter((s) => s.closedAt === undefined).length;
    await waitFor(() => open() <= 50, 'the server to close the connections over the cap', 30_000, 50);
    console.log(`connection cap: of 70 held connections ${open()} stay open (MAX_CONNECTIONS=50)`);
    expect(open()).toBeGreaterThanOrEqual(48);
    holders.forEach((s) => s.stop());
    await waitFor(async () => {
      try {
        return (await fetch(`${site.base}/`)).status === 200;
      } catch {
        return false;
      }
    }, 'the site to answer once the 50 connections are gone');
  });
});

test('SIGTERM exits within SHUTDOWN_DRAIN_MS although a client never finishes its headers', async () => {
  const port = PORT_BASE + 52;
  const site = await startSite({ ...(await fileStore.create()), SHUTDOWN_DRAIN_MS: '1000' }, port);
  const stuck = await hold(port, 'GET / HTTP/1.1\r\nHost: localhost\r\nX-Slow: ');
  /** The server has read the partial request once it logs nothing new for it; give the socket a moment on the server side. */
  await waitFor(() => stuck.socket.bytesWritten > 0, 'the partial request to be written');
  const signalled = Date.now();
  site.child.kill('SIGTERM');
  const code = await Promise.race([site.exited, new Promise<'hung'>((resolve) => setTimeout(() => resolve('hung'), 30_000).unref())]);
  const seconds = (Date.now() - signalled) / 1000;
  console.log(`shutdown: SIGTERM to exit ${seconds.toFixed(2)} s with a stuck client (drain 1 s), exit code ${code}`);
  if (code === 'hung') site.child.kill('SIGKILL');
  stuck.stop();
  expect(code).toBe(0);
  expect(site.output.some((line) => line.includes('drain time over'))).toBe(true);
});
