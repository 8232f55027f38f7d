// Patch (server render, checked on gatsby 5.16.1): Gatsby puts its inlined stylesheet first in the head; the font preloads go ahead of it.
/**
 * Head order for the first paint: preload links go before Gatsby's inline stylesheet (60 kB of CSS the parser must get
 * through first), so the browser asks for the fonts as soon as the head arrives. The build stops when the head has no
 * inline stylesheet Gatsby marks `data-identity="gatsby-global-css"` (the order would no longer be this patch's to set).
 */
import React from 'react';

const isPreload = (node: React.ReactNode) =>
  React.isValidElement<{ rel?: unknown }>(node) && node.type === 'link' && node.props.rel === 'preload';

const isGatsbyCss = (node: React.ReactNode) =>
  React.isValidElement<{ 'data-identity'?: unknown }>(node) && node.type === 'style' && node.props['data-identity'] === 'gatsby-global-css';

/** Throws, naming the page, unless the head components hold Gatsby's inlined stylesheet. */
export function expectInlineStylesheet(nodes: readonly React.ReactNode[], pathname: string): void {
  if (!nodes.some(isGatsbyCss))
    throw new Error(
      `the head of ${pathname} has no <style data-identity="gatsby-global-css"> (Gatsby's inlined CSS) for the font preloads to go ahead of: Gatsby changed how it inlines CSS; review or remove src/build/patches/headOrder.ts`,
    );
}

export function preloadsFirst(nodes: readonly React.ReactNode[]): React.ReactNode[] {
  return [...nodes.filter(isPreload), ...nodes.filter((node) => !isPreload(node))];
}
