/** The Nu Html Checker (vnu-jar, needs Java) finds no error in any built page. */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { expect, test } from './fixtures';
import { builtPaths } from './site';

const publicDir = path.resolve(__dirname, '../../public');
const vnu = path.resolve(__dirname, '../../node_modules/vnu-jar/build/dist/vnu.jar');

/**
 * The checker's CSS grammar predates CSS Scroll-driven Animations (shipped in Chromium 115), so it calls these real
 * properties unknown; the hero's widening uses them. Only these exact messages are filtered out (by vnu itself,
 * so they do not count towards its exit status either).
 */
const UNKNOWN_TO_VNU =
  "CSS: “(animation-timeline|animation-range|view-timeline-name|view-timeline-inset)”: Property “\\1” doesn't exist\\.";

interface VnuMessage {
  type: string;
  url: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

test('every built page is valid HTML', () => {
  test.setTimeout(300_000);
  const files = [...builtPaths(), '/404/'].map((p) => path.join(publicDir, `.${p}`, 'index.html'));
  const run = spawnSync('java', ['-jar', vnu, '--errors-only', '--format', 'json', '--filterpattern', UNKNOWN_TO_VNU, ...files], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  expect(run.error).toBeUndefined();
  const { messages } = JSON.parse(run.stderr) as { messages: VnuMessage[] };
  const errors = messages.map(
    (m) => `${path.relative(publicDir, m.url.replace('file:', ''))}:${m.lastLine ?? '?'} ${m.message} [${(m.extract ?? '').slice(0, 80)}]`,
  );
  expect(errors).toEqual([]);
  /** vnu exits 0 only when every file was read and none has an error; a crash or an unreadable file is a failure too. */
  expect(run.status, `vnu exited with ${run.status}`).toBe(0);
  expect(files.length).toBeGreaterThan(5);
});
