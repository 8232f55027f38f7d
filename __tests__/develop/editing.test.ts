/**
 * The editing loop as an editor meets it, on a scratch copy of the project with one `npm run cms` (gatsby develop +
 * decap-server): a bad save is named in the terminal and the browser while the page keeps its last good version, and
 * the CMS at /admin/ edits and creates service files that the content checks accept, English and German side by side,
 * publishing them through the editorial workflow, which editorialWorkflow.ts walks step by step.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { checkContent } from '../../src/content-model/check';
import { BASE, launch, makeScratchCopy, startCms, status, stopCms, type Terminal } from './scratch';
import { englishButton, field, openCms as openCmsPage, publish } from './cmsPage';
import { describeEditorialWorkflow } from './editorialWorkflow';
import { waitFor } from '../helpers/waitFor';

/** The issue's promise: a save is reported within 3 s. */
const REPORT_MS = 3000;
const SERVICE = 'content/services/website-design.en.json';
const GERMAN_SERVICE = 'content/services/website-design.de.json';
const PAGE = '/services/website-design/';

let scratch: string;
let cms: ReturnType<typeof startCms> | undefined;
let terminal: Terminal;
let browser: Browser;
let original: string;
/** Page-data answers that were wrong between develop announcing itself and the page and /admin/ being ready. */
let bootAnswers: string[];

const file = (relative: string) => path.join(scratch, relative);
const readJson = (relative: string) => JSON.parse(fs.readFileSync(file(relative), 'utf8'));
const heroText = (data: { components: { props: { text: string } }[] }) => data.components[0].props.text;

