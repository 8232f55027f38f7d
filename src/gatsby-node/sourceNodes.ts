/**
 * sourceNodes: the content records a warm build restored from .cache follow this build's publication rule. Gatsby runs
 * onCreateNode only for a file that changed, so without this a draft's record from a preview build stayed in the next
 * production build, and a post that became due (its file unchanged) never got a record until `gatsby clean`.
 */
import type { CreateNodeArgs, GatsbyNode, Node } from 'gatsby';
import { isBuilt, publicationClock } from '../content-model/publication';
import { createContentNode, isContentJson, recordIdOf } from './contentNodes';

export const sourceNodes: NonNullable<GatsbyNode['sourceNodes']> = async (args) => {
  const clock = publicationClock();
  for (const file of args.getNodesByType('File')) {
    if (!isContentJson(file)) continue;
    const record: Node | undefined = args.getNode(recordIdOf(file, args.createNodeId));
    if (record && !isBuilt(record, clock)) args.actions.deleteNode(record);
    if (!record) await createContentNode({ ...args, node: file } as unknown as CreateNodeArgs, { plugins: [] }, () => undefined);
  }
};
