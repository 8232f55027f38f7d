/**
 * @jest-environment node
 */
/** Visible copy lives in content: no component renders a literal English word as JSX text, a labelling attribute or a string it shows. */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const root = path.resolve(__dirname, '..');
/** Attributes whose value people read or hear. */
const LABELS = new Set(['aria-label', 'title', 'alt', 'placeholder', 'label']);
/** Literal words a component may still show (fewer than ten, each with its reason). */
const ALLOWED = new Map<string, string>([]);

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.tsx') && !entry.name.endsWith('.test.tsx') ? [full] : [];
  });
}

const isWords = (text: string) => /[A-Za-z]{2,}/.test(text) && !ALLOWED.has(text);

/** Every literal a visitor would see, as "file:line: text". */
function literalCopy(file: string): string[] {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const report = (node: ts.Node, text: string) =>
    found.push(`${path.relative(root, file)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}: ${JSON.stringify(text)}`);
  const shownLiteral = (node: ts.Node): boolean => {
    /** A string that reaches the output from inside `{…}`: directly, or as a branch of `a ? b : c` / `a ?? b` / `a || b`. */
    let child: ts.Node = node;
    let parent = node.parent;
    for (;;) {
      if (ts.isParenthesizedExpression(parent)) {
        child = parent;
        parent = parent.parent;
      } else if (ts.isConditionalExpression(parent) && child !== parent.condition) {
        child = parent;
        parent = parent.parent;
      } else if (
        ts.isBinaryExpression(parent) &&
        [ts.SyntaxKind.QuestionQuestionToken, ts.SyntaxKind.BarBarToken, ts.SyntaxKind.AmpersandAmpersandToken].includes(
          parent.operatorToken.kind,
        ) &&
        child === parent.right
      ) {
        child = parent;
        parent = parent.parent;
      } else {
        break;
      }
    }
    return ts.isJsxExpression(parent) && !ts.isJsxAttribute(parent.parent);
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) {
      const text = node.text.replace(/\s+/g, ' ').trim();
      if (isWords(text)) report(node, text);
    } else if (ts.isJsxAttribute(node) && node.initializer && LABELS.has(node.name.getText(source))) {
      const value = ts.isStringLiteral(node.initializer)
        ? node.initializer
        : ts.isJsxExpression(node.initializer)
          ? node.initializer.expression
          : undefined;
      if (value && (ts.isStringLiteral(value) || ts.isNoSubstitutionTemplateLiteral(value)) && isWords(value.text))
        report(node, value.text);
    } else if ((ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) && shownLiteral(node) && isWords(node.text)) {
      report(node, node.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

test('the allow-list stays short', () => {
  expect(ALLOWED.size).toBeLessThan(10);
});

test('no component under src/ renders literal English copy', () => {
  const files = sourceFiles(path.join(root, 'src'));
  expect(files.length).toBeGreaterThan(30);
  expect(files.flatMap(literalCopy)).toEqual([]);
});

test('the scan catches literal copy (a component written the old way)', () => {
  const sample = path.join(fs.mkdtempSync(path.join(require('node:os').tmpdir(), 'copy-')), 'Sample.tsx');
  fs.writeFileSync(
    sample,
    `export const A = ({ on }: { on: boolean }) => <p aria-label="Close dialog">{on ? 'Pause' : 'Play'} Hello there<img alt={'A cat'} /></p>;\n`,
  );
  expect(literalCopy(sample).map((line) => line.replace(/^.*?: /, ''))).toEqual([
    '"Close dialog"',
    '"Pause"',
    '"Play"',
    '"Hello there"',
    '"A cat"',
  ]);
});
