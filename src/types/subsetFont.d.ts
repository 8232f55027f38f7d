/** subset-font 2.x ships no types: the calls the brand-face cut (src/gatsby-node/brandFaces.ts) and the build's static instances (src/gatsby-node/postBuild/brandFaceInstances.ts) make. */
declare module 'subset-font' {
  interface SubsetOptions {
    targetFormat?: 'woff2' | 'woff' | 'truetype' | 'sfnt';
    variationAxes?: Record<string, number | { min: number; max: number; default?: number }>;
    keepAllGlyphs?: boolean;
  }
  export default function subsetFont(font: Buffer, text: string | null, options?: SubsetOptions): Promise<Buffer>;
}
