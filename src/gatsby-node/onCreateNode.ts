/** onCreateNode: content JSON files become typed records with their slug and path (contentNodes.ts, in build and develop). */
import type { GatsbyNode, Node } from 'gatsby';
import { createContentNode, isContentJson } from './contentNodes';

type OnCreateNode = NonNullable<GatsbyNode['onCreateNode']>;

/** Only content files concern onCreateNode, so Gatsby skips every other node. */
export const shouldOnCreateNode = ({ node }: { node: Node }): boolean => isContentJson(node);

/** Two parameters on purpose: Gatsby treats a three-parameter API function as callback-style and waits for the callback. */
export const onCreateNode = async (args: Parameters<OnCreateNode>[0], options: Parameters<OnCreateNode>[1]): Promise<void> => {
  await createContentNode(args, options, () => undefined);
};
