/**
 * Develop only: re-runs the build's content checks whenever a content file (or an image it uses) is saved, on that
 * file and on every file that links to it or that it links to, and keeps the current problem list for the browser.
 */
import fs from 'node:fs';
import path from 'node:path';
import { checkContent, formatProblems, loadContent } from '../content-model/check';
import type { Problem } from '../content-model/problem';
import { referenceGraph, relatedFiles } from '../content-model/references';

export const isDevelop = () => process.env.gatsby_executing_command === 'develop';

export interface Report {
  /** Problems of the re-checked files (empty when they are all fine). */
  problems: Problem[];
  /** Re-checked files that had problems before this save and have none now. */
  fixed: string[];
}

export class ContentWatch {
  private problems = new Map<string, Problem[]>();
  private graph = new Map<string, Set<string>>();

  constructor(
    readonly contentDir: string,
    readonly root: string,
    readonly staticDir: string,
  ) {}

  /** Checks everything (develop start); returns all problems. */
  checkAll(): Problem[] {
    this.graph = referenceGraph(loadContent(this.contentDir, this.root).loaded, this.contentDir);
    const problems = checkContent(this.contentDir, this.root, this.staticDir);
    this.problems.clear();
    this.store(problems);
    return problems;
  }

  /** What each file was (modification time and size, or gone) when last re-checked. */
  private seen = new Map<string, string>();

  /**
   * Re-checks `changed` (absolute path of a JSON record or an image) and its related files. A file that has not changed
   * since its last re-check reports nothing new: a save reaches here twice, from the content folder's own watcher at once
   * and from Gatsby's node update, which waits while develop is busy (compiling a page the browser just opened).
   */
  recheck(changed: string): Report {
    const stat = fs.statSync(changed, { throwIfNoEntry: false });
    const version = stat ? `${stat.mtimeMs}:${stat.size}` : 'gone';
    if (this.seen.get(changed) === version) return { problems: [], fixed: [] };
    this.seen.set(changed, version);
    const fresh = referenceGraph(loadContent(this.contentDir, this.root).loaded, this.contentDir);
    const related = relatedFiles(changed, [this.graph, fresh]);
    this.graph = fresh;
    const checked = [...related].filter((file) => file.endsWith('.json')).map((file) => path.relative(this.root, file));
    const before = new Set(checked.filter((file) => this.problems.has(file)));
    const problems = checkContent(this.contentDir, this.root, this.staticDir, related);
    for (const file of checked) this.problems.delete(file);
    this.store(problems);
    return { problems, fixed: [...before].filter((file) => !this.problems.has(file)) };
  }

  /** Problems of one file (absolute path). */
  problemsOf(file: string): Problem[] {
    return this.problems.get(path.relative(this.root, file)) ?? [];
  }

  /** Every current problem, by file name. */
  current(): Problem[] {
    return [...this.problems.keys()].sort().flatMap((file) => this.problems.get(file) ?? []);
  }

  private store(problems: Problem[]) {
    for (const problem of problems) this.problems.set(problem.file, [...(this.problems.get(problem.file) ?? []), problem]);
  }
}

/** Terminal text of a re-check, in the build's form; undefined when there is nothing to say. */
export function reportText(report: Report): { level: 'error' | 'success'; text: string } | undefined {
  if (report.problems.length > 0) return { level: 'error', text: formatProblems(report.problems) };
  if (report.fixed.length > 0)
    return { level: 'success', text: `Content check: ${report.fixed.join(', ')} ${report.fixed.length === 1 ? 'is' : 'are'} fine again` };
  return undefined;
}

/** One shared instance for the develop process (gatsby-node APIs are plain functions). */
let shared: ContentWatch | undefined;
export function contentWatch(contentDir: string): ContentWatch {
  if (!shared || shared.contentDir !== contentDir) shared = new ContentWatch(contentDir, process.cwd(), path.resolve('static'));
  return shared;
}
