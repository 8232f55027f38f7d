/** Byte budgets of the built site (public/): gzipped first-load JavaScript and image bytes of a page. Used by tests and `npm run bench`. */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { staticSections } from '../sections/index';
import { firstLoadScripts, sectionChunkNames, type WebpackStats } from '../lib/firstLoadJs';

export const gzipSize = (file: string) => zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;

const htmlFile = (publicDir: string, pagePath: string) => path.join(publicDir, pagePath.endsWith('.html') ? pagePath : `${pagePath}index.html`);

/** The page component's chunk and the chunks of the hydrated section kinds the page shows (none without page data). */
function chunksOf(publicDir: string, pagePath: string): string[] {
  const dataPath = pagePath === '/' ? 'index' : pagePath.replace(/^\/|\/$/g, '');
  const file = path.join(publicDir, 'page-data', dataPath, 'page-data.json');
  if (!fs.existsSync(file)) return [];
  const pageData = JSON.parse(fs.readFileSync(file, 'utf8')) as { componentChunkName: string; result: unknown };
  return [pageData.componentChunkName, ...sectionChunkNames(pageData.result, staticSections)];
}

export interface FirstLoadJs {
  files: { file: string; gzip: number }[];
  total: number;
}

export function firstLoadJs(publicDir: string, pagePath: string): FirstLoadJs {
  const html = fs.readFileSync(htmlFile(publicDir, pagePath), 'utf8');
  const stats = JSON.parse(fs.readFileSync(path.join(publicDir, 'webpack.stats.json'), 'utf8')) as WebpackStats;
  const files = firstLoadScripts(html, stats, chunksOf(publicDir, pagePath)).map((file) => ({ file, gzip: gzipSize(path.join(publicDir, file)) }));
  return { files, total: files.reduce((sum, f) => sum + f.gzip, 0) };
}
