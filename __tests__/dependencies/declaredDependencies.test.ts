/** Every package the site's code, tests and scripts import is declared in package.json, so an upgrade that drops a transitive copy cannot break an import nobody declared. */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { builtinModules } from 'node:module';
import ts from 'typescript';

const manifest = JSON.parse(fs.readFileSync('package.json', 'utf8')) as Record<string, Record<string, string> | undefined>;
const declared = new Set(
  ['dependencies', 'devDependencies', 'optionalDependencies'].flatMap((field) => Object.keys(manifest[field] ?? {})),
);

/** The package a bare specifier names (`@scope/name/sub` → `@scope/name`, `name/sub` → `name`), or null for a relative, absolute or built-in one. */
function packageOf(specifier: string): string | null {
  if (/^[./]/.test(specifier) || specifier.startsWith('node:') || builtinModules.includes(specifier.split('/')[0] ?? '')) return null;
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? null);
}

/** Bare imports, requires and dynamic imports of one source text (TypeScript's own scanner, so strings and comments do not count). */
const importsOf = (text: string): string[] =>
  ts
    .preProcessFile(text, true, true)
    .importedFiles.map(({ fileName }) => packageOf(fileName))
    .filter((name): name is string => name !== null);

const SOURCES = /^(src|server|scripts|__tests__|__mocks__)\/.*\.(ts|tsx|js|mjs|cjs)$|^[^/]+\.(ts|tsx|js|mjs|cjs)$/;
const files = execFileSync('git', ['ls-files'], { encoding: 'utf8' })
  .split('\n')
  .filter((file) => SOURCES.test(file) && !file.startsWith('__tests__/fixtures/') && fs.existsSync(file));

test('the scanner finds bare, scoped and required packages but not relative paths, built-ins or strings', () => {
  expect(
    importsOf(
      "import a from 'gatsby/graphql'; import type { B } from '@scope/pkg/sub'; const c = require('pg'); import('./local'); import fs from 'node:fs'; import os from 'os'; const s = \"require('lmdb')\";",
    ),
  ).toEqual(['gatsby', '@scope/pkg', 'pg']);
});

test('every imported package is declared in package.json', () => {
  const undeclared = files.flatMap((file) =>
    importsOf(fs.readFileSync(file, 'utf8'))
      .filter((name) => !declared.has(name))
      .map((name) => `${file}: ${name}`),
  );
  expect(undeclared).toEqual([]);
});
