/** headOrder with the patch off (PATCHES_OFF=head, swapped in by src/build/patches/webpack.ts): Gatsby's head order is kept. */
import type React from 'react';

export function expectInlineStylesheet(): void {}

export const preloadsFirst = (nodes: readonly React.ReactNode[]): React.ReactNode[] => [...nodes];
