/** The shape check the patches share: an upstream package must still contain the code a patch was written against (found by its shape, wherever the package keeps it), or the build stops naming the patch, the package and the missing code. */
import fs from 'node:fs';
import path from 'node:path';

export interface SourceExpectation {
  /** The npm package holding the code (searched in node_modules/<package>/, wherever the package moved it). */
  package: string;
  /** Code snippets that must all be in one of the package's .js, .cjs or .mjs files. */
  snippets: string[];
}

/** The package's source files, from the project root (Gatsby runs there; this code is bundled into .cache/compiled, so neither __dirname nor require.resolve hold). */
function packageFiles(name: string, root: string): string[] | null {
  const dir = path.join(root, 'node_modules', name);
  if (!fs.existsSync(path.join(dir, 'package.json'))) return null;
  return (fs.readdirSync(dir, { recursive: true }) as string[])
    .filter((file) => /\.(c|m)?js$/.test(file) && !file.split(path.sep).includes('node_modules'))
    .map((file) => path.join(dir, file));
}

/** File texts already read in this process (several checks search Gatsby's package). */
const texts = new Map<string, string>();

function* readLazily(files: string[], root: string): Generator<readonly [string, string]> {
  for (const file of files) {
    const text = texts.get(file) ?? fs.readFileSync(file, 'utf8');
    texts.set(file, text);
    yield [path.relative(root, file), text] as const;
  }
}

/** Throws, naming the patch, the package and each snippet no single file has, unless one of `files` (path → text) holds every snippet; gives that file. */
export function expectShape(patch: string, expectation: SourceExpectation, files: Iterable<readonly [string, string]> | null): string {
  const { package: name, snippets } = expectation;
  if (files === null)
    throw new Error(`${patch}: ${name} is not installed, and the patch was written against it: review or remove the patch`);
  let best: { file: string; missing: string[] } | null = null;
  for (const [file, text] of files) {
    const missing = snippets.filter((snippet) => !text.includes(snippet));
    if (missing.length === 0) return file;
    if (!best || missing.length < best.missing.length) best = { file, missing };
  }
  const missing = best?.missing ?? snippets;
  throw new Error(
    `${patch}: no file of ${name} has the shape the patch was checked against (missing ${missing.map((s) => JSON.stringify(s.slice(0, 120))).join(', ')}${best ? `; nearest: ${best.file}` : ''}): review or remove the patch`,
  );
}

/** expectShape against the installed packages; gives the file found for each expectation. */
export function expectSources(patch: string, expectations: readonly SourceExpectation[], root = process.cwd()): string[] {
  return expectations.map((expectation) => {
    const files = packageFiles(expectation.package, root);
    return expectShape(patch, expectation, files && readLazily(files, root));
  });
}
