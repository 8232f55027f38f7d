/** onPostBuild: the generated PDFs, share images for every page, the built CSS's scroll-timeline check, then the built-HTML passes (in this order) and the _headers file, then /admin/ (its own CSP, untouched by the passes), and last the source maps and webpack stats leave public/. */
import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import { contentDir, readContentJson } from '../../content-model/contentDir';
import type { SiteSettings } from '../../content-model/site';
import { cspPasses } from './csp';
import { rewriteHtml } from './htmlFiles';
import { stripNulBytes } from '../../patches/nulBytes';
import { renderShareImages, type PageNode } from './shareImages';
import { writePdfs } from './pdfs';
import { writeAdmin } from '../admin';
import { removeBuildInternals } from './buildInternals';
import { checkAnimationTimelines } from './animationTimeline';

export const onPostBuild: GatsbyNode['onPostBuild'] = async ({ reporter, getNodesByType }) => {
  const publicDir = path.resolve('public');
  const pdfs = await writePdfs(contentDir(), publicDir);
  const { agencyName } = readContentJson<SiteSettings>('site.json');
  const images = await renderShareImages(
    publicDir,
    agencyName,
    getNodesByType('SitePage') as unknown as PageNode[],
    path.resolve('.cache/share-images'),
  );
  const csp = cspPasses(publicDir);
  try {
    const stylesheets = checkAnimationTimelines(publicDir);
    /** Fixed order: NUL bytes go before anything parses the HTML; the CSP meta hashes the scripts the earlier passes left. */
    const pages = rewriteHtml(publicDir, [stripNulBytes, ...csp.passes]);
    const { bootFile } = csp.writeHeaders();
    const admin = await writeAdmin(publicDir, {
      contentDir: contentDir(),
      env: process.env,
      siteUrl: readContentJson<SiteSettings>('site.json').siteUrl,
    });
    const internals = removeBuildInternals(publicDir);
    reporter.info(
      `postBuild: ${stylesheets} stylesheets keep their scroll timelines, ${internals.length} source maps and stats files removed, ${pdfs.length} PDFs, ${images.written} share images (${images.rendered} drawn, the rest from .cache), ${pages.length} pages rewritten (${[stripNulBytes, ...csp.passes].map((p) => p.name).join(', ')}), boot script ${bootFile}, public/_headers written, /admin/ (${admin.length} files)`,
    );
  } catch (error) {
    reporter.panicOnBuild(`postBuild: ${(error as Error).message}`);
  }
};
