/**
 * @jest-environment node
 *
 * Drafts and scheduled items on one content fixture (the real content plus a draft service, a draft review and an
 * article scheduled for 2026-12-07 09:00 +01:00): a production build leaves them out of every output made from files
 * (search index, feed, PDFs, CMS preview data, published list), a preview and a later clock (BUILD_NOW) bring them in, and published
 * content linking to them is a content error naming both files. The pages, listings, counts, sitemap and cross-links
 * follow from the records: contentNodes.test.ts checks a production build makes none for them.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { copyContent } from '../helpers/contentFixture';
import { checkContent } from '../../src/content-model/check';
import { publicationClock, publicationOf } from '../../src/content-model/publication';
import { searchDocuments } from '../../src/gatsby-node/searchDocuments';
import { blogPostsIn } from '../../src/gatsby-node/postBuild/blogFeed';
import { readContent } from '../../src/gatsby-node/postBuild/pdfs';
import { noindexPass, recordPublication } from '../../src/gatsby-node/postBuild/publication';
import { publishDue } from '../../scripts/publish-due';
import { previewData } from '../../src/gatsby-node/previewData';

const PUBLISH_AT = '2026-12-07T09:00:00+01:00';
/** Before and after 08:00 UTC on 7 December 2026, the scheduled article's time. */
const BEFORE = '2026-12-07T07:59:00Z';
const AFTER = '2026-12-07T08:00:00Z';
const DRAFT_SERVICE = '/services/draft-service/';
const DRAFT_REVIEW = '/blog/review/draft-review/';
const FUTURE_POST = '/blog/case-study/future-post/';

let fixture: ReturnType<typeof copyContent>;

/** Runs `fn` with the build's environment set as given (BUILD_NOW, CONTENT_PREVIEW), restoring it after. */
function withEnv<T>(env: { BUILD_NOW?: string; CONTENT_PREVIEW?: string }, fn: () => T): T {
  const saved = { BUILD_NOW: process.env.BUILD_NOW, CONTENT_PREVIEW: process.env.CONTENT_PREVIEW };
  const set = (name: keyof typeof saved, value: string | undefined) => {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  };
  set('BUILD_NOW', env.BUILD_NOW);
  set('CONTENT_PREVIEW', env.CONTENT_PREVIEW);
  try {
    return fn();
  } finally {
    set('BUILD_NOW', saved.BUILD_NOW);
    set('CONTENT_PREVIEW', saved.CONTENT_PREVIEW);
  }
}

const copyAs = (from: string, to: string, change: (data: Record<string, unknown>) => void) => {
  const data = JSON.parse(fs.readFileSync(path.join(fixture.content, from), 'utf8')) as Record<string, unknown>;
  change(data);
  fixture.write(to, JSON.stringify(data, null, 2));
};

beforeAll(() => {
  fixture = copyContent();
  copyAs('services/a-b-testing.en.json', 'services/draft-service.en.json', (d) => {
    d.draft = true;
    d.metadata = { name: 'Secret service', description: 'A service still being written.' };
  });
  copyAs('blog/review/formify-saas-redesign-review.en.json', 'blog/review/draft-review.en.json', (d) => {
    d.draft = true;
    d.title = 'A review not yet cleared';
  });
  copyAs('blog/case-study/how-to-develop-an-ehr-system.en.json', 'blog/case-study/future-post.en.json', (d) => {
    d.publishAt = PUBLISH_AT;
    d.date = '2026-12-07';
    d.title = 'An article for Monday morning';
  });
});

afterAll(() => fs.rmSync(fixture.root, { recursive: true, force: true }));

describe('the build clock', () => {
  it('is the real time unless BUILD_NOW fakes it; CONTENT_PREVIEW=1 and develop preview', () => {
    expect(publicationClock({ BUILD_NOW: AFTER }).now.toISOString()).toBe('2026-12-07T08:00:00.000Z');
    expect(publicationClock({}).preview).toBe(false);
    expect(publicationClock({ CONTENT_PREVIEW: '1' }).preview).toBe(true);
    expect(publicationClock({ gatsby_executing_command: 'develop' }).preview).toBe(true);
    expect(() => publicationClock({ BUILD_NOW: 'Monday' })).toThrow('BUILD_NOW: "Monday" must be a date-time with its time zone');
  });

  it('reads a draft as a draft whatever its time, and a publication time still ahead as scheduled', () => {
    expect(publicationOf({ draft: true, publishAt: '2020-01-01T00:00:00Z' }, new Date(AFTER))).toEqual({ state: 'draft' });
    expect(publicationOf({ publishAt: PUBLISH_AT }, new Date(BEFORE))).toEqual({ state: 'scheduled', publishAt: PUBLISH_AT });
    expect(publicationOf({ publishAt: PUBLISH_AT }, new Date(AFTER))).toEqual({ state: 'published' });
    expect(publicationOf({ draft: false }, new Date(BEFORE))).toEqual({ state: 'published' });
  });
});

