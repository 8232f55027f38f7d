/**
 * Develop (and so the CMS): a record renamed by deleting its file and saving a near copy under a new name (Decap's
 * "Duplicate" then "Delete", a move on disk, or decap-server's rename) leaves a redirect from the old address to the
 * new one in content/redirects.json, so the build's address check passes without anyone editing that file.
 */
import fs from 'node:fs';
import path from 'node:path';
import { collections, type Collection } from '../content-model/collections';
import { parseJson } from '../content-model/parseJson';
import { parseContentFileName } from '../content-model/contentFileName';
import { REDIRECTS_FILE } from '../content-model/redirects';
import { normalPath, type Redirect } from '../lib/redirects';
import { withMoves } from './addressCheck';
import { readRedirects, writeJson } from './redirectsFile';

/** What is known of a record with a page: its collection, its address and the words of its file. */
interface Known {
  collection: Collection;
  address: string;
  words: Set<string>;
}

/** Share of words two records have in common (Jaccard); a duplicate with a new name and slug stays well above the bar. */
const likeness = (a: Set<string>, b: Set<string>) => {
  let shared = 0;
  for (const word of a) if (b.has(word)) shared += 1;
  return shared / (a.size + b.size - shared || 1);
};

/** Below this likeness a deleted and a new record are two pages, not one renamed. */
export const SAME_PAGE = 0.6;

export class RenameFollower {
  private records = new Map<string, Known>();
  private added = new Map<string, Known>();
  private removed = new Map<string, Known>();

  constructor(readonly contentDir: string) {
    for (const collection of collections) {
      const dir = path.join(contentDir, collection.dir);
      if (!collection.pathOf || !fs.existsSync(dir)) continue;
      for (const name of fs.readdirSync(dir).filter((file) => file.endsWith('.json'))) this.read(path.join(dir, name));
    }
  }

  /** A saved file: its record is remembered (for when it is deleted later). */
  changed(file: string): void {
    this.read(file);
  }

  /** A new file: the rename of a record deleted earlier in this session, if one is alike enough. */
  fileAdded(file: string): Redirect | undefined {
    const record = this.read(file);
    if (!record) return undefined;
    const twin = this.twin(record, this.removed);
    if (!twin) this.added.set(file, record);
    return twin && this.follow({ from: twin.address, to: record.address });
  }

  /** A deleted file: the rename to a record added earlier in this session, if one is alike enough. */
  fileRemoved(file: string): Redirect | undefined {
    const record = this.records.get(file);
    this.records.delete(file);
    this.added.delete(file);
    if (!record) return undefined;
    const twin = this.twin(record, this.added);
    if (!twin) this.removed.set(file, record);
    return twin && this.follow({ from: record.address, to: twin.address });
  }

  private read(file: string): Known | undefined {
    const collection = collections.find((c) => c.dir === path.relative(this.contentDir, path.dirname(file)).split(path.sep).join('/'));
    if (!collection?.pathOf) return undefined;
    try {
      const text = fs.readFileSync(file, 'utf8');
      const data = parseJson(text) as { [key: string]: unknown };
      const name = parseContentFileName(path.basename(file));
      if (!name) return undefined;
      const record = { collection, address: collection.pathOf(name.slug, data, name.locale), words: new Set(text.match(/\w+/g)) };
      this.records.set(file, record);
      return record;
    } catch {
      return undefined;
    }
  }

  /** The most alike record of `pool` in the same collection, taken out of the pool. */
  private twin(record: Known, pool: Map<string, Known>): Known | undefined {
    let best: [string, Known, number] | undefined;
    for (const [file, other] of pool) {
      const score = other.collection === record.collection ? likeness(record.words, other.words) : 0;
      if (score >= SAME_PAGE && (!best || score > best[2])) best = [file, other, score];
    }
    if (best) pool.delete(best[0]);
    return best?.[1];
  }

  /** Writes the redirect for a rename into content/redirects.json (nothing when the address did not change). */
  private follow(move: Redirect): Redirect | undefined {
    if (normalPath(move.from) === normalPath(move.to)) return undefined;
    const current = readRedirects(this.contentDir);
    const redirects = withMoves(current.redirects, [move], {
      note: 'renamed (found by develop)',
      date: new Date().toISOString().slice(0, 10),
    });
    writeJson(path.join(this.contentDir, REDIRECTS_FILE), { ...current, redirects });
    return move;
  }
}
