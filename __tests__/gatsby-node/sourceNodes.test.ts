/** A warm build's cached records follow its publication rule: a draft's record from a preview goes, a post that became due (its file unchanged) gets one. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Node, SourceNodesArgs } from 'gatsby';
import { sourceNodes } from '../../src/gatsby-node/sourceNodes';

let content: string;

beforeAll(() => {
  content = fs.mkdtempSync(path.join(os.tmpdir(), 'source-nodes-'));
  process.env.CONTENT_DIR = content;
  process.env.gatsby_executing_command = 'build';
});

afterAll(() => {
  fs.rmSync(content, { recursive: true, force: true });
  delete process.env.CONTENT_DIR;
  delete process.env.gatsby_executing_command;
  delete process.env.BUILD_NOW;
});

const fileNode = (name: string, data: object): Node => {
  const absolutePath = path.join(content, 'services', `${name}.json`);
  fs.mkdirSync(path.dirname(absolutePath), { recursive: true });
  fs.writeFileSync(absolutePath, JSON.stringify(data));
  return {
    id: `file-${name}`,
    absolutePath,
    relativeDirectory: 'services',
    internal: { type: 'File', mediaType: 'application/json' },
  } as unknown as Node;
};

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
  const draft = fileNode('secret', { draft: true });
  const cachedRecord = { id: 'id(file-secret >>> JSON)', draft: true, internal: { type: 'ServicesJson' } } as unknown as Node;
  const { args, deleted } = cache([draft, cachedRecord]);
  await sourceNodes(args, { plugins: [] }, () => undefined);
  expect(deleted).toEqual(['id(file-secret >>> JSON)']);
});

test('a production build at a later clock makes the record of a post that became due, whose file did not change', async () => {
  const due = { title: 'Monday', publishAt: '2026-12-07T09:00:00+01:00' };
  process.env.BUILD_NOW = '2026-12-07T07:59:59Z';
  const before = cache([fileNode('monday', due)]);
  await sourceNodes(before.args, { plugins: [] }, () => undefined);
  expect(before.store.has('id(file-monday >>> JSON)')).toBe(false);
  process.env.BUILD_NOW = '2026-12-07T08:00:00Z';
  const after = cache([fileNode('monday', due)]);
  await sourceNodes(after.args, { plugins: [] }, () => undefined);
  expect(after.store.get('id(file-monday >>> JSON)')).toMatchObject({ title: 'Monday', internal: { type: 'ServicesJson' } });
});
