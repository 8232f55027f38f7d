/** onPostBuild: the early image query's outcome, the generated PDFs and the blog feed (published content only, as every output); then share images for every page and /admin/ (its own CSP, untouched by the passes) are drawn and bundled while the search index, the built CSS's scroll-timeline check, the built-HTML passes (in this order) and the _headers file are made; last the source maps and webpack stats leave public/, and the build records what it published (or, as a preview, shuts out search engines). */
import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import { contentDir, readContentJson } from '../../content-model/contentDir';
import type { SiteSettings } from '../../content-model/site';
import { cspPasses } from './csp';
import { rewriteHtml } from '../../html/htmlFiles';
import { heroInlinePass } from './heroInline';
import { heroPreloadPass } from './heroPreload';
import { stripNulBytes } from '../../patches/nulBytes';
import { stylesheetsPass } from '../../patches/htmlFollowsCss';
import { renderShareImages, type PageNode } from './shareImages';
import { writePdfs } from './pdfs';
import { writeAdmin } from '../admin';
import { removeBuildInternals } from './buildInternals';
import { writeBlogFeed } from './blogFeed';
import { writeSearchIndex } from './searchIndex';
import { checkAnimationTimelines } from './animationTimeline';
import { earlyImageJobsError } from '../earlyImageJobs';
import { publicationClock } from '../../content-model/publication';
import { noindexPass, recordPublication } from './publication';

export const onPostBuild: GatsbyNode['onPostBuild'] = async ({ reporter, getNodesByType }) => {
  const publicDir = path.resolve('public');
  const earlyError = await earlyImageJobsError();
  if (earlyError) reporter.panicOnBuild(`postBuild: the early image query (src/gatsby-node/earlyImageJobs.ts) failed: ${earlyError}`);
  const pdfs = await writePdfs(contentDir(), publicDir);
  const site = readContentJson<SiteSettings>('site.json');
  const { agencyName } = site;
  const feedPosts = writeBlogFeed(contentDir(), publicDir, site);
  /** Started before the HTML passes and awaited after them: sharp draws and esbuild bundles on other threads while the passes parse HTML on this one. */
  const drawing = renderShareImages(
    publicDir,
    agencyName,
    getNodesByType('SitePage') as unknown as PageNode[],
    path.resolve('.cache/share-images'),
  );
  const adminWriting = writeAdmin(publicDir, {
    contentDir: contentDir(),
    env: process.env,
    siteUrl: site.siteUrl,
  });
  try {
    const search = writeSearchIndex(publicDir, contentDir());
    const csp = cspPasses(publicDir);
    const stylesheets = checkAnimationTimelines(publicDir);
    /** Fixed order: NUL bytes go before anything parses the HTML; the CSP meta hashes the scripts the earlier passes left. */
    const clock = publicationClock();
    const passes = [
      stripNulBytes,
      stylesheetsPass(publicDir),
      heroPreloadPass,
      heroInlinePass(publicDir),
      ...(clock.preview ? [noindexPass] : []),
      ...csp.passes,
    ];
    const pages = rewriteHtml(publicDir, passes, path.resolve('.cache/gatsby-html'));
    const { bootFile } = csp.writeHeaders();
    const [images, admin] = await Promise.all([drawing, adminWriting]);
    const internals = removeBuildInternals(publicDir);
    for (const line of recordPublication(contentDir(), publicDir, clock)) reporter.info(`postBuild: ${line}`);
    reporter.info(
      `postBuild: ${stylesheets} stylesheets keep their scroll timelines, ${internals.length} source maps and stats files removed, ${pdfs.length} PDFs, blog feed of ${feedPosts} posts, ${images.written} share images (${images.rendered} drawn, the rest from .cache), ${pages.length} pages rewritten (${passes.map((p) => p.name).join(', ')}), boot script ${bootFile}, public/_headers written, /admin/ (${admin.length} files), search index (${search.documents} pages, ${search.bytes} bytes)`,
    );
  } catch (error) {
    await Promise.allSettled([drawing, adminWriting]);
    reporter.panicOnBuild(`postBuild: ${(error as Error).message}`);
  }
};