/** Writes a content file the way an editor's save does, returning where the terminal output stood before it. */
function save(relative: string, text: string): number {
  const from = terminal.mark();
  fs.writeFileSync(file(relative), text);
  return from;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- content JSON of any shape is edited in place
function edit(relative: string, change: (data: Record<string, any>) => void): number {
  const data = readJson(relative);
  change(data);
  return save(relative, `${JSON.stringify(data, null, 2)}\n`);
}

/** Develop is polled every half second: often enough, without loading it while it rebuilds. */
const waitUntil = (check: () => Promise<boolean>, ms: number, what: string) => waitFor(check, what, ms, 500);

/** The page data develop serves for the service page (what the page renders). */
async function pageData(): Promise<string> {
  const response = await fetch(`${BASE}/page-data${PAGE}page-data.json`);
  return `${response.status} ${await response.text()}`;
}

/** Good answers in a row, after the save, that show develop has settled on it. */
const SETTLED_ANSWERS = 20;

/**
 * Asks for the page data over and over while `saving` runs and after it until develop has given SETTLED_ANSWERS good
 * answers in a row (develop re-runs the page query on request), and returns every answer that is not a 200 showing one
 * of `texts` without errors: never empty, never 404.
 */
async function answersWithout(texts: string[], saving: Promise<unknown>): Promise<string[]> {
  let saved = false;
  const after = saving.finally(() => {
    saved = true;
  });
  const wrong: string[] = [];
  let goodInARow = 0;
  while (!saved || goodInARow < SETTLED_ANSWERS) {
    const answer = await pageData();
    const good = answer.startsWith('200 ') && texts.some((text) => answer.includes(text)) && !answer.includes('"errors"');
    if (!good) wrong.push(answer.slice(0, 200));
    goodInARow = good && saved ? goodInARow + 1 : 0;
    if (wrong.length > 50) break;
    // A poll every 100 ms: develop answers from memory between rebuilds.
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await after;
  return wrong;
}

beforeAll(async () => {
  scratch = makeScratchCopy();
  original = fs.readFileSync(file(SERVICE), 'utf8');
  cms = startCms(scratch);
  terminal = cms.terminal;
  await terminal.waitFor(0, /cms: edit content at http:\/\/localhost:\d+\/admin\//, 20 * 60_000);
  // An editor may open the page the moment develop says where to edit, while it is still writing its page data.
  const ready = (async () => {
    await waitUntil(async () => (await status(`${BASE}${PAGE}`)) === 200, 5 * 60_000, 'the service page');
    await waitUntil(async () => (await status(`${BASE}/admin/config.yml`)) === 200, 5 * 60_000, '/admin/');
  })();
  bootAnswers = await answersWithout([heroText(JSON.parse(original))], ready);
  browser = await launch();
}, 30 * 60_000);

afterAll(async () => {
  await browser?.close();
  await stopCms(cms?.child);
  if (scratch) fs.rmSync(scratch, { recursive: true, force: true });
});

describe('develop: every save is checked', () => {
  const goodText = () => heroText(JSON.parse(original));

  afterEach(async () => {
    if (fs.readFileSync(file(SERVICE), 'utf8') === original) return;
    const from = save(SERVICE, original);
    await terminal.waitFor(from, /fine again/, 10_000);
  });

  it('answers the page data with the page from the moment develop says where to edit, never a 404', () => {
    expect(bootAnswers).toEqual([]);
  });

  it('names a misspelt field in the terminal within 3 s and in a banner on the page, which keeps its last good version', async () => {
    const from = edit(SERVICE, (d) => {
      d.components[0].props.titel = 'Websites that win';
    });
    const reported = terminal.waitFor(
      from,
      /content\/services\/website-design\.en\.json: components\[0\]\.props\.titel: unknown field/,
      REPORT_MS,
    );
    expect(await answersWithout([goodText()], reported)).toEqual([]);
    expect(await reported).not.toMatch(/\n\s+at .*\(.*:\d+:\d+\)/);
    expect(await status(`${BASE}${PAGE}`)).toBe(200);

    const page: Page = await browser.newPage();
    await page.goto(`${BASE}${PAGE}`);
    const banner = page.getByRole('alert', { name: 'Content problems' });
    await expect(banner.textContent({ timeout: 30_000 })).resolves.toContain(
      'content/services/website-design.en.json: components[0].props.titel: unknown field',
    );

    const fixed = save(SERVICE, original);
    await terminal.waitFor(fixed, /content\/services\/website-design\.en\.json.* fine again/, REPORT_MS);
    await banner.waitFor({ state: 'detached', timeout: 10_000 });
    await page.close();
  });

  it('shows a good save on the page with no empty or failing answer in between', async () => {
    const edited = 'Websites that explain what you do in five seconds, saved from an editor.';
    edit(SERVICE, (d) => {
      d.components[0].props.text = edited;
    });
    const shown = waitUntil(async () => (await pageData()).includes(edited), 30_000, 'the saved text on the page');
    expect(await answersWithout([goodText(), edited], shown)).toEqual([]);

    save(SERVICE, original);
    const back = waitUntil(async () => (await pageData()).includes(goodText()), 30_000, 'the original text back on the page');
    expect(await answersWithout([goodText(), edited], back)).toEqual([]);
  });

  it('names a link to a testimonial that does not exist within 3 s, and the page still answers', async () => {
    const from = edit(SERVICE, (d) => {
      d.components[1].props.groups[0].reviews[0] = 'nobody-at-all';
    });
    const reported = terminal.waitFor(
      from,
      /content\/services\/website-design\.en\.json: components\[1\]\.props\.groups\[0\]\.reviews\[0\]: links to "nobody-at-all", but no testimonials has that slug/,
      REPORT_MS,
    );
    expect(await answersWithout([goodText()], reported)).toEqual([]);
    expect(await status(`${BASE}${PAGE}`)).toBe(200);
  });

  it('names file, line and column of a syntax error within 3 s, with no stack trace, and the page keeps its last good version', async () => {
    const broken = original.replace(/"group": "([^"]+)",/, '"group": "$1"');
    const line = broken.slice(0, broken.indexOf('"group"')).split('\n').length + 1;
    const from = save(SERVICE, broken);
    const reported = terminal.waitFor(
      from,
      new RegExp(`content/services/website-design\\.en\\.json: invalid JSON: .*\\(line ${line}, column \\d+\\)`),
      REPORT_MS,
    );
    expect(await answersWithout([goodText()], reported)).toEqual([]);
    const out = await reported;
    expect(out).not.toMatch(/Unable to parse JSON|\n\s+at .*\(.*:\d+:\d+\)/);
    expect(out).not.toMatch(/no services has that slug/);
    expect(await status(`${BASE}${PAGE}`)).toBe(200);

    const fixed = save(SERVICE, original);
    await terminal.waitFor(fixed, /content\/services\/website-design\.en\.json.* fine again/, REPORT_MS);
  });

  it('names a mistake in a new post within 3 s of the file appearing, and the post is a page once it is fixed', async () => {
    const post = 'content/blog/review/larkspur-website-review.en.json';
    const review = readJson('content/blog/review/healthiv-website-review.en.json');
    try {
      const from = save(post, `${JSON.stringify({ ...review, title: 'Larkspur: “Enquiries we can answer”', rating: 'five' }, null, 2)}\n`);
      await terminal.waitFor(
        from,
        /content\/blog\/review\/larkspur-website-review\.en\.json: rating: wrong type: expected number, received string/,
        REPORT_MS,
      );
      const fixed = save(post, `${JSON.stringify({ ...review, title: 'Larkspur: “Enquiries we can answer”' }, null, 2)}\n`);
      await terminal.waitFor(fixed, /content\/blog\/review\/larkspur-website-review\.en\.json is fine again/, REPORT_MS);
      await waitUntil(async () => (await status(`${BASE}/blog/review/larkspur-website-review/`)) === 200, 60_000, 'the new post');
    } finally {
      fs.rmSync(file(post), { force: true });
    }
  });
});

describeEditorialWorkflow(() => ({ scratch, browser }));

describe('the CMS at /admin/ (local backend)', () => {
  const created = 'content/services/service-design-sprint.en.json';
  /** The German twin Decap writes for the new entry, with only the fields both languages share. */
  const createdGerman = 'content/services/service-design-sprint.de.json';
  /** Anything the /admin/ policy (sent by develop as in production) blocks. */
  const cspViolations: string[] = [];

  afterAll(() => {
    fs.writeFileSync(file(SERVICE), original);
    fs.rmSync(file(created), { force: true });
    fs.rmSync(file(createdGerman), { force: true });
  });

  /** The CMS at `hash`, with anything the /admin/ policy blocks collected. */
  const openCms = (hash: string) =>
    openCmsPage(browser, hash, (page) => {
      page.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) cspViolations.push(message.text());
      });
      page.on('pageerror', (error) => {
        if (/Content Security Policy/i.test(error.message)) cspViolations.push(error.message);
      });
    });

  it('changes the Website Design hero text and saves it to content/services/website-design.en.json, the German file keeping its words', async () => {
    const page = await openCms('/collections/services/entries/website-design');
    const before = heroText(readJson(SERVICE));
    const german = readJson(GERMAN_SERVICE);

    // English on the left, German beside it; the preview takes the German pane's place when toggled.
    const names = [JSON.parse(original).metadata.name, german.metadata.name];
    const inputValues = () => page.locator('input').evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
    await waitUntil(
      async () => {
        const values = await inputValues();
        return names.every((name) => values.includes(name));
      },
      60_000,
      'both languages side by side',
    );
    await page.getByRole('button', { name: 'Toggle preview' }).click();

    // The preview shows the hero image from its sub-folder (content/images/services/website-design/).
    const heroImage = (readJson(SERVICE).components[0].props.scrollMedia.image as string).replace(
      /^\.\.\/images\//,
      '/admin/content/images/',
    );
    expect(heroImage).toMatch(/^\/admin\/content\/images\/services\/website-design\/[^/]+$/);
    const preview = page.frameLocator('iframe').first();
    await waitUntil(
      async () => (await preview.locator('body').innerHTML()).includes(heroImage),
      60_000,
      `the preview to show ${heroImage}`,
    );
    // Every image of the preview, the quoted testimonials' portraits included, is one the server has.
    const sources = await preview.locator('img').evaluateAll((images) => images.map((image) => image.getAttribute('src') ?? ''));
    expect(sources.filter((src) => src.includes('/testimonials/')).length).toBeGreaterThan(0);
    const answers = await Promise.all(
      sources.map(async (src) => {
        const response = await page.request.get(new URL(src, `${BASE}/admin/`).href);
        return `${src}: ${response.status()} ${response.headers()['content-type']}`;
      }),
    );
    expect(answers.filter((answer) => !/: 200 image\//.test(answer))).toEqual([]);
    await page
      .locator('[class*="listControlItem"]')
      .filter({ has: page.locator('label', { hasText: /^Hero\s*$/ }) })
      .first()
      .locator('button')
      .first()
      .click();
    const boxes = page.locator('textarea');
    const values = await boxes.evaluateAll((elements) => elements.map((element) => (element as HTMLTextAreaElement).value));
    const heroBox = boxes.nth(values.indexOf(before));
    const from = terminal.mark();
    await heroBox.fill('Websites that explain what you do in five seconds, edited in the CMS.');
    await publish(page);
    await waitUntil(async () => heroText(readJson(SERVICE)) !== before, 30_000, 'the saved file');

    const saved = readJson(SERVICE);
    expect(heroText(saved)).toBe('Websites that explain what you do in five seconds, edited in the CMS.');
    const { components: _c, ...rest } = saved;
    const { components: _o, ...originalRest } = JSON.parse(original);
    expect(rest).toEqual(originalRest);
    expect(readJson(GERMAN_SERVICE)).toEqual(german);
    expect(checkContent(path.join(scratch, 'content'), scratch)).toEqual([]);
    await waitUntil(async () => (await pageData()).includes('edited in the CMS'), 30_000, 'develop to show the saved text');
    expect(terminal.since(from)).not.toMatch(/Content check failed/);
    await page.close();
  });

  it('creates a new service with a Hero as a file the content checks accept, an English page with no German twin yet', async () => {
    const page = await openCms('/collections/services/new');
    await (await field(page, 'Name')).fill('Service Design Sprint');
    await (
      await field(page, 'Description')
    ).fill('A two-week sprint that maps one service end to end and ships the first fixes with your team.');
    await (await field(page, 'Group')).focus();
    await page.keyboard.type('ux');
    await page.keyboard.press('Enter');
    await (await field(page, 'Title', 0)).fill('Service Design Sprint');
    await (await field(page, 'Text', 0)).fill('We map one service end to end with your team and ship the first fixes within two weeks.');
    await (await field(page, 'Time')).fill('from 2 weeks');
    await englishButton(page, /Add rewards/i).click();
    await (await field(page, 'Rewards', 1)).fill('SaaS');
    await englishButton(page, /Add components/i).click();
    await page.getByRole('menuitem', { name: /^Hero$/ }).click();
    await page.getByRole('button', { name: /Add title/i }).click();
    await (await field(page, 'Text', 1)).fill('Services');
    await (
      await field(page, 'Text', 2)
    ).fill('We map one service end to end with the people who run it, then ship the first fixes in two weeks.');
    const from = terminal.mark();
    await publish(page);
    await waitUntil(
      async () => fs.existsSync(file(created)) && fs.existsSync(file(createdGerman)),
      30_000,
      `${created} and ${createdGerman}`,
    );

    const data = readJson(created);
    expect(data.components).toEqual([
      {
        name: 'Hero',
        props: {
          title: [{ text: 'Services' }],
          text: 'We map one service end to end with the people who run it, then ship the first fixes in two weeks.',
        },
      },
    ]);
    // The German file has the shared group and none of the English words: a translation not yet begun.
    const german = readJson(createdGerman);
    expect(german).toMatchObject({ group: 'ux' });
    expect(german).not.toHaveProperty('metadata');
    expect(german).not.toHaveProperty('components');
    expect(german.card ?? {}).toEqual({});
    expect(checkContent(path.join(scratch, 'content'), scratch)).toEqual([]);
    await waitUntil(async () => (await status(`${BASE}/services/service-design-sprint/`)) === 200, 60_000, 'the new page');
    await terminal.waitFor(from, /\/services\/service-design-sprint\/ has no de version/, 30_000);
    expect(await status(`${BASE}/de/services/service-design-sprint/`)).toBe(404);
    expect(cspViolations).toEqual([]);
    await page.close();
  });

  /** One undo after the other, as an editor makes them: the text back, then the new service deleted. */
  it('leaves the scratch copy as it was after undoing both edits, and the deleted service page goes away', async () => {
    const from = save(SERVICE, original);
    await waitUntil(async () => (await pageData()).includes(heroText(JSON.parse(original))), 30_000, 'the original hero text').catch(
      async (error: Error) => {
        throw new Error(
          `${error.message}; the file's hero text now: ${JSON.stringify(heroText(readJson(SERVICE)))}; page data now: ${(await pageData()).slice(0, 300)}; the terminal since the save:\n${terminal.since(from)}`,
        );
      },
    );
    const deleted = terminal.mark();
    fs.rmSync(file(created));
    fs.rmSync(file(createdGerman));
    expect(fs.readFileSync(file(SERVICE), 'utf8')).toBe(original);
    expect(fs.existsSync(file(created))).toBe(false);
    expect(fs.existsSync(file(createdGerman))).toBe(false);
    expect(checkContent(path.join(scratch, 'content'), scratch)).toEqual([]);
    await waitUntil(
      async () => (await status(`${BASE}/services/service-design-sprint/`)) === 404,
      60_000,
      'the deleted page to answer 404',
    ).catch(async (error: Error) => {
      throw new Error(
        `${error.message} (it answers ${await status(`${BASE}/services/service-design-sprint/`)}, its page data ${await status(`${BASE}/page-data/services/service-design-sprint/page-data.json`)}); the terminal since the delete:\n${terminal.since(deleted)}`,
      );
    });
  });
});
