/** imageHeadRemoval with the patch off (PATCHES_OFF=head, swapped in by src/patches/webpack.ts): gatsby-plugin-image's head style, noscript and script stay. */
import type React from 'react';

export const withoutImageHead = (nodes: readonly React.ReactNode[]): React.ReactNode[] => [...nodes];
