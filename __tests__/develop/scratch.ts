/** A throwaway copy of the project for the editing tests, so they never touch the real content/, plus `npm run cms` started in it. */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser } from 'playwright-core';

export const root = path.resolve(__dirname, '../..');
export const DEVELOP_PORT = Number(process.env.CMS_TEST_DEVELOP_PORT ?? 8300);
export const DECAP_PORT = Number(process.env.CMS_TEST_DECAP_PORT ?? 8381);
export const BASE = `http://localhost:${DEVELOP_PORT}`;

/** Debian's Chromium, headless (the same flags as the site's browser tests). */
export function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
    ],
  });
}

/** Everything but build output, dependencies and git; node_modules is linked, not copied. */
const SKIP = new Set(['node_modules', '.cache', 'public', '.git', 'data', 'test-results', '.ci-out']);

/** The branch of the scratch repository that `npm run cms` publishes into. */
export const SCRATCH_BRANCH = 'main';

/** Runs git in `dir` and returns its output, trimmed. */
export function git(dir: string, ...args: string[]): string {
  return execFileSync('git', args, { cwd: dir, encoding: 'utf8' }).trim();
}

/** A git repository of its own with everything in one commit on `main`, as the CMS's editorial workflow needs. */
export function makeScratchCopy(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-scratch-'));
  for (const entry of fs.readdirSync(root)) {
    if (SKIP.has(entry)) continue;
    fs.cpSync(path.join(root, entry), path.join(dir, entry), { recursive: true });
  }
  fs.symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  git(dir, 'init', '--quiet', `--initial-branch=${SCRATCH_BRANCH}`);
  git(dir, 'config', 'user.name', 'Editing tests');
  git(dir, 'config', 'user.email', 'editing-tests@localhost');
  git(dir, 'config', 'commit.gpgsign', 'false');
  git(dir, 'add', '--all');
  git(dir, 'commit', '--quiet', '--message', 'The project as the editing tests found it');
  return dir;
}

/** Terminal output of the running `npm run cms`, without colour codes. */
export class Terminal {
  private text = '';
  private exit: string | undefined;

  constructor(readonly child: ChildProcess) {
    child.on('exit', (code, signal) => {
      this.exit = `npm run cms exited (${signal ?? code})`;
    });
    const take = (chunk: Buffer) => {
      // eslint-disable-next-line no-control-regex
      this.text += chunk.toString().replace(/\u001b\[[0-9;]*[A-Za-z]/g, '');
    };
    child.stdout?.on('data', take);
    child.stderr?.on('data', take);
  }

  /** Where the output ends now: pass it to `waitFor` to look only at what comes after. */
  mark(): number {
    return this.text.length;
  }

  /** Output since `from` as one line (Gatsby wraps long lines at the terminal width). */
  since(from: number): string {
    return this.text.slice(from).replace(/\s+/g, ' ');
  }

  /** Resolves with the output since `from` once it matches `pattern`; rejects after `ms`. */
  waitFor(from: number, pattern: RegExp, ms: number): Promise<string> {
    const deadline = Date.now() + ms;
    return new Promise((resolve, reject) => {
      const poll = () => {
        const out = this.since(from);
        if (pattern.test(out)) resolve(out);
        else if (this.exit) reject(new Error(`${this.exit} before showing ${pattern}; it showed:\n${out.slice(-3000)}`));
        else if (Date.now() > deadline)
          reject(new Error(`terminal did not show ${pattern} within ${ms} ms; it showed:\n${out.slice(-3000)}`));
        else setTimeout(poll, 50);
      };
      poll();
    });
  }
}

/** Starts `npm run cms` (scripts/cms.mjs) in `dir` on the test ports, in its own process group. */
export function startCms(dir: string): { child: ChildProcess; terminal: Terminal } {
  const child = spawn(process.execPath, ['scripts/cms.mjs'], {
    cwd: dir,
    // Jest sets NODE_ENV=test, which gatsby develop must not inherit. CI is set as .ci/run sets it, wherever this runs:
    // Gatsby changes how develop serves page data there, and that is where a page once answered 404.
    env: {
      ...process.env,
      NODE_ENV: 'development',
      CI: 'true',
      CMS_DEVELOP_PORT: String(DEVELOP_PORT),
      DECAP_SERVER_PORT: String(DECAP_PORT),
      GATSBY_TELEMETRY_DISABLED: '1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  return { child, terminal: new Terminal(child) };
}

/** Sends `signal` to the process group `pid` leads (develop and decap-server with their workers); false once none is left. */
function signalGroup(pid: number, signal: NodeJS.Signals | 0): boolean {
  try {
    process.kill(-pid, signal);
    return true;
  } catch {
    return false;
  }
}

/**
 * Stops `npm run cms` and every process it started, and resolves once none is left, so nothing writes into the scratch
 * copy while it is removed (develop's workers outlive the npm process by a moment): SIGTERM, then SIGKILL after 10 s.
 */
export async function stopCms(child: ChildProcess | undefined): Promise<void> {
  const pid = child?.pid;
  if (!pid || !signalGroup(pid, 'SIGTERM')) return;
  const deadline = Date.now() + 10_000;
  while (signalGroup(pid, 0)) {
    if (Date.now() > deadline) signalGroup(pid, 'SIGKILL');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export async function status(url: string): Promise<number> {
  try {
    return (await fetch(url)).status;
  } catch {
    return 0;
  }
}
