/** Develop's re-check of a saved content file: the editor hears about each save once, though it arrives twice. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ContentWatch, reportText } from '../../src/gatsby-node/developChecks';

const project = path.resolve(__dirname, '../..');
let root: string;
let watch: ContentWatch;
const service = () => path.join(root, 'content/services/website-design.en.json');
let original: string;

beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'develop-checks-'));
  fs.cpSync(path.join(project, 'content'), path.join(root, 'content'), { recursive: true });
  watch = new ContentWatch(path.join(root, 'content'), root, path.join(project, 'static'));
  expect(watch.checkAll()).toEqual([]);
  original = fs.readFileSync(service(), 'utf8');
});

afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

it('names a misspelt field once per save, however many times the save is re-checked, then says it is fine again', () => {
  const data = JSON.parse(original);
  data.components[0].props.titel = 'Websites that win';
  fs.writeFileSync(service(), JSON.stringify(data, null, 2));

  const first = reportText(watch.recheck(service()));
  expect(first?.level).toBe('error');
  expect(first?.text).toContain('content/services/website-design.en.json: components[0].props.titel: unknown field');
  expect(reportText(watch.recheck(service()))).toBeUndefined();
  expect(watch.problemsOf(service()).map((problem) => problem.path)).toEqual(['components[0].props.titel']);

  fs.writeFileSync(service(), original);
  fs.utimesSync(service(), new Date(), new Date(Date.now() + 1000));
  expect(reportText(watch.recheck(service()))).toEqual({
    level: 'success',
    text: 'Content check: content/services/website-design.en.json is fine again',
  });
  expect(reportText(watch.recheck(service()))).toBeUndefined();
  expect(watch.problemsOf(service())).toEqual([]);
});

it('names a mistake in a new post by file and field when the file appears, once, and says nothing of a good new post', () => {
  const review = JSON.parse(fs.readFileSync(path.join(root, 'content/blog/review/healthiv-website-review.en.json'), 'utf8'));
  const good = path.join(root, 'content/blog/review/northwind-app-review.en.json');
  fs.writeFileSync(good, JSON.stringify({ ...review, title: 'Northwind: “The app our drivers asked for”' }, null, 2));
  expect(reportText(watch.recheck(good))).toBeUndefined();
  expect(watch.problemsOf(good)).toEqual([]);

  const bad = path.join(root, 'content/blog/review/larkspur-website-review.en.json');
  fs.writeFileSync(bad, JSON.stringify({ ...review, rating: 'five' }, null, 2));
  const first = reportText(watch.recheck(bad));
  expect(first?.level).toBe('error');
  expect(first?.text).toContain('content/blog/review/larkspur-website-review.en.json: rating:');
  expect(reportText(watch.recheck(bad))).toBeUndefined();
  expect(watch.current().map((problem) => `${problem.file}: ${problem.path}`)).toEqual([
    'content/blog/review/larkspur-website-review.en.json: rating',
  ]);
});

it('names a German figure that no longer matches its English file when either file is saved', () => {
  const german = path.join(root, 'content/services/ux-audit.de.json');
  const english = path.join(root, 'content/services/ux-audit.en.json');
  const germanText = fs.readFileSync(german, 'utf8');
  const data = JSON.parse(germanText);
  data.components[2].props.cards[0].title = '65 %';
  fs.writeFileSync(german, JSON.stringify(data, null, 2));
  expect(reportText(watch.recheck(german))?.text).toContain(
    'content/services/ux-audit.de.json: components[2].props.cards[0].title: figures differ from the en file (content/services/ux-audit.en.json): 60 missing; 65 not in',
  );

  fs.writeFileSync(german, germanText);
  fs.utimesSync(german, new Date(), new Date(Date.now() + 1000));
  expect(reportText(watch.recheck(german))?.level).toBe('success');

  const englishData = JSON.parse(fs.readFileSync(english, 'utf8'));
  englishData.components[2].props.cards[0].title = '70%';
  fs.writeFileSync(english, JSON.stringify(englishData, null, 2));
  expect(reportText(watch.recheck(english))?.text).toContain(
    'content/services/ux-audit.de.json: components[2].props.cards[0].title: figures differ from the en file (content/services/ux-audit.en.json): 70 missing; 60 not in',
  );
});
