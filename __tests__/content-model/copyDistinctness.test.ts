/** Copy distinctness: main text extraction, sentence splitting and the "more than two pages" count; and the content itself stays specific (no sentence of five or more words in more than two content files). */
import fs from 'node:fs';
import path from 'node:path';
import { LOCALES } from '../../src/lib/locales';
import { distinctSentenceCount, mainText, repeatedSentences, sentencesOfText, stringsOf } from '../../src/content-model/copyDistinctness';

const contentDir = path.resolve(__dirname, '../../content');
const jsonFiles = (dir: string, ending: string): string[] =>
  fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((e) =>
      e.isDirectory() ? jsonFiles(path.join(dir, e.name), ending) : e.name.endsWith(ending) ? [path.join(dir, e.name)] : [],
    );

test('reads only the visible text of <main>, without scripts or tags', () => {
  const html =
    '<header>Menu with many words in it</header><main><h1>Title</h1><p>We sat next to the dispatchers.</p><script>var a = "ignored text of five words";</script></main>';
  expect(mainText(html)).toContain('We sat next to the dispatchers.');
  expect(mainText(html)).not.toContain('Menu');
  expect(mainText(html)).not.toContain('ignored');
});

test('keeps sentences of five or more words, normalised', () => {
  expect(sentencesOfText('Short one. We sat next to the dispatchers!  Then   we DESIGNED the board.')).toEqual([
    'we sat next to the dispatchers',
    'then we designed the board',
  ]);
});

test('a currency sign or dash standing alone is not a word', () => {
  expect(sentencesOfText('130.000 $ bis 1,2 Mio.\nBudget: 130.000 $ bis 1,2 Mio.')).toEqual(['budget: 130.000 $ bis 1,2 mio']);
});

test('reports a sentence on three pages, not one on two', () => {
  const same = 'Tell us what you are building.';
  const twice = 'This sentence appears on two pages.';
  const pages = [
    { path: '/a/', text: `${same} ${twice}` },
    { path: '/b/', text: `${same} ${twice}` },
    { path: '/c/', text: `${same} Something specific to page c only.` },
  ];
  expect(repeatedSentences(pages)).toEqual([{ sentence: 'tell us what you are building', pages: ['/a/', '/b/', '/c/'] }]);
  expect(distinctSentenceCount(pages)).toBe(3);
});

test.each(LOCALES)('no sentence of five or more words appears in more than two %s content files', (locale) => {
  const files = jsonFiles(contentDir, `.${locale}.json`).map((file) => ({
    path: path.relative(contentDir, file),
    text: stringsOf(JSON.parse(fs.readFileSync(file, 'utf8'))).join('\n'),
  }));
  expect(files.length).toBeGreaterThan(100);
  expect(repeatedSentences(files).map((r) => `${r.pages.length} files: ${r.sentence}`)).toEqual([]);
});
