/** onPostBuild: the generated PDFs, share images for every page, then the CSP meta tags and the _headers file (last, as it rewrites HTML). */
import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import site from '../../content/site.json';
import { applyCsp } from './csp';
import { renderShareImages } from './shareImages';
import { writePdfs } from './pdfs';

export const onPostBuild: GatsbyNode['onPostBuild'] = async ({ reporter }) => {
  const publicDir = path.resolve('public');
  const pdfs = await writePdfs(path.resolve(process.env.CONTENT_DIR ?? 'content'), publicDir);
  const images = await renderShareImages(publicDir, site.agencyName);
  const csp = applyCsp(publicDir);
  reporter.info(`postBuild: ${pdfs.length} PDFs, ${images} share images, CSP meta on ${csp.pages} pages, boot script ${csp.bootFile ?? 'not found'}, public/_headers written`);
};
