/**
 * onPreBootstrap: stops the build before any page exists when content is broken, listing every problem with file and
 * JSON path. In develop the same list is printed and develop keeps running, re-checking on every save (developChecks).
 */
import type { GatsbyNode } from 'gatsby';
import { checkContent, formatProblems } from '../content-model/check';
import { contentDir } from '../content-model/contentDir';
import { contentWatch, isDevelop } from './developChecks';

export const onPreBootstrap: GatsbyNode['onPreBootstrap'] = ({ reporter }) => {
  if (isDevelop()) {
    const problems = contentWatch(contentDir()).checkAll();
    if (problems.length > 0) reporter.error(formatProblems(problems));
    return;
  }
  const problems = checkContent(contentDir());
  if (problems.length > 0) {
    reporter.panic(formatProblems(problems));
  }
};
