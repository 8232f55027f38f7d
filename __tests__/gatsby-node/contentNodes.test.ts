/**
 * @jest-environment node
 */
/** Content records in the build: one typed record per content file, named by its File but not linked as its child, with its slug and page path; a folder no collection owns stops the build (develop reports it); none for a draft or a page not yet due in production, also after a warm start. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { CreateNodeArgs, Node, SourceNodesArgs } from 'gatsby';
import { createContentNode, markBootstrapped, STORE_AGAIN_AFTER_MS } from '../../src/gatsby-node/contentNodes';
import { sourceNodes } from '../../src/gatsby-node/sourceNodes';

let content: string;

/** A content file as gatsby-source-filesystem sees it; `name` without its language, English unless `locale` says otherwise. */
const file = (relativeDirectory: string, name: string, text: string, locale = 'en') => {
  const absolutePath = path.join(content, relativeDirectory, `${name}.${locale}.json`);
  fs.mkdirSync(path.dirname(absolutePath), { recursive: true });
  fs.writeFileSync(absolutePath, text);
  return {
    id: `file-${name}`,
    parent: null,
    children: [],
    absolutePath,
    relativeDirectory,
    internal: { type: 'File', mediaType: 'application/json', contentDigest: 'x', owner: 'gatsby-source-filesystem' },
  } as unknown as Node;
};

function argsFor(node: Node) {
  const created: Node[] = [];
  const links: unknown[] = [];
  const fields: Record<string, unknown> = {};
  const nodes = new Map<string, Node>([[node.id, node]]);
  const reporter = { error: jest.fn(), warn: jest.fn(), success: jest.fn() };
  const args = {
    node,
    createNodeId: (seed: string) => `id(${seed})`,
    createContentDigest: () => 'digest',
    getNode: (id: string) => nodes.get(id),
    reporter,
    actions: {
      createNode: async (record: Node) => {
        created.push(record);
        nodes.set(record.id, record);
      },
      createParentChildLink: (link: unknown) => links.push(link),
      createNodeField: ({ name, value }: { name: string; value: unknown }) => {
        fields[name] = value;
      },
      touchNode: jest.fn(),
    },
  } as unknown as CreateNodeArgs;
  return { args, created, links, fields, reporter };
}

const make = (args: CreateNodeArgs) => createContentNode(args, { plugins: [] }, () => undefined);

beforeAll(() => {
  content = fs.mkdtempSync(path.join(os.tmpdir(), 'content-nodes-'));
  process.env.CONTENT_DIR = content;
  process.env.gatsby_executing_command = 'build';
});

afterAll(() => {
  fs.rmSync(content, { recursive: true, force: true });
  delete process.env.CONTENT_DIR;
  delete process.env.gatsby_executing_command;
});

