/** A throwaway PostgreSQL cluster (Debian's initdb + pg_ctl) on a free port in a temp dir; initdb refuses root, so as root it runs as `nobody`. */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export interface Postgres {
  url: string;
  /** Stops the server (fast shutdown: every connection is ended) and keeps its data, for an outage. */
  pause(): void;
  /** Starts it again on the same port and data. */
  resume(): void;
  stop(): void;
}

function binDir(): string {
  const root = '/usr/lib/postgresql';
  const versions = fs.existsSync(root)
    ? fs
        .readdirSync(root)
        .filter((v) => fs.existsSync(path.join(root, v, 'bin/initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (versions.length === 0)
    throw new Error(
      'PostgreSQL server binaries (initdb, pg_ctl) are missing: `apt-get install -y postgresql` (scripts/ensure-postgres.sh does this when run as root).',
    );
  return path.join(root, versions[0], 'bin');
}

export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, 'localhost', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });

export async function startPostgres(): Promise<Postgres> {
  const bin = binDir();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'leads-pg-'));
  const asRoot = process.getuid?.() === 0;
  const NOBODY = 65534;
  if (asRoot) fs.chownSync(dir, NOBODY, NOBODY);
  const run = (command: string, args: string[]) =>
    execFileSync(asRoot ? 'runuser' : command, asRoot ? ['-u', 'nobody', '--', command, ...args] : args, { stdio: 'pipe', cwd: dir });
  const port = await freePort();
  const data = path.join(dir, 'data');
  run(path.join(bin, 'initdb'), ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C', '--no-sync']);
  const start = () =>
    run(path.join(bin, 'pg_ctl'), [
      '-D',
      data,
      '-l',
      path.join(dir, 'server.log'),
      '-w',
      '-o',
      `-p ${port} -k ${dir} -c listen_addresses=localhost -c max_connections=200`,
      'start',
    ]);
  start();
  return {
    url: `postgres://postgres@localhost:${port}/postgres`,
    pause() {
      run(path.join(bin, 'pg_ctl'), ['-D', data, '-m', 'fast', '-w', 'stop']);
    },
    resume: start,
    stop() {
      try {
        run(path.join(bin, 'pg_ctl'), ['-D', data, '-m', 'fast', '-w', 'stop']);
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
