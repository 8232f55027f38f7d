/**
 * Before bootstrap (onPreBootstrap.ts): stops the build before any page exists when content is broken, listing every
 * problem with file and JSON path. In develop the same list is printed and develop keeps running, re-checking on every
 * save (developChecks).
 */
import type { Reporter } from 'gatsby';
import { checkContent, formatProblems } from '../content-model/check';
import { contentDir } from '../content-model/contentDir';
import { contentWatch, isDevelop } from './developChecks';

export function checkContentBeforeBootstrap(reporter: Reporter): void {
  if (isDevelop()) {
    const problems = contentWatch(contentDir()).checkAll();
    if (problems.length > 0) reporter.error(formatProblems(problems));
    return;
  }
  const problems = checkContent(contentDir());
  if (problems.length > 0) {
    reporter.panic(formatProblems(problems));
  }
}