describe('content records in the build', () => {
  it('types a service file as ServicesJson, keeps its fields, names its File as parent, links no child and adds slug and path', async () => {
    const { args, created, links, fields } = argsFor(file('services', 'branding', '{"name":"Branding","group":"design"}'));
    await make(args);
    expect(created).toHaveLength(1);
    expect(created[0]).toMatchObject({
      name: 'Branding',
      group: 'design',
      id: 'id(file-branding >>> JSON)',
      parent: 'file-branding',
      children: [],
      internal: { type: 'ServicesJson', contentDigest: 'digest' },
    });
    expect(links).toEqual([]);
    expect(fields).toEqual({ slug: 'branding', path: '/services/branding/', locale: 'en', refKey: 'en/branding' });
  });

  it('gives a German file a German record: its language, and references to the German records', async () => {
    const { args, created, fields } = argsFor(file('testimonials', 'anna-keyo', '{"name":"Anna","case":"keyo"}', 'de'));
    await make(args);
    expect(created[0]).toMatchObject({ name: 'Anna', case: 'de/keyo', internal: { type: 'TestimonialsJson' } });
    expect(fields).toMatchObject({ slug: 'anna-keyo', locale: 'de', refKey: 'de/anna-keyo' });
  });

  it('gives German settings links to the German pages, leaving files, other sites and mail as written; English links stay as written', async () => {
    const links = [
      { label: 'Cases', href: '/cases/?category=saas' },
      { label: 'Deck', href: '/pdf/main/deck.pdf' },
      { label: 'Dribbble', href: 'https://dribbble.com/oakline' },
      { label: 'Mail', href: 'mailto:hello@example.com' },
    ];
    const text = JSON.stringify({ nav: links, sayHelloUrl: '/contact/' });
    const german = argsFor(file('', 'site', text, 'de'));
    await make(german.args);
    expect(german.created[0]).toMatchObject({
      nav: [
        { label: 'Cases', href: '/de/cases/?category=saas' },
        { label: 'Deck', href: '/pdf/main/deck.pdf' },
        { label: 'Dribbble', href: 'https://dribbble.com/oakline' },
        { label: 'Mail', href: 'mailto:hello@example.com' },
      ],
      sayHelloUrl: '/de/contact/',
    });
    const english = argsFor(file('', 'site', text));
    await make(english.args);
    expect(english.created[0]).toMatchObject({ nav: links, sayHelloUrl: '/contact/' });
  });

  it('gives site.en.json its SiteJson record and slug only', async () => {
    const { args, created, fields } = argsFor(file('', 'site', '{"agencyName":"Agency"}'));
    await make(args);
    expect(created[0]).toMatchObject({ agencyName: 'Agency', internal: { type: 'SiteJson' } });
    expect(fields).toEqual({ slug: 'site', locale: 'en', refKey: 'en/site' });
  });

  it('stops on a file in a folder that is no collection, naming the file', async () => {
    const { args, created } = argsFor(file('drafts', 'idea', '{}'));
    await expect(make(args)).rejects.toThrow(`${path.join(content, 'drafts', 'idea.en.json')}: no content collection for folder "drafts"`);
    expect(created).toEqual([]);
  });

  it('stops on a file that does not parse, naming the file', async () => {
    const { args } = argsFor(file('services', 'broken', '{"name":'));
    await expect(make(args)).rejects.toThrow(`${path.join(content, 'services', 'broken.en.json')}: `);
  });

  it('after bootstrap neither re-checks a file nor reports: the build checked everything before sourcing', async () => {
    markBootstrapped();
    const { args, created, reporter } = argsFor(file('services', 'pilot', '{"name":"Pilot"}'));
    await make(args);
    expect(created).toHaveLength(1);
    expect([reporter.error, reporter.warn, reporter.success].flatMap((report) => report.mock.calls)).toEqual([]);
  });
});

describe('drafts and items not yet due', () => {
  const scheduled = '{"title":"Monday","publishAt":"2026-12-07T09:00:00+01:00"}';
  afterEach(() => {
    process.env.gatsby_executing_command = 'build';
    delete process.env.BUILD_NOW;
    delete process.env.CONTENT_PREVIEW;
  });

  it('a production build makes no record of a draft (so no page, listing entry, count, sitemap line or next-case link)', async () => {
    const { args, created } = argsFor(file('cases', 'secret', '{"slug":"secret","draft":true}'));
    await make(args);
    expect(created).toEqual([]);
  });

  it('a production build makes a scheduled page only once BUILD_NOW has reached its time', async () => {
    process.env.BUILD_NOW = '2026-12-07T07:59:59Z';
    const before = argsFor(file('services', 'monday', scheduled));
    await make(before.args);
    expect(before.created).toEqual([]);
    process.env.BUILD_NOW = '2026-12-07T08:00:00Z';
    const after = argsFor(file('services', 'monday', scheduled));
    await make(after.args);
    expect(after.created).toHaveLength(1);
  });

  it('a preview build (CONTENT_PREVIEW=1) and develop make both', async () => {
    process.env.BUILD_NOW = '2026-12-07T07:59:59Z';
    process.env.CONTENT_PREVIEW = '1';
    const preview = [argsFor(file('services', 'secret', '{"draft":true}')), argsFor(file('services', 'monday', scheduled))];
    for (const { args } of preview) await make(args);
    expect(preview.map(({ created }) => created.length)).toEqual([1, 1]);
    delete process.env.CONTENT_PREVIEW;
    process.env.gatsby_executing_command = 'develop';
    const develop = argsFor(file('services', 'secret', '{"draft":true}'));
    await make(develop.args);
    expect(develop.created).toHaveLength(1);
  });
});

