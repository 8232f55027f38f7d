/** docs/patches.md is what `npm run docs` makes of the patch registry: a patch's reason is edited in its `patch` export only. */
import fs from 'node:fs';
import path from 'node:path';
import { patches } from '../../src/patches';
import { withPatchTable } from '../../scripts/docs/patchesDoc';

test('the committed docs/patches.md is the generated one (run `npm run docs` after changing a patch)', () => {
  const doc = fs.readFileSync(path.resolve('docs/patches.md'), 'utf8');
  expect(doc).toBe(withPatchTable(doc, patches));
});

test('every patch has its row, with its reason as the patch export says it', () => {
  const doc = fs.readFileSync(path.resolve('docs/patches.md'), 'utf8');
  for (const patch of patches) expect(doc).toContain(`| [\`${patch.id}\`](../src/patches/${patch.id}.ts) | ${patch.group} |`);
});
