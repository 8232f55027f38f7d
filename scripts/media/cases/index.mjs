// Loads every case mock (one module per case, named after the case slug, with its content in <slug>.json beside it)
// and checks each has a preview and 3+ screens.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export async function loadCaseMocks() {
  const dir = import.meta.dirname;
  const files = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.mjs') && f !== 'index.mjs')
    .sort();
  const mocks = [];
  for (const file of files) {
    const mock = (await import(pathToFileURL(path.join(dir, file)).href)).default;
    const slug = path.basename(file, '.mjs');
    if (mock.screens.length < 3) throw new Error(`scripts/media/cases/${file}: needs at least 3 screens`);
    for (const [i, s] of mock.screens.entries())
      if (!s.describe) throw new Error(`scripts/media/cases/${file}: screens[${i}].describe is missing`);
    if (!mock.preview?.describe) throw new Error(`scripts/media/cases/${file}: preview.describe is missing`);
    mocks.push({ ...mock, slug });
  }
  return mocks;
}
