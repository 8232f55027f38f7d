/** onCreateNode: content JSON files become typed records with their slug and path (the transformer in a build, contentNodes in develop). */
import type { GatsbyNode, Node } from 'gatsby';
import { createContentNode, isContentJson } from '../patches/contentNodes';
import { addRecordFields, isTransformedRecord, transformContentFile } from './contentTransformer';
import { isDevelop } from './developChecks';

type OnCreateNode = NonNullable<GatsbyNode['onCreateNode']>;

/** Only content files and the records made from them concern onCreateNode, so Gatsby skips every other node. */
export const shouldOnCreateNode = ({ node }: { node: Node }): boolean => isContentJson(node) || isTransformedRecord(node);

/** Two parameters on purpose: Gatsby treats a three-parameter API function as callback-style and waits for the callback. */
export const onCreateNode = async (args: Parameters<OnCreateNode>[0], options: Parameters<OnCreateNode>[1]): Promise<void> => {
  if (isTransformedRecord(args.node)) addRecordFields(args);
  else if (!isDevelop()) await transformContentFile(args);
  else await createContentNode(args, options, () => undefined);
};
