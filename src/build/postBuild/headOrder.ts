/**
 * Head order for the first paint: preload links go before Gatsby's inline stylesheet (60 kB of CSS the parser must get
 * through first), so the browser asks for the fonts as soon as the head arrives.
 */
import React from 'react';

const isPreload = (node: React.ReactNode) =>
  React.isValidElement<{ rel?: unknown }>(node) && node.type === 'link' && node.props.rel === 'preload';

export function preloadsFirst(nodes: readonly React.ReactNode[]): React.ReactNode[] {
  return [...nodes.filter(isPreload), ...nodes.filter((node) => !isPreload(node))];
}