describe('a production build before the scheduled time', () => {
  const production = <T>(fn: () => T) => withEnv({ BUILD_NOW: BEFORE }, fn);

  it('leaves the draft service, the draft review and the scheduled article out of the search index', () => {
    const paths = production(() => searchDocuments(fixture.content)).map((doc) => doc.path);
    expect(paths).toContain('/services/a-b-testing/');
    expect(paths).not.toContain(DRAFT_SERVICE);
    expect(paths).not.toContain(DRAFT_REVIEW);
    expect(paths).not.toContain(FUTURE_POST);
  });

  it('leaves the draft review and the scheduled article out of the RSS feed', () => {
    const paths = production(() => blogPostsIn(fixture.content, 'en')).map((post) => post.path);
    expect(paths.length).toBeGreaterThan(0);
    expect(paths).not.toContain(DRAFT_REVIEW);
    expect(paths).not.toContain(FUTURE_POST);
  });

  it('leaves the draft service and the draft review out of the PDFs (the presentation lists services, each review has one)', () => {
    const { services, reviews } = production(() => readContent(fixture.content));
    expect(services.map((s) => s.slug)).toContain('a-b-testing');
    expect(services.map((s) => s.slug)).not.toContain('draft-service');
    expect(reviews.map((r) => r.title)).not.toContain('A review not yet cleared');
  });

  it('leaves them out of the public /admin/preview-data.json the CMS previews resolve references against', () => {
    const { en: records } = production(() => previewData(fixture.content)).records;
    expect(Object.keys(records?.ServicesJson ?? {})).toContain('a-b-testing');
    expect(Object.keys(records?.ServicesJson ?? {})).not.toContain('draft-service');
    expect(Object.keys(records?.BlogReviewJson ?? {})).not.toContain('draft-review');
    expect(Object.keys(records?.BlogArticleJson ?? {})).not.toContain('future-post');
  });

  it('records the published pages without them in public/published.json and names the article as scheduled next', () => {
    const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), 'published-'));
    const lines = recordPublication(fixture.content, publicDir, publicationClock({ BUILD_NOW: BEFORE }));
    const recorded = JSON.parse(fs.readFileSync(path.join(publicDir, 'published.json'), 'utf8')) as { pages: { path: string }[] };
    const paths = recorded.pages.map((page) => page.path);
    expect(paths).toContain('/services/a-b-testing/');
    expect(paths.filter((p) => [DRAFT_SERVICE, DRAFT_REVIEW, FUTURE_POST].includes(p))).toEqual([]);
    expect(lines.join('\n')).toContain(
      `7 December 2026, 09:00 (UTC+01:00)  ${FUTURE_POST}  "An article for Monday morning" (blog/case-study/future-post.en.json)`,
    );
    expect(lines.join('\n')).not.toContain('draft-service');
    fs.rmSync(publicDir, { recursive: true, force: true });
  });
});

describe('once the scheduled time has come (BUILD_NOW after it)', () => {
  it('the article is in the search index and the feed; the drafts still are not', () => {
    withEnv({ BUILD_NOW: AFTER }, () => {
      const searched = searchDocuments(fixture.content).map((doc) => doc.path);
      expect(searched).toContain(FUTURE_POST);
      expect(searched).not.toContain(DRAFT_SERVICE);
      expect(blogPostsIn(fixture.content, 'en').map((post) => post.path)).toContain(FUTURE_POST);
    });
  });

  it('publish:due rebuilds and deploys exactly once, and then has nothing to do', () => {
    const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), 'publish-due-'));
    recordPublication(fixture.content, publicDir, publicationClock({ BUILD_NOW: BEFORE }));
    const commands: string[] = [];
    const execute = (command: string) => {
      commands.push(command);
      if (command === 'npm run build') recordPublication(fixture.content, publicDir, publicationClock({ BUILD_NOW: AFTER }));
      return true;
    };
    const log = jest.spyOn(console, 'log').mockImplementation(() => undefined);
    const options = { contentDir: fixture.content, publicDir, deployCommand: 'deploy-the-site' };
    expect(publishDue({ ...options, now: new Date(BEFORE) }, execute)).toBe(0);
    expect(commands).toEqual([]);
    expect(publishDue({ ...options, now: new Date(AFTER) }, execute)).toBe(0);
    expect(commands).toEqual(['npm run build', 'deploy-the-site']);
    expect(log.mock.calls.flat().join('\n')).toContain(`due now: ${FUTURE_POST} "An article for Monday morning"`);
    expect(publishDue({ ...options, now: new Date(AFTER) }, execute)).toBe(0);
    expect(commands).toHaveLength(2);
    expect(log.mock.calls.at(-1)?.[0]).toMatch(/nothing became due or was withdrawn .*; nothing to do/);
    log.mockRestore();
    fs.rmSync(publicDir, { recursive: true, force: true });
  });

  it('publish:due reports a failed build with exit code 1 and deploys nothing', () => {
    const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), 'publish-due-'));
    const commands: string[] = [];
    const log = jest.spyOn(console, 'log').mockImplementation(() => undefined);
    const code = publishDue({ contentDir: fixture.content, publicDir, now: new Date(AFTER), deployCommand: 'deploy' }, (command) => {
      commands.push(command);
      return false;
    });
    log.mockRestore();
    expect({ code, commands }).toEqual({ code: 1, commands: ['npm run build'] });
    fs.rmSync(publicDir, { recursive: true, force: true });
  });
});

