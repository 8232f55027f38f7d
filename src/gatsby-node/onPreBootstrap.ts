/** onPreBootstrap: the content checks first (a build with broken content stops here), then the brand faces cut to the content's characters. */
import type { GatsbyNode } from 'gatsby';
import { contentDir } from '../content-model/contentDir';
import { cutBrandFaces, facesFollowContent, facesWrittenMessage } from './brandFaces';
import { checkContentBeforeBootstrap } from './contentChecks';

export const onPreBootstrap: GatsbyNode['onPreBootstrap'] = async ({ reporter }) => {
  checkContentBeforeBootstrap(reporter);
  const root = process.cwd();
  if (!facesFollowContent(root)) return;
  const written = await cutBrandFaces(root, contentDir());
  if (written.length > 0) reporter.info(facesWrittenMessage(written));
};
