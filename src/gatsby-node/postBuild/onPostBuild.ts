/** onPostBuild: the early image query's outcome, the generated PDFs, the blog feed and the share cards' layout (published content only, as every output), then the address record and redirects (content/addresses.json, public/_redirects; a lost address stops the build; not in a preview build); then share images for every page and /admin/ (its own CSP, untouched by the passes) are drawn and bundled while the search index, the built CSS's scroll-timeline check, the built-HTML passes (in this order) and the _headers file are made; last the source maps and webpack stats leave public/. */
import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import { contentDir, readContentJson, readSiteSettings, siteLocales } from '../../content-model/contentDir';
import type { SiteSettings } from '../../content-model/site';
import { cspPasses } from './csp';
import { rewriteHtml } from '../../html/htmlFiles';
import { heroInlinePass } from './heroInline';
import { heroPreloadPass } from './heroPreload';
import { stripNulBytes } from '../../patches/nulBytes';
import { stylesheetsPass } from '../../patches/htmlFollowsCss';
import { drawShareCards, layOutShareCards, type PageNode } from './shareImages';
import { writePdfs } from './pdfs';
import { writeAdmin } from '../admin';
import { removeBuildInternals } from './buildInternals';
import { writeBlogFeed } from './blogFeed';
import { writeSearchIndexes } from './searchIndex';
import { checkAnimationTimelines } from './animationTimeline';
import { earlyImageJobsError } from '../earlyImageJobs';
import { keepAddresses } from './addresses';
import { writeRedirectFiles } from './redirectFiles';
import { publicationClock } from '../../content-model/publication';
import { noindexPass, recordPublication } from './publication';

export const onPostBuild: GatsbyNode['onPostBuild'] = async ({ reporter, getNodesByType }) => {
  const publicDir = path.resolve('public');
  const earlyError = await earlyImageJobsError();
  if (earlyError) reporter.panicOnBuild(`postBuild: the early image query (src/gatsby-node/earlyImageJobs.ts) failed: ${earlyError}`);
  const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1);
  const pdfs = await writePdfs(contentDir(), publicDir);
  const pdfsTime = Object.entries(pdfs.seconds)
    .map(([locale, time]) => `${locale} ${time.toFixed(1)} s`)
    .join(', ');
  const site = readContentJson<SiteSettings>('site.en.json');
  const { agencyName } = site;
  const feedPosts = siteLocales()
    .map((locale) => `${locale} ${writeBlogFeed(contentDir(), publicDir, readSiteSettings(locale), locale)}`)
    .join(', ');
  const clock = publicationClock();
  /** A preview build shows drafts and scheduled pages: it checks the record but never adds their addresses to it. */
  const addresses = keepAddresses({
    publicDir,
    contentDir: contentDir(),
    pagePaths: (getNodesByType('SitePage') as unknown as PageNode[]).map((page) => page.path),
    ci: process.env.CI === 'true' || clock.preview,
    today: clock.now.toISOString().slice(0, 10),
  });
  for (const note of addresses.notes) reporter.warn(`postBuild: ${note}`);
  if (addresses.problems.length > 0)
    reporter.panicOnBuild(`postBuild: addresses lost or redirects broken:\n${addresses.problems.map((line) => `  ${line}`).join('\n')}`);
  const redirectCount = writeRedirectFiles(publicDir, addresses.redirects);
  /** Laid out here, drawn from before the HTML passes to after them: sharp draws and esbuild bundles on other threads while the passes parse HTML on this one. */
  const drawingStart = performance.now();
  const cards = await layOutShareCards(publicDir, agencyName, getNodesByType('SitePage') as unknown as PageNode[]);
  const layoutTime = seconds(drawingStart);
  const drawing = drawShareCards(cards, path.resolve('.cache/share-images')).then((images) => ({ ...images, time: seconds(drawingStart) }));
  const adminWriting = writeAdmin(publicDir, {
    contentDir: contentDir(),
    env: process.env,
    siteUrl: site.siteUrl,
  });
  try {
    const search = writeSearchIndexes(publicDir, contentDir());
    const csp = cspPasses(publicDir);
    const stylesheets = checkAnimationTimelines(publicDir);
    /** Fixed order: NUL bytes go before anything parses the HTML; the CSP meta hashes the scripts the earlier passes left. */
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
      `postBuild: ${stylesheets} stylesheets keep their scroll timelines, ${internals.length} source maps and stats files removed, ${pdfs.written.length} PDFs (${pdfsTime}), blog feeds (posts: ${feedPosts}), ${images.written} share images (${images.rendered} drawn, the rest from .cache; laid out in ${layoutTime} s, done after ${images.time} s), ${pages.length} pages rewritten (${passes.map((p) => p.name).join(', ')}), boot script ${bootFile}, public/_headers written, ${redirectCount} redirects in public/_redirects and public/nginx-redirects.conf, /admin/ (${admin.length} files), search indexes (${search.map((index) => `${index.locale}: ${index.documents} pages, ${index.bytes} bytes`).join('; ')})`,
    );
  } catch (error) {
    await Promise.allSettled([drawing, adminWriting]);
    reporter.panicOnBuild(`postBuild: ${(error as Error).message}`);
  }
};
