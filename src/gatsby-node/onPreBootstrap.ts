/** onPreBootstrap: the content checks first (a build with broken content stops here), then the brand faces cut to the content's characters. */
import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import { contentDir } from '../content-model/contentDir';
import { cutBrandFaces } from './brandFaces';
import { checkContentBeforeBootstrap } from './contentChecks';

export const onPreBootstrap: GatsbyNode['onPreBootstrap'] = async ({ reporter }) => {
  checkContentBeforeBootstrap(reporter);
  const root = process.cwd();
  /** Benchmarks build other content (CONTENT_DIR); the committed faces follow the site's own. */
  if (contentDir() !== path.join(root, 'content')) return;
  const written = await cutBrandFaces(root, contentDir());
  if (written.length > 0) reporter.info(`brand faces cut again for the content's characters (commit them): ${written.join(', ')}`);
};
