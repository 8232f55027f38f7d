/** The tests, and so the build, server and tools npm starts beside them, run on a maintained Node LTS even where the system Node is older (the lockfile brings Node 24 from the npm registry). */
import { execFileSync } from 'node:child_process';
import pkg from '../../package.json';

const major = (version: string) => Number(/^v?(\d+)/.exec(version)?.[1]);

test('this test runs on Node 22 or later, as package.json engines declares', () => {
  expect(major(process.version)).toBeGreaterThanOrEqual(22);
  expect(pkg.engines.node).toMatch(/^>=2[24]/);
});

test('npm scripts and npx find that same maintained `node` first, even from a shell whose PATH has only the system Node', () => {
  const systemPath = (process.env.PATH ?? '')
    .split(':')
    .filter((dir) => !dir.includes('node_modules'))
    .join(':');
  const version = execFileSync('npm', ['exec', '--offline', '-c', 'node --version'], {
    encoding: 'utf8',
    env: { ...process.env, PATH: systemPath },
  }).trim();
  expect(major(version)).toBeGreaterThanOrEqual(22);
});

test('the native modules the build and server load work on it (sharp, lmdb, msgpackr-extract)', async () => {
  const sharp = (await import('sharp')).default;
  const png = await sharp({ create: { width: 2, height: 2, channels: 3, background: '#3b2ea6' } })
    .png()
    .toBuffer();
  expect((await sharp(png).metadata()).width).toBe(2);
  const script = `const { open } = require('lmdb'); const db = open({ path: require('node:fs').mkdtempSync(require('node:os').tmpdir() + '/lmdb-'), compression: false });
db.putSync('k', { v: 42 }); const { isNativeAccelerationEnabled } = require('msgpackr');
console.log(JSON.stringify({ value: db.get('k').v, native: isNativeAccelerationEnabled }));`;
  expect(JSON.parse(execFileSync('node', ['-e', script], { encoding: 'utf8' }))).toEqual({ value: 42, native: true });
});