describe('a folder that is no collection in develop', () => {
  beforeAll(() => {
    process.env.gatsby_executing_command = 'develop';
  });

  it('is reported in the terminal, and develop goes on', async () => {
    const { args, created, reporter } = argsFor(file('drafts', 'idea', '{}'));
    await make(args);
    expect(reporter.error).toHaveBeenCalledWith(
      `${path.join(content, 'drafts', 'idea.en.json')}: no content collection for folder "drafts"`,
    );
    expect(created).toEqual([]);
  });
});

describe('a save in develop, after bootstrap', () => {
  beforeAll(() => {
    process.env.gatsby_executing_command = 'develop';
    markBootstrapped();
  });
  afterEach(() => jest.useRealTimers());

  it('stores the record again a moment later, same data, slug and path, new digest, so a page query that ran across the save runs again', async () => {
    jest.useFakeTimers();
    const { args, created, fields } = argsFor(file('', 'site', '{"agencyName":"Agency, saved in the CMS"}'));
    await make(args);
    expect(created.map((record) => record.internal.contentDigest)).toEqual(['digest']);
    jest.advanceTimersByTime(STORE_AGAIN_AFTER_MS - 1);
    expect(created).toHaveLength(1);
    jest.advanceTimersByTime(1);
    expect(created.map((record) => record.internal.contentDigest)).toEqual(['digest', 'digest+again']);
    const { internal: _first, ...firstData } = created[0];
    const { internal: _again, ...againData } = created[1];
    expect(againData).toEqual(firstData);
    expect(created[1]).toMatchObject({ agencyName: 'Agency, saved in the CMS', internal: { type: 'SiteJson' } });
    expect(fields).toEqual({ slug: 'site', locale: 'en', refKey: 'en/site' });
  });
});

describe('a warm build (sourceNodes): records restored from .cache follow the publication rule', () => {
  beforeAll(() => {
    process.env.gatsby_executing_command = 'build';
  });
  afterEach(() => {
    delete process.env.BUILD_NOW;
  });

  /** What Gatsby holds after restoring its cache: the File nodes and the records made by an earlier build. */
  function cache(nodes: Node[]) {
    const store = new Map(nodes.map((node) => [node.id, node]));
    const deleted: string[] = [];
    const args = {
      getNodesByType: (type: string) => [...store.values()].filter((node) => node.internal.type === type),
      getNode: (id: string) => store.get(id),
      createNodeId: (seed: string) => `id(${seed})`,
      createContentDigest: () => 'digest',
      reporter: { error: jest.fn(), warn: jest.fn(), success: jest.fn() },
      actions: {
        createNode: (node: Node) => {
          store.set(node.id, node);
        },
        createNodeField: jest.fn(),
        touchNode: jest.fn(),
        deleteNode: (node: Node) => {
          deleted.push(node.id);
          store.delete(node.id);
        },
      },
    } as unknown as SourceNodesArgs;
    return { args, store, deleted };
  }

  test('a production build after a preview deletes the cached record of a draft', async () => {
    const draft = file('services', 'secret', '{"draft":true}');
    const cachedRecord = { id: 'id(file-secret >>> JSON)', draft: true, internal: { type: 'ServicesJson' } } as unknown as Node;
    const { args, deleted } = cache([draft, cachedRecord]);
    await sourceNodes(args, { plugins: [] }, () => undefined);
    expect(deleted).toEqual(['id(file-secret >>> JSON)']);
  });

  test('a production build at a later clock makes the record of a post that became due, whose file did not change', async () => {
    const due = '{"title":"Monday","publishAt":"2026-12-07T09:00:00+01:00"}';
    process.env.BUILD_NOW = '2026-12-07T07:59:59Z';
    const before = cache([file('services', 'monday', due)]);
    await sourceNodes(before.args, { plugins: [] }, () => undefined);
    expect(before.store.has('id(file-monday >>> JSON)')).toBe(false);
    process.env.BUILD_NOW = '2026-12-07T08:00:00Z';
    const after = cache([file('services', 'monday', due)]);
    await sourceNodes(after.args, { plugins: [] }, () => undefined);
    expect(after.store.get('id(file-monday >>> JSON)')).toMatchObject({ title: 'Monday', internal: { type: 'ServicesJson' } });
  });
});
