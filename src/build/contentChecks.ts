/** onPreBootstrap: stops the build before any page exists when content is broken, listing every problem with file and JSON path. */
import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import { checkContent, formatProblems } from '../content-model/check';

export const contentDir = () => path.resolve(process.env.CONTENT_DIR ?? 'content');

export const onPreBootstrap: GatsbyNode['onPreBootstrap'] = ({ reporter }) => {
  const problems = checkContent(contentDir());
  if (problems.length > 0) {
    reporter.panic(formatProblems(problems));
  }
};
