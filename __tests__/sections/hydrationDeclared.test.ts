/**
 * A section kind declared `never` (its folder's hydration.ts) loads no code on the first page, so any behaviour in it
 * would be dead there: this check parses the kind's TSX, and every component file it imports from src/, with the
 * TypeScript compiler and fails on event handlers, state, effects or refs.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { sectionHydration } from '../../src/sections/index';

const SECTIONS = path.join(__dirname, '../../src/sections');
const SRC = path.join(__dirname, '../../src');
/** React hooks that give a component state, effects or refs (any other `use…` hook of the site is followed into its file). */
const BEHAVIOUR_HOOKS =
  /^use(State|Reducer|Effect|LayoutEffect|InsertionEffect|Ref|ImperativeHandle|SyncExternalStore|Transition|DeferredValue|ActionState|Optimistic)$/;

/** What in one file gives it behaviour, as "file:line what", and the src/ .ts/.tsx files it imports. */
function scan(file: string): { findings: string[]; imports: string[] } {
  const text = fs.readFileSync(file, 'utf8');
  const source = ts.createSourceFile(
    file,
    text,
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const findings: string[] = [];
  const imports: string[] = [];
  const where = (node: ts.Node) => `${path.relative(SRC, file)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
  const visit = (node: ts.Node) => {
    if (ts.isJsxAttribute(node)) {
      const name = node.name.getText(source);
      if (/^on[A-Z]/.test(name)) findings.push(`${where(node)} event handler ${name}`);
      if (name === 'ref') findings.push(`${where(node)} ref`);
    }
    if (ts.isCallExpression(node)) {
      const callee = ts.isPropertyAccessExpression(node.expression) ? node.expression.name : node.expression;
      const name = ts.isIdentifier(callee) ? callee.text : '';
      if (BEHAVIOUR_HOOKS.test(name)) findings.push(`${where(node)} ${name}`);
    }
    if (ts.isImportDeclaration(node) && !node.importClause?.isTypeOnly && ts.isStringLiteral(node.moduleSpecifier)) {
      const spec = node.moduleSpecifier.text;
      if (spec.startsWith('.')) {
        const base = path.resolve(path.dirname(file), spec);
        const resolved = ['.tsx', '.ts', '/index.tsx', '/index.ts'].map((ext) => base + ext).find((candidate) => fs.existsSync(candidate));
        if (resolved) imports.push(resolved);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return { findings, imports };
}

/** Behaviour found in a kind's component files and everything they import from src/ (tests and types aside). */
function behaviourOf(folder: string): string[] {
  const queue = fs
    .readdirSync(path.join(SECTIONS, folder))
    .filter((name) => name.endsWith('.tsx') && !name.endsWith('.test.tsx'))
    .map((name) => path.join(SECTIONS, folder, name));
  const seen = new Set<string>();
  const findings: string[] = [];
  while (queue.length > 0) {
    const file = queue.shift() as string;
    if (seen.has(file) || !file.startsWith(SRC)) continue;
    seen.add(file);
    const result = scan(file);
    findings.push(...result.findings);
    queue.push(...result.imports);
  }
  return findings;
}

const folderOf = (typename: string) => typename.replace(/Section$/, '');
const neverKinds = Object.entries(sectionHydration)
  .filter(([, declared]) => declared === 'never')
  .map(([typename]) => folderOf(typename));

test('every section folder declares its hydration, and the registry takes it from there', () => {
  for (const [typename, declared] of Object.entries(sectionHydration)) {
    const folder = folderOf(typename);
    expect(fs.existsSync(path.join(SECTIONS, folder, 'hydration.ts'))).toBe(true);
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- each folder's own declaration file, read as the dispatcher reads it
    expect((require(path.join(SECTIONS, folder, 'hydration.ts')) as { hydration: string }).hydration).toBe(declared);
  }
  expect(neverKinds.length).toBeGreaterThan(0);
});

test.each(neverKinds)('%s is declared never and has no event handlers, state, effects or refs', (folder) => {
  expect(behaviourOf(folder)).toEqual([]);
});

test('the check finds behaviour where there is some', () => {
  expect(behaviourOf('Talk')).toEqual(expect.arrayContaining([expect.stringMatching(/Talk\.tsx:\d+ event handler onClick/)]));
  expect(behaviourOf('AudienceTabs')).toEqual(
    expect.arrayContaining([expect.stringMatching(/Tabs\.tsx:\d+ useState/), expect.stringMatching(/ref$/)]),
  );
});
