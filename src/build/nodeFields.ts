/** onCreateNode: gives every content record its slug (the file name) and, for routed collections, its page path. */
import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import { collections } from '../content-model/collections';

export const onCreateNode: GatsbyNode['onCreateNode'] = ({ node, getNode, actions }) => {
  const collection = collections.find((c) => c.typeName === node.internal.type);
  if (!collection || !node.parent) return;
  const file = getNode(node.parent) as { absolutePath?: string } | undefined;
  if (!file?.absolutePath) return;
  const slug = path.basename(file.absolutePath, '.json');
  actions.createNodeField({ node, name: 'slug', value: slug });
  if (collection.pathOf) actions.createNodeField({ node, name: 'path', value: collection.pathOf(slug, node as Record<string, unknown>) });
};
