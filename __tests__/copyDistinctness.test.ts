/** Copy stays specific: no sentence of five or more words is written into more than two content files. */
import fs from 'node:fs';
import path from 'node:path';
import { repeatedSentences, stringsOf } from '../src/content-model/copyDistinctness';

const contentDir = path.resolve(__dirname, '../content');
const jsonFiles = (dir: string): string[] =>
  fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? jsonFiles(path.join(dir, e.name)) : e.name.endsWith('.json') ? [path.join(dir, e.name)] : []));

test('no sentence of five or more words appears in more than two content files', () => {
  const files = jsonFiles(contentDir).map((file) => ({
    path: path.relative(contentDir, file),
    text: stringsOf(JSON.parse(fs.readFileSync(file, 'utf8'))).join('\n'),
  }));
  expect(files.length).toBeGreaterThan(100);
  expect(repeatedSentences(files).map((r) => `${r.pages.length} files: ${r.sentence}`)).toEqual([]);
});
