/** `npm run docs`: rewrites the generated part of docs/patches.md from the patch registry (a test fails while the committed doc differs). */
import fs from 'node:fs';
import path from 'node:path';
import { patches } from '../../src/patches';
import { withPatchTable } from './patchesDoc';

const file = path.resolve('docs/patches.md');
const before = fs.readFileSync(file, 'utf8');
const after = withPatchTable(before, patches);
if (after !== before) fs.writeFileSync(file, after);
console.log(after === before ? 'docs/patches.md is up to date' : 'docs/patches.md rewritten from src/patches/index.ts');
