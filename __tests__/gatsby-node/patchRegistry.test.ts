/** The patch registry (src/patches/index.ts) lists every file of the folder, and every patch says why it exists, what it was checked on and where its check is. */
import fs from 'node:fs';
import path from 'node:path';
import { patches, supportFiles } from '../../src/patches';

const FOLDER = 'src/patches';
const inFolder = (fs.readdirSync(FOLDER, { recursive: true }) as string[])
  .map((name) => `${FOLDER}/${name.split(path.sep).join('/')}`)
  .filter((file) => fs.statSync(file).isFile());
const listed = new Set([...patches.flatMap((patch) => [...patch.files, ...(patch.offVariants ?? [])]), ...Object.keys(supportFiles)]);

test('every file in src/patches/ is listed in the registry', () => {
  expect(inFolder.filter((file) => !listed.has(file))).toEqual([]);
});

test('every file the registry lists exists', () => {
  expect([...listed].filter((file) => !fs.existsSync(path.resolve(file)))).toEqual([]);
});

test('patch ids are unique', () => {
  expect(new Set(patches.map((patch) => patch.id)).size).toBe(patches.length);
});

test.each(patches.map((patch) => [patch.id, patch] as const))(
  '%s has a reason, a version, a check and, when it cannot be switched off, a correctness note',
  (_, patch) => {
    expect(patch.reason.length).toBeGreaterThan(10);
    expect(patch.verifiedOn).toMatch(/\d+\.\d+\.\d+/);
    if (patch.check) expect(fs.existsSync(path.resolve(patch.check.test))).toBe(true);
    else expect(patch.correctness).toBeTruthy();
  },
);

test('each patch file in the folder starts with a one-line comment giving its reason and the version it was checked on', () => {
  const patchFiles = patches.flatMap((patch) => patch.files).filter((file) => file.startsWith(`${FOLDER}/`));
  for (const file of patchFiles)
    expect(`${file}: ${fs.readFileSync(file, 'utf8').split('\n')[0]}`).toMatch(/: \/\/ .*checked on .*\d+\.\d+\.\d+/);
});