describe('a preview build (CONTENT_PREVIEW=1)', () => {
  it('has the drafts and the scheduled article in every output', () => {
    withEnv({ BUILD_NOW: BEFORE, CONTENT_PREVIEW: '1' }, () => {
      const searched = searchDocuments(fixture.content).map((doc) => doc.path);
      expect(searched).toEqual(expect.arrayContaining([DRAFT_SERVICE, DRAFT_REVIEW, FUTURE_POST]));
      expect(readContent(fixture.content).services.map((s) => s.slug)).toContain('draft-service');
    });
  });

  it('writes a robots.txt disallowing all, no published list, and makes every page noindex', () => {
    const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), 'preview-'));
    fs.writeFileSync(path.join(publicDir, 'published.json'), '{}');
    recordPublication(fixture.content, publicDir, publicationClock({ CONTENT_PREVIEW: '1' }));
    expect(fs.readFileSync(path.join(publicDir, 'robots.txt'), 'utf8')).toBe('User-agent: *\nDisallow: /\n');
    expect(fs.existsSync(path.join(publicDir, 'published.json'))).toBe(false);
    const page = { file: 'index.html', pagePath: '/' };
    expect(noindexPass.run('<html><head><title>x</title></head></html>', page)).toContain('<meta name="robots" content="noindex"/></head>');
    const already = '<head><meta name="robots" content="noindex"/></head>';
    expect(noindexPass.run(already, page)).toBe(already);
    fs.rmSync(publicDir, { recursive: true, force: true });
  });
});

describe('links from published content to unpublished content', () => {
  it('are a content error in production naming both files, and allowed in a preview', () => {
    fixture.edit('cases/ehr-electronic-health-records.en.json', (d) => {
      d.article = 'future-post';
    });
    const design = path.join(fixture.content, 'services/design-support.en.json');
    const original = fs.readFileSync(design, 'utf8');
    fs.writeFileSync(design, original.replace('"href": "/services/"', `"href": "${DRAFT_SERVICE}"`));
    try {
      const problemsWith = (env: { BUILD_NOW?: string; CONTENT_PREVIEW?: string }) =>
        withEnv(env, () => checkContent(fixture.content, fixture.root, path.resolve('static')))
          .filter((p) => p.message.includes('not on the published site'))
          .map((p) => `${p.file}: ${p.path}: ${p.message}`);
      expect(problemsWith({ BUILD_NOW: BEFORE })).toEqual([
        `content/cases/ehr-electronic-health-records.en.json: article: links to content/blog/case-study/future-post.en.json, which is scheduled for ${PUBLISH_AT} and so not on the published site: remove the link or publish that file first`,
        expect.stringMatching(
          /^content\/services\/design-support\.en\.json: components\[\d+\]\.props\..*href: links to content\/services\/draft-service\.en\.json, which is a draft and so not on the published site/,
        ),
      ]);
      expect(problemsWith({ BUILD_NOW: AFTER })).toHaveLength(1);
      expect(problemsWith({ BUILD_NOW: BEFORE, CONTENT_PREVIEW: '1' })).toEqual([]);
    } finally {
      fs.writeFileSync(design, original);
      fixture.edit('cases/ehr-electronic-health-records.en.json', (d) => {
        d.article = 'how-to-develop-an-ehr-system';
      });
    }
  });

  it('a publication time without its time zone is an error naming the file and field', () => {
    fixture.edit('blog/case-study/future-post.en.json', (d) => {
      d.publishAt = '2026-12-07T09:00:00';
    });
    try {
      const problems = withEnv({ BUILD_NOW: BEFORE }, () => checkContent(fixture.content, fixture.root, path.resolve('static')));
      expect(problems).toContainEqual({
        file: 'content/blog/case-study/future-post.en.json',
        path: 'publishAt',
        message: 'must be a date-time with its time zone, e.g. 2026-12-07T09:00:00+01:00 (or …Z for UTC)',
      });
    } finally {
      fixture.edit('blog/case-study/future-post.en.json', (d) => {
        d.publishAt = PUBLISH_AT;
      });
    }
  });
});
