/** The patch registry (src/patches/index.ts) is every file of the folder that exports a `patch`, and each patch names its upstream range, its reason and its check. */
import fs from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import { patches, supportFiles } from '../../src/patches';

const FOLDER = path.resolve('src/patches');
const files = fs.readdirSync(FOLDER).filter((name) => fs.statSync(path.join(FOLDER, name)).isFile());

test('every file of src/patches/ is a patch or a listed support file, and every patch file is in the registry', async () => {
  const exported: string[] = [];
  for (const name of files.filter((file) => !(file in supportFiles))) {
    const module = (await import(path.join(FOLDER, name))) as { patch?: { id: string } };
    expect(`${name}: ${module.patch ? 'exports a patch' : 'exports no patch'}`).toBe(`${name}: exports a patch`);
    if (module.patch) exported.push(module.patch.id);
  }
  expect(patches.map((patch) => patch.id).sort()).toEqual(exported.sort());
});

test('every listed support file exists', () => {
  expect(Object.keys(supportFiles).filter((name) => !files.includes(name))).toEqual([]);
});

test.each(patches.map((patch) => [patch.id, patch] as const))(
  '%s is named after its file, says why, names its upstream ranges, and has a check or, without one, a correctness note',
  (id, patch) => {
    expect(files).toContain(`${id}.ts`);
    expect(patch.reason.length).toBeGreaterThan(40);
    expect(Object.keys(patch.upstream).length).toBeGreaterThan(0);
    for (const [name, range] of Object.entries(patch.upstream)) {
      expect(`${name} ${range}: ${semver.validRange(range) ? 'a range' : 'not a range'}`).toBe(`${name} ${range}: a range`);
      expect(fs.existsSync(path.resolve('node_modules', name, 'package.json'))).toBe(true);
    }
    if (patch.check) expect(fs.existsSync(path.resolve(patch.check.test))).toBe(true);
    else expect(patch.correctness).toBeTruthy();
  },
);

test('the reason is written once: a patch file opens with one line saying what it does, not a header repeating its reason', () => {
  for (const patch of patches) {
    const [firstLine = '', secondLine = ''] = fs.readFileSync(path.join(FOLDER, `${patch.id}.ts`), 'utf8').split('\n');
    expect(firstLine).toMatch(/^\/\/ Patch: .*`patch` below\.$/);
    expect(firstLine).not.toContain(patch.reason.slice(0, 40));
    expect(`${patch.id}: ${secondLine.startsWith('/**') ? 'a header block' : 'code'}`).toBe(`${patch.id}: code`);
  }
});
