/** The repository's import graph from the source text (TypeScript's `preProcessFile`), so tests can forbid circles and keep the server away from build code. */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export const ROOT = path.resolve(__dirname, '../..');

const EXTENSIONS = ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json', '.d.ts'];

/** A module's imports: files inside the repository (relative to ROOT) and packages (bare specifiers, by package name). */
export interface Imports {
  files: string[];
  packages: string[];
}

const packageName = (specifier: string) =>
  specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0];

/** The file a relative specifier names, with the extension and `index` lookup the bundler resolution does; undefined for an asset or a missing file. */
function resolveRelative(fromFile: string, specifier: string): string | undefined {
  const base = path.resolve(path.dirname(fromFile), specifier);
  const candidates = [base, ...EXTENSIONS.map((ext) => base + ext), ...EXTENSIONS.map((ext) => path.join(base, `index${ext}`))];
  return candidates.find((candidate) => fs.existsSync(candidate) && fs.statSync(candidate).isFile());
}

const SOURCE = /\.(ts|tsx|js|mjs|cjs)$/;

/** The imports of one file: static, type-only, re-exports, `import()` and `require()`. */
export function importsOf(file: string): Imports {
  const absolute = path.resolve(ROOT, file);
  const { importedFiles } = ts.preProcessFile(fs.readFileSync(absolute, 'utf8'), true, true);
  const files = new Set<string>();
  const packages = new Set<string>();
  for (const { fileName } of importedFiles) {
    if (fileName.startsWith('.')) {
      const resolved = resolveRelative(absolute, fileName);
      if (resolved && SOURCE.test(resolved)) files.add(path.relative(ROOT, resolved));
    } else if (!fileName.startsWith('node:')) {
      packages.add(packageName(fileName));
    }
  }
  return { files: [...files].sort(), packages: [...packages].sort() };
}

/** Every source file under a folder (relative to ROOT), tests included. */
export function sourceFiles(folder: string): string[] {
  return fs
    .readdirSync(path.join(ROOT, folder), { recursive: true, encoding: 'utf8' })
    .map((entry) => path.join(folder, entry))
    .filter((file) => SOURCE.test(file) && !file.endsWith('.d.ts'))
    .sort();
}

/** The graph of the given files, each mapped to its imports. */
export function importGraph(files: string[]): Map<string, Imports> {
  return new Map(files.map((file) => [file, importsOf(file)]));
}

/** Every file reachable from an entry, following imports into any folder of the repository (entry included). */
export function reachableFrom(entry: string): Map<string, Imports> {
  const graph = new Map<string, Imports>();
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (graph.has(file)) continue;
    const imports = importsOf(file);
    graph.set(file, imports);
    queue.push(...imports.files.filter((next) => !graph.has(next)));
  }
  return graph;
}

/** One import chain from `entry` to `target` (both included), for a failure message that shows how the server got there. */
export function chainTo(graph: Map<string, Imports>, entry: string, target: (file: string) => boolean): string[] | undefined {
  const parents = new Map<string, string | null>([[entry, null]]);
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.shift()!;
    if (target(file)) {
      const chain = [file];
      for (let parent = parents.get(file); parent; parent = parents.get(parent)) chain.unshift(parent);
      return chain;
    }
    for (const next of graph.get(file)?.files ?? []) {
      if (!parents.has(next)) {
        parents.set(next, file);
        queue.push(next);
      }
    }
  }
  return undefined;
}

/**
 * The circles of a directed graph: its strongly connected components with more than one node (Tarjan's algorithm),
 * each as a sorted list of nodes. A node that imports itself counts too.
 */
export function cycles(edges: Map<string, Iterable<string>>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of edges.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node)!, index.get(next)!));
      }
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      const selfLoop = [...(edges.get(node) ?? [])].includes(node);
      if (component.length > 1 || selfLoop) found.push(component.sort());
    }
  };
  for (const node of edges.keys()) if (!index.has(node)) visit(node);
  return found.sort((a, b) => a[0].localeCompare(b[0]));
}

/** The room of a file under src/: its first-level folder (`src/lib/paths.ts` is `lib`), so the folder graph is the one a reader sees. */
export const roomOf = (file: string) => file.split(path.sep)[1];
