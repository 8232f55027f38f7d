/** `npm run upgrade:check`: in a scratch worktree of HEAD, moves every dependency to the newest version in range, then each upstream group to its newest release, builds and runs the quick tier, and prints what passed and what stopped (the patch or file). */
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import semver from 'semver';
import { patches } from '../src/patches';

/** The groups moved to their newest release one at a time (on top of the in-range update), and whether they can change the built site. */
const GROUPS: { name: string; packages: RegExp; build: boolean }[] = [
  { name: 'gatsby', packages: /^(gatsby(-.+)?|babel-preset-gatsby)$/, build: true },
  { name: 'react', packages: /^(react|react-dom|@types\/react|@types\/react-dom)$/, build: true },
  { name: 'sharp', packages: /^sharp$/, build: true },
  { name: 'typescript', packages: /^typescript$/, build: false },
  { name: 'eslint', packages: /^(eslint|@eslint\/js)$/, build: false },
  { name: 'typescript-eslint', packages: /^typescript-eslint$/, build: false },
  { name: 'jest', packages: /^(jest|babel-jest|jest-environment-jsdom|@types\/jest)$/, build: false },
  { name: 'playwright', packages: /^(@playwright\/test|playwright-core)$/, build: false },
];

interface Row {
  step: string;
  moved: string;
  install: string;
  build: string;
  quick: string;
  stoppedAt: string;
  review: string;
}

const root = process.cwd();
const stamp = new Date().toISOString().slice(0, 16).replace(/[:T]/g, '-');
const scratch = path.join(os.tmpdir(), `upgrade-check-${stamp}`);
const logs = path.join(os.tmpdir(), `upgrade-check-logs-${stamp}`);
const env = { ...process.env, GATSBY_TELEMETRY_DISABLED: '1' };

