/** Which files a content record points at (records by slug, images by path, a translation its default-language file), so a save re-checks exactly the files it can affect. */
import path from 'node:path';
import { collections } from './collections';
import type { Loaded } from './check';
import { walk } from './walk';
import { contentFileName } from './contentFileName';
import { DEFAULT_LOCALE } from '../lib/locales';

/** Absolute paths of the content records and image files `item` refers to (existing or not); a translation is checked against its default-language file. */
export function referencesOf(item: Loaded, contentDir: string): string[] {
  const found: string[] =
    item.locale === DEFAULT_LOCALE ? [] : [path.join(path.dirname(item.file), contentFileName(item.slug, DEFAULT_LOCALE))];
  walk(item.collection.schema, item.data, [], (kind, value, _at, target) => {
    if (typeof value !== 'string') return;
    if (kind === 'image') found.push(path.resolve(path.dirname(item.file), value));
    if (kind === 'ref' && target) {
      const dir = collections.find((c) => c.typeName === target)?.dir;
      if (dir) found.push(path.join(contentDir, dir, contentFileName(value, item.locale)));
    }
  });
  return found;
}

/** Reference graph: file → files it refers to. */
export function referenceGraph(loaded: Loaded[], contentDir: string): Map<string, Set<string>> {
  return new Map(loaded.map((item) => [path.resolve(item.file), new Set(referencesOf(item, contentDir))]));
}

/** `changed` itself, the content files it refers to and the content files that refer to it, across one or more graphs. */
export function relatedFiles(changed: string, graphs: Map<string, Set<string>>[]): Set<string> {
  const file = path.resolve(changed);
  const related = new Set<string>([file]);
  for (const graph of graphs) {
    for (const target of graph.get(file) ?? []) if (target.endsWith('.json')) related.add(target);
    for (const [source, targets] of graph) if (targets.has(file)) related.add(source);
  }
  return related;
}
