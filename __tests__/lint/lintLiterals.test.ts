/**
 * @jest-environment node
 */
/** Visible copy lives in content: the lint rules flag literal English in a component and leave content-driven text alone. */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');
const fixture = '__tests__/fixtures/lint/LiteralCopy.tsx';

interface LintMessage {
  line: number;
  ruleId: string | null;
  message: string;
}

test('a component written with literal English fails the lint, word by word', () => {
  // The fixture is ignored by `npm run lint` (it is wrong on purpose); --no-ignore lints it here.
  const run = spawnSync(path.join(root, 'node_modules/.bin/eslint'), ['--no-ignore', '-f', 'json', fixture], {
    cwd: root,
    encoding: 'utf8',
  });
  expect(run.status).toBe(1);
  const [{ messages }] = JSON.parse(run.stdout) as [{ messages: LintMessage[] }];
  expect(messages.map(({ line, ruleId }) => `${line} ${ruleId}`)).toEqual([
    '3 no-restricted-syntax',
    '4 no-restricted-syntax',
    '4 no-restricted-syntax',
    '4 react/jsx-no-literals',
    '5 no-restricted-syntax',
  ]);
  expect(messages.find((m) => m.ruleId === 'react/jsx-no-literals')?.message).toBe('Strings not allowed in JSX files: "Hello there"');
}, 60_000);
