// The site makes its own content records, in build and develop, because Gatsby deletes a File's children on every save and develop lost a page's record in the gap.
/**
 * onCreateNode for content JSON files, in `gatsby build` and `gatsby develop` alike: one node per file, typed by its
 * folder, with its slug and page path as fields. In a build the content checks have passed before a file is sourced
 * (onPreBootstrap stops the build on any problem), and anything still wrong (a folder no collection owns) stops the build
 * naming the file. In develop a save is checked first; a broken file keeps its last good node (so its page never 404s or
 * goes empty) while the terminal and the browser name the problem.
 *
 * A production build makes no record of a draft or of an item whose publication time is still ahead (publication.ts);
 * develop and preview builds make every record.
 *
 * The record names its File as `parent` but is deliberately not registered in the File's `children`: Gatsby deletes a
 * node's children whenever the node changes (every save), and develop answered page queries in the gap before the
 * record was re-created (empty page data, or a record without its path). Unregistered, the record stays until this code
 * replaces it; Gatsby's stale-node check still follows `parent` to the File, and a deleted file's record and its pages
 * are removed by `deleteContentNode` (called from the develop file watcher). The build makes the same node, so both
 * modes have one GraphQL schema.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { GatsbyNode, Node, Reporter } from 'gatsby';
import { collections, noCollectionFor, siteCollection, typeNameForDir } from '../content-model/collections';
import { DEFAULT_LOCALE } from '../lib/locales';
import { hasOwnWords } from '../content-model/translation';
import { formatProblems } from '../content-model/check';
import { parseJson } from '../content-model/parseJson';
import { contentDir } from '../content-model/contentDir';
import type { Problem } from '../content-model/problem';
import { isBuilt, publicationClock } from '../content-model/publication';
import { contentWatch, isDevelop, reportText } from './developChecks';
import { recordFields } from './nodeFields';
import { linkedInLanguage } from './linkedInLanguage';
import { parseContentFileName } from '../content-model/contentFileName';
import { pdfsInLanguage } from './pdfsInLanguage';

interface FileNode extends Node {
  absolutePath: string;
  relativeDirectory: string;
}

let bootstrapped = false;
/** Develop: node id of each content file's record, by absolute path (for removing it when the file is deleted). */
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

/** The node id of a content file's record: one per file, the same in every build. */
export const recordIdOf = (file: Node, createNodeId: (seed: string) => string) => createNodeId(`${file.id} >>> JSON`);

/**
 * Develop: re-checks a save (after bootstrap; the start-up check covered every file) and returns the file's problems.
 * A build never calls it: onPreBootstrap has stopped the build on any problem, so a sourced file has none.
 */
function developProblems(file: string, reporter: Reporter): Problem[] {
  const watch = contentWatch(contentDir());
  if (bootstrapped) {
    const report = reportText(watch.recheck(file));
    if (report?.level === 'error') reporter.error(report.text);
    if (report?.level === 'success') reporter.success(report.text);
  }
  return watch.problemsOf(file);
}

export const createContentNode: NonNullable<GatsbyNode['onCreateNode']> = async ({
  node,
  actions,
  getNode,
  createNodeId,
  createContentDigest,
  reporter,
}) => {
  if (!isContentJson(node)) return;
  const develop = isDevelop();
  const typeName = typeNameForDir(node.relativeDirectory);
  if (!typeName) {
    const problem = noCollectionFor(node.absolutePath, node.relativeDirectory);
    if (!develop) throw new Error(problem);
    reporter.error(problem);
    return;
  }
  const id = recordIdOf(node, createNodeId);
  if (develop) recordIds.set(node.absolutePath, id);
  // Read synchronously, so the record is replaced without yielding to develop's server: an await on file I/O here gave
  // develop a moment to start the page's query (a File change can already have made it dirty), and Gatsby 5.16 marks a
  // query clean when it ends (PAGE_QUERY_RUN in redux/reducers/queries.js), so a record replaced while it ran was never
  // shown (suspected cause of the editing loop's rare stale page after a save).
  const text = fs.readFileSync(node.absolutePath, 'utf8');
  const broken = develop ? developProblems(node.absolutePath, reporter) : [];
  const lastGood = getNode(id);
  if (broken.length > 0 && lastGood) {
    actions.touchNode(lastGood);
    reporter.warn(`${path.relative(process.cwd(), node.absolutePath)}: showing the last good version until the problems above are fixed`);
    return;
  }
  let data: unknown;
  try {
    data = parseJson(text);
  } catch (error) {
    if (!develop) throw new Error(`${node.absolutePath}: ${(error as Error).message}`, { cause: error });
    reporter.warn(formatProblems(broken));
    return;
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    if (!develop) throw new Error(`${node.absolutePath}: a content file holds one JSON object`);
    return;
  }
  const locale = parseContentFileName(path.basename(node.absolutePath))?.locale;
  if (!locale) return;
  // A translation not yet begun (the shared fields the CMS copies into a new entry's German file) makes no record.
  const schema = schemaOf(typeName);
  if (locale !== DEFAULT_LOCALE && schema && !hasOwnWords(schema, data)) return;
  const record = pdfsInLanguage(linkedInLanguage(typeName, data as Record<string, unknown>, locale), locale);
  // The one place drafts and items not yet due leave a production build: without a record there is no page, listing
  // entry, count, sitemap line or cross-link (the content checks stop a build whose published content links to one).
  if (!isBuilt(record, publicationClock())) return;
  const addFields = (stored: Node) => {
    for (const [name, value] of Object.entries(recordFields(typeName, node.absolutePath, record)))
      actions.createNodeField({ node: stored, name, value });
  };
  /** Stores the record under `contentDigest`; slug and path go on in the same tick (createNode stores it synchronously), so a page query answered in between never finds a record without its path. */
  const store = async (contentDigest: string) => {
    const created = actions.createNode({ ...record, id, children: [], parent: node.id, internal: { contentDigest, type: typeName } });
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
  const contentDigest = createContentDigest(data);
  await store(contentDigest);
  if (develop && bootstrapped) storeAgainLater(id, () => store(`${contentDigest}+again`));
};

/** The schema of a content type's records. */
const schemaOf = (typeName: string) =>
  typeName === siteCollection.typeName ? siteCollection.schema : collections.find((c) => c.typeName === typeName)?.schema;

/** Develop: how long after a save its record is stored once more; longer than a page query takes in develop. */
export const STORE_AGAIN_AFTER_MS = 2_000;
const pendingStores = new Map<string, ReturnType<typeof setTimeout>>();

/**
 * Develop: stores a saved record once more a moment later, with a new digest, so its page's query runs again. Gatsby
 * 5.16 marks a query clean when a run ends (PAGE_QUERY_RUN in redux/reducers/queries.js), so a record replaced while its
 * page's query was running was never shown: the editing test waited 30 s for a CMS save in 1 of 2 CI runs (2026-11-27).
 * A newer save of the same file replaces the pending one.
 */
function storeAgainLater(id: string, storeAgain: () => Promise<void>): void {
  clearTimeout(pendingStores.get(id));
  const timer = setTimeout(() => {
    pendingStores.delete(id);
    void storeAgain();
  }, STORE_AGAIN_AFTER_MS);
  pendingStores.set(id, timer);
}

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
  if (id) {
    clearTimeout(pendingStores.get(id));
    pendingStores.delete(id);
  }
  if (!record) return;
  gatsby.deleteNode(record);
  for (const page of gatsby.getNodesByType('SitePage')) {
    if ((page.context as { id?: unknown } | undefined)?.id === record.id)
      gatsby.deletePage({ path: page.path as string, component: page.component as string });
  }
}
