/** The shape check the patches share: a framework file must still contain the code a patch was written against, or the build stops naming the file, the missing code and the patch. */
import fs from 'node:fs';
import path from 'node:path';

export interface SourceExpectation {
  /** Path from the project root (Gatsby runs there; this code is bundled into .cache/compiled, so __dirname does not hold). */
  file: string;
  /** Code snippets that must all still be in the file. */
  snippets: string[];
}

/** Throws, naming the patch, the file and each missing snippet, when `text` (the file's content, or null when it is gone) lacks a snippet. */
export function expectShape(patch: string, { file, snippets }: SourceExpectation, text: string | null): void {
  if (text === null) throw new Error(`${file} is gone, and ${patch} was written against it: review or remove the patch`);
  const missing = snippets.filter((snippet) => !text.includes(snippet));
  if (missing.length > 0)
    throw new Error(
      `${file} no longer has the shape ${patch} was checked against (missing ${missing.map((s) => JSON.stringify(s.slice(0, 120))).join(', ')}): review or remove the patch`,
    );
}

const readOrNull = (file: string) => {
  try {
    return fs.readFileSync(path.resolve(file), 'utf8');
  } catch {
    return null;
  }
};

/** expectShape against the files on disk. */
export function expectSources(patch: string, expectations: readonly SourceExpectation[]): void {
  for (const expectation of expectations) expectShape(patch, expectation, readOrNull(expectation.file));
}