/** Runs a command in the scratch copy, writes its output to the log folder, and gives its exit status and output. */
function run(label: string, command: string, args: string[]): { ok: boolean; output: string } {
  const started = Date.now();
  process.stdout.write(`· ${label}: ${command} ${args.join(' ')} … `);
  const result = spawnSync(command, args, { cwd: scratch, env, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
  const output = `${result.stdout ?? ''}${result.stderr ?? ''}`;
  fs.writeFileSync(path.join(logs, `${label.replace(/[^a-z0-9]+/gi, '-')}.log`), output);
  const ok = result.status === 0;
  console.log(`${ok ? 'ok' : `exit ${result.status ?? result.signal}`} (${Math.round((Date.now() - started) / 1000)} s)`);
  return { ok, output };
}

const stripAnsi = (text: string) => stripVTControlCharacters(text);

/** The first line of a failing output that names what stopped: a patch's shape check, a type error, a lint error, a failing test file, an install conflict. */
function stoppedAt(output: string): string {
  const lines = stripAnsi(output).split('\n');
  const patchEnd = lines.findIndex((line) => /review or remove/.test(line));
  if (patchEnd >= 0) {
    // Gatsby wraps an error to the terminal's width: the message, from the patch's name on, is the paragraph ending here.
    let start = patchEnd;
    while (start > 0 && lines[start - 1]?.trim()) start -= 1;
    return lines
      .slice(start, patchEnd + 1)
      .join(' ')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 220);
  }
  const typeError = lines.find((line) => /^\S+\.tsx?\(\d+,\d+\): error TS\d+/.test(line));
  if (typeError) return typeError.trim().slice(0, 220);
  const lintIndex = lines.findIndex((line) => /^\s+\d+:\d+\s+error\s/.test(line));
  if (lintIndex > 0) {
    const file = [...lines.slice(0, lintIndex)].reverse().find((line) => line.startsWith('/'));
    return `${file ? path.relative(scratch, file.trim()) : ''} ${lines[lintIndex]?.trim() ?? ''}`.trim().slice(0, 220);
  }
  const failedTests = lines.filter((line) => /^\s*FAIL\s/.test(line)).map((line) => line.replace(/^\s*FAIL\s+/, '').trim());
  if (failedTests.length > 0) return `failing tests: ${[...new Set(failedTests)].join(', ')}`.slice(0, 220);
  const peer = lines.find((line) => /ERESOLVE|Could not resolve dependency|peer .* from/.test(line));
  const conflict = lines.find((line) => /^npm error (peer|Conflicting peer dependency)/.test(line));
  if (peer)
    return `${peer.replace(/^npm error\s*/, '').trim()}${conflict ? `; ${conflict.replace(/^npm error\s*/, '').trim()}` : ''}`.slice(
      0,
      220,
    );
  const error = lines.find((line) => /\bERROR\b|Error:/.test(line));
  return (error ?? lines.filter((line) => line.trim()).at(-1) ?? '').trim().slice(0, 220);
}

const isRelease = (version: string) => /^\d+\.\d+\.\d+$/.test(version);
const compare = (a: string, b: string) => {
  const [x, y] = [a, b].map((v) => v.split('.').map(Number));
  for (let i = 0; i < 3; i += 1) if ((x?.[i] ?? 0) !== (y?.[i] ?? 0)) return (x?.[i] ?? 0) - (y?.[i] ?? 0);
  return 0;
};

/** The newest release (no pre-release) the registry has of a package. */
function newestRelease(name: string): string {
  const versions = JSON.parse(execFileSync('npm', ['view', name, 'versions', '--json'], { cwd: scratch, encoding: 'utf8' })) as string[];
  const newest = versions.filter(isRelease).sort(compare).at(-1);
  if (!newest) throw new Error(`the registry lists no release of ${name}`);
  return newest;
}

/** Installed top-level versions in the scratch copy. */
function installed(): Record<string, string> {
  const tree = JSON.parse(
    spawnSync('npm', ['ls', '--depth=0', '--json'], { cwd: scratch, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 }).stdout || '{}',
  ) as { dependencies?: Record<string, { version?: string }> };
  return Object.fromEntries(Object.entries(tree.dependencies ?? {}).map(([name, { version }]) => [name, version ?? '?']));
}

const movedBetween = (before: Record<string, string>, after: Record<string, string>) => {
  const moved = Object.keys(after).filter((name) => before[name] !== after[name]);
  return moved;
};

/** The patches whose `upstream` range the scratch copy's installed packages have left (the first to read after an upgrade, whatever the shape checks say). */
function patchesToReview(): string {
  const left = patches.flatMap((patch) =>
    Object.entries(patch.upstream).flatMap(([name, range]) => {
      const manifest = path.join(scratch, 'node_modules', name, 'package.json');
      if (!fs.existsSync(manifest)) return [`${patch.id} (${name} gone)`];
      const { version } = JSON.parse(fs.readFileSync(manifest, 'utf8')) as { version: string };
      return semver.satisfies(version, range) ? [] : [`${patch.id} (${name} ${version}, written for ${range})`];
    }),
  );
  return left.length > 0 ? left.join(', ') : '—';
}

/** Builds (when the step can change the site) and runs the quick tier; fills the row. */
function verify(row: Row, label: string, build: boolean): void {
  row.review = patchesToReview();
  let stopped = '';
  if (build) {
    const result = run(`${label} build`, 'npx', ['gatsby', 'build']);
    row.build = result.ok ? 'passed' : 'stopped';
    if (!result.ok) stopped = stoppedAt(result.output);
  } else row.build = 'not needed';
  const quick = run(`${label} quick tier`, 'bash', ['scripts/test-quick.sh']);
  row.quick = quick.ok ? 'passed' : 'stopped';
  if (!quick.ok) stopped = [stopped, stoppedAt(quick.output)].filter(Boolean).join(' / ');
  row.stoppedAt = stopped || '—';
}

function markdownTable(rows: Row[]): string {
  const cell = (text: string) => text.replace(/\|/g, '\\|');
  return [
    '| step | moved | install | build | quick tier | stopped at | patches to review (range left) |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    ...rows.map((r) => `| ${[r.step, r.moved, r.install, r.build, r.quick, r.stoppedAt, r.review].map(cell).join(' | ')} |`),
  ].join('\n');
}

function main(): void {
  const head = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
  fs.mkdirSync(logs, { recursive: true });
  execFileSync('git', ['worktree', 'add', '--detach', scratch, 'HEAD'], { stdio: 'inherit' });
  const rows: Row[] = [];
  try {
    const fresh = run('fresh install', 'npm', ['ci', '--no-audit', '--no-fund']);
    if (!fresh.ok) throw new Error(`npm ci failed in the scratch copy: ${stoppedAt(fresh.output)}`);
    const start = installed();
    const update = run('in range', 'npm', ['update', '--no-audit', '--no-fund']);
    const inRange = installed();
    const moved = movedBetween(start, inRange);
    const rangeRow: Row = {
      step: 'every dependency, newest in range (`npm update`)',
      moved: `${moved.length} top-level packages${moved.length > 0 ? ` (${moved.slice(0, 6).join(', ')}${moved.length > 6 ? ', …' : ''})` : ''}`,
      install: update.ok ? 'ok' : 'failed',
      build: '',
      quick: '',
      stoppedAt: '',
      review: '',
    };
    const webpacks = spawnSync('npm', ['ls', 'webpack', '--all', '--parseable', '--long'], { cwd: scratch, encoding: 'utf8' })
      .stdout.split('\n')
      .map((line) => /webpack@(\d[^:]*)/.exec(line)?.[1])
      .filter(Boolean);
    if (new Set(webpacks).size > 1) rangeRow.moved += `; ${new Set(webpacks).size} webpack copies (${[...new Set(webpacks)].join(', ')})`;
    if (update.ok) verify(rangeRow, 'in range', true);
    else rangeRow.stoppedAt = stoppedAt(update.output);
    rows.push(rangeRow);
    const base = {
      manifest: fs.readFileSync(path.join(scratch, 'package.json')),
      lock: fs.readFileSync(path.join(scratch, 'package-lock.json')),
    };
    const manifest = JSON.parse(base.manifest.toString()) as Record<string, Record<string, string> | undefined>;
    const names = ['dependencies', 'devDependencies'].flatMap((field) => Object.keys(manifest[field] ?? {}));
    for (const group of GROUPS) {
      const members = names.filter((name) => group.packages.test(name));
      const targets = members.map((name) => ({ name, from: inRange[name] ?? '?', to: newestRelease(name) }));
      const changes = targets.filter(({ from, to }) => from !== to);
      const row: Row = {
        step: `${group.name}, newest release`,
        moved: changes.length > 0 ? changes.map(({ name, from, to }) => `${name} ${from} → ${to}`).join(', ') : 'already newest',
        install: '',
        build: '',
        quick: '',
        stoppedAt: '',
        review: '',
      };
      rows.push(row);
      if (changes.length === 0) {
        Object.assign(row, { install: '—', build: '—', quick: '—', stoppedAt: '—', review: '—' });
        continue;
      }
      const specs = changes.map(({ name, to }) => `${name}@${to}`);
      let install = run(`${group.name} install`, 'npm', ['install', '--no-audit', '--no-fund', ...specs]);
      row.install = 'ok';
      if (!install.ok) {
        const conflict = stoppedAt(install.output);
        install = run(`${group.name} install legacy peers`, 'npm', ['install', '--no-audit', '--no-fund', '--legacy-peer-deps', ...specs]);
        row.install = install.ok ? `only with --legacy-peer-deps (${conflict})` : 'failed';
        if (!install.ok) row.stoppedAt = stoppedAt(install.output);
      }
      if (install.ok) verify(row, group.name, group.build);
      fs.writeFileSync(path.join(scratch, 'package.json'), base.manifest);
      fs.writeFileSync(path.join(scratch, 'package-lock.json'), base.lock);
      const reset = run(`${group.name} reset`, 'npm', ['install', '--no-audit', '--no-fund']);
      if (!reset.ok)
        throw new Error(`could not return the scratch copy to the in-range install after ${group.name}: ${stoppedAt(reset.output)}`);
    }
  } finally {
    const table = markdownTable(rows);
    const when = new Date().toISOString().slice(0, 16).replace('T', ' ');
    console.log(`\nUpgrade check of ${head}, ${when} UTC (logs: ${logs})\n\n${table}\n`);
    fs.writeFileSync(path.join(logs, 'table.md'), `Last run: ${head}, ${when} UTC.\n\n${table}\n`);
    if (!process.argv.includes('--keep')) execFileSync('git', ['worktree', 'remove', '--force', scratch], { cwd: root, stdio: 'inherit' });
  }
}

main();
