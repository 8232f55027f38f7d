/** onCreateNode: content JSON files become typed records with their slug and path (contentNodes). */
import type { GatsbyNode, Node } from 'gatsby';
import { createContentNode, isContentJson } from './patches/contentNodes';

type OnCreateNode = NonNullable<GatsbyNode['onCreateNode']>;

/** Only content JSON files concern onCreateNode, so Gatsby skips the call for every other node (images, pages…). */
export const shouldOnCreateNode = ({ node }: { node: Node }): boolean => isContentJson(node);

/** Two parameters on purpose: Gatsby treats a three-parameter API function as callback-style and waits for the callback. */
export const onCreateNode = async (args: Parameters<OnCreateNode>[0], options: Parameters<OnCreateNode>[1]): Promise<void> => {
  await createContentNode(args, options, () => undefined);
};
