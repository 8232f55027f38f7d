/**
 * `gatsby build` turns each content file into its typed record with gatsby-transformer-json, called here behind the
 * content checks (onPreBootstrap stops the build on any problem before a file is sourced) rather than registered as a
 * plugin, so the records have the same owner in the build and in develop. gatsby develop keeps its own nodes
 * (contentNodes.ts), because Gatsby deletes a File's children on every save, so a broken save would lose the page's
 * last good version. For the same reason neither registers the record as its File's child: both give one schema.
 */
import type { CreateNodeArgs, Node } from 'gatsby';
import { onCreateNode as transformJson } from 'gatsby-transformer-json/gatsby-node';
import { collections, noCollectionFor, siteCollection, typeNameForDir } from '../content-model/collections';
import { isDevelop } from './developChecks';
import { recordFields } from './nodeFields';

interface JsonFile extends Node {
  absolutePath: string;
  relativeDirectory: string;
}

/** The record type of a content file, by its folder; a folder with no collection stops the build naming the file. */
export function recordTypeOf({ node }: { node: Node }): string {
  const file = node as JsonFile;
  const typeName = typeNameForDir(file.relativeDirectory);
  if (!typeName) throw new Error(noCollectionFor(file.absolutePath, file.relativeDirectory));
  return typeName;
}

/** Build: the transformer makes the file's record (the checks already passed), named by `parent` but not linked as a child. */
export const transformContentFile = (args: CreateNodeArgs): Promise<void> =>
  transformJson({ ...args, actions: { ...args.actions, createParentChildLink: () => undefined } }, { typeName: recordTypeOf });

const recordTypes = new Set<string>([...collections.map((c) => c.typeName), siteCollection.typeName]);

/** A record the transformer made (build only; develop's own records get their fields as they are created). */
export const isTransformedRecord = (node: Node): boolean => !isDevelop() && recordTypes.has(node.internal.type) && Boolean(node.parent);

/** Adds a transformed record's slug and page path, read from its File. */
export function addRecordFields({ node, getNode, actions }: CreateNodeArgs): void {
  const file = getNode(node.parent as string) as JsonFile | undefined;
  if (!file) throw new Error(`content record ${node.id} of type ${node.internal.type}: its File node is missing`);
  for (const [name, value] of Object.entries(
    recordFields(node.internal.type, file.absolutePath, node as unknown as Record<string, unknown>),
  ))
    actions.createNodeField({ node, name, value });
}
