/** The Nu Html Checker (vnu-jar, needs Java) finds no error in any built page. */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { builtPaths } from './browser';

const publicDir = path.resolve(__dirname, '../../public');
const vnu = path.resolve(__dirname, '../../node_modules/vnu-jar/build/dist/vnu.jar');

interface VnuMessage {
  type: string;
  url: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

test('every built page is valid HTML', () => {
  const files = [...builtPaths(), '/404/'].map((p) => path.join(publicDir, `.${p}`, 'index.html'));
  const run = spawnSync('java', ['-jar', vnu, '--errors-only', '--format', 'json', ...files], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  expect(run.error).toBeUndefined();
  const { messages } = JSON.parse(run.stderr || '{"messages":[]}') as { messages: VnuMessage[] };
  const errors = messages.map((m) => `${path.relative(publicDir, m.url.replace('file:', ''))}:${m.lastLine ?? '?'} ${m.message} [${(m.extract ?? '').slice(0, 80)}]`);
  expect(errors).toEqual([]);
  expect(files.length).toBeGreaterThan(5);
});
