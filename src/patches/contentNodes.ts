// Patch (develop, checked on gatsby 5.16.1): Gatsby deletes a node's children on every change, so content records are not registered as their File's children (develop answered empty page data in the gap).
/**
 * Develop's onCreateNode for content JSON files (the build uses gatsby-transformer-json, contentTransformer.ts): one
 * node per file, typed by its folder, with its slug and page path as fields. A save is checked first; a broken file
 * keeps its last good node (so its page never 404s or goes empty) while the terminal and the browser name the problem.
 *
 * The record names its File as `parent` but is deliberately not registered in the File's `children`: Gatsby deletes a
 * node's children whenever the node changes (every save), and develop answered page queries in the gap before the
 * record was re-created (empty page data, or a record without its path). Unregistered, the record stays until this code
 * replaces it; Gatsby's stale-node check still follows `parent` to the File, and a deleted file's record and its pages
 * are removed by `deleteContentNode` (called from the develop file watcher).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { GatsbyNode, Node } from 'gatsby';
import { noCollectionFor, typeNameForDir } from '../content-model/collections';
import { formatProblems } from '../content-model/check';
import { parseJson } from '../content-model/parseJson';
import { contentDir } from '../content-model/contentDir';
import { contentWatch, reportText } from '../gatsby-node/developChecks';
import { recordFields } from '../gatsby-node/nodeFields';

interface FileNode extends Node {
  absolutePath: string;
  relativeDirectory: string;
}

let bootstrapped = false;
/** Node id of each content file's record, by absolute path (for removing it when the file is deleted in develop). */
const recordIds = new Map<string, string>();
/** After bootstrap every save is re-checked on its own; during bootstrap the start-up check already covered all files. */
export const markBootstrapped = () => {
  bootstrapped = true;
};

export const isContentJson = (node: Node): node is FileNode =>
  node.internal.type === 'File' &&
  node.internal.mediaType === 'application/json' &&
  typeof node.absolutePath === 'string' &&
  node.absolutePath.startsWith(contentDir() + path.sep);

export const createContentNode: NonNullable<GatsbyNode['onCreateNode']> = async ({
  node,
  actions,
  getNode,
  createNodeId,
  createContentDigest,
  reporter,
}) => {
  if (!isContentJson(node)) return;
  const typeName = typeNameForDir(node.relativeDirectory);
  if (!typeName) {
    reporter.error(noCollectionFor(node.absolutePath, node.relativeDirectory));
    return;
  }
  const id = createNodeId(`${node.id} >>> JSON`);
  recordIds.set(node.absolutePath, id);
  // Read synchronously, so the record is replaced without yielding to develop's server: an await on file I/O here gave
  // develop a moment to start the page's query (a File change can already have made it dirty), and Gatsby 5.16 marks a
  // query clean when it ends (PAGE_QUERY_RUN in redux/reducers/queries.js), so a record replaced while it ran was never
  // shown (suspected cause of the editing loop's rare stale page after a save).
  const text = fs.readFileSync(node.absolutePath, 'utf8');
  const watch = contentWatch(contentDir());
  if (bootstrapped) {
    const report = reportText(watch.recheck(node.absolutePath));
    if (report?.level === 'error') reporter.error(report.text);
    if (report?.level === 'success') reporter.success(report.text);
  }
  const broken = watch.problemsOf(node.absolutePath);
  const lastGood = getNode(id);
  if (broken.length > 0 && lastGood) {
    actions.touchNode(lastGood);
    reporter.warn(`${path.relative(process.cwd(), node.absolutePath)}: showing the last good version until the problems above are fixed`);
    return;
  }
  let data: unknown;
  try {
    data = parseJson(text);
  } catch {
    reporter.warn(formatProblems(broken));
    return;
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return;
  const record = data as Record<string, unknown>;
  const addFields = (stored: Node) => {
    for (const [name, value] of Object.entries(recordFields(typeName, node.absolutePath, record)))
      actions.createNodeField({ node: stored, name, value });
  };
  const contentDigest = createContentDigest(data);
  const created = actions.createNode({ ...record, id, children: [], parent: node.id, internal: { contentDigest, type: typeName } });
  // Slug and path go on in the same tick as the node (createNode stores it synchronously): a page query answered in
  // between would find a record without its path.
  const current = () => {
    const stored = getNode(id);
    return stored?.internal.contentDigest === contentDigest ? stored : undefined;
  };
  const stored = current();
  if (stored) addFields(stored);
  await created;
  const later = stored ? undefined : current();
  if (later) addFields(later);
};

/** What deleteContentNode needs of Gatsby's node API (onCreateDevServer's arguments). */
export interface RecordRemoval {
  getNode: (id: string) => Node | undefined;
  getNodesByType: (type: string) => Node[];
  deleteNode: (node: Node) => void;
  deletePage: (page: { path: string; component: string }) => void;
}

/**
 * Develop: removes the record of a deleted content file (its File node goes, but the record is not its registered
 * child) and the pages made from it (their context names the record's id). Gatsby 5.16 re-runs createPages when the
 * File node goes; when that run comes before this delete, the next round of node changes only re-runs queries, and the
 * page kept answering 200 (3 of 4 runs of the editing test on 2026-11-26).
 */
export function deleteContentNode(file: string, gatsby: RecordRemoval): void {
  const id = recordIds.get(file);
  const record = id ? gatsby.getNode(id) : undefined;
  recordIds.delete(file);
  if (!record) return;
  gatsby.deleteNode(record);
  for (const page of gatsby.getNodesByType('SitePage')) {
    if ((page.context as { id?: unknown } | undefined)?.id === record.id)
      gatsby.deletePage({ path: page.path as string, component: page.component as string });
  }
}
