/** gatsby-transformer-json 5.16.0 ships no types: its onCreateNode, as src/gatsby-node/contentTransformer.ts calls it. */
declare module 'gatsby-transformer-json/gatsby-node' {
  import type { CreateNodeArgs, Node } from 'gatsby';
  export function onCreateNode(
    args: CreateNodeArgs,
    options: { typeName: (args: { node: Node; object: unknown; isArray: boolean }) => string },
  ): Promise<void>;
}
