/** Byte budgets of the built site (public/): gzipped first-load JavaScript and image bytes of a page. Used by tests and `npm run bench`. */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { firstLoadScripts, type WebpackStats } from '../lib/firstLoadJs';

export const gzipSize = (file: string) => zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;

const htmlFile = (publicDir: string, pagePath: string) => path.join(publicDir, pagePath.endsWith('.html') ? pagePath : `${pagePath}index.html`);

function componentChunkOf(publicDir: string, pagePath: string): string | null {
  const dataPath = pagePath === '/' ? 'index' : pagePath.replace(/^\/|\/$/g, '');
  const file = path.join(publicDir, 'page-data', dataPath, 'page-data.json');
  if (!fs.existsSync(file)) return null;
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as { componentChunkName: string }).componentChunkName;
}

export interface FirstLoadJs {
  files: { file: string; gzip: number }[];
  total: number;
}

export function firstLoadJs(publicDir: string, pagePath: string): FirstLoadJs {
  const html = fs.readFileSync(htmlFile(publicDir, pagePath), 'utf8');
  const stats = JSON.parse(fs.readFileSync(path.join(publicDir, 'webpack.stats.json'), 'utf8')) as WebpackStats;
  const files = firstLoadScripts(html, stats, componentChunkOf(publicDir, pagePath)).map((file) => ({ file, gzip: gzipSize(path.join(publicDir, file)) }));
  return { files, total: files.reduce((sum, f) => sum + f.gzip, 0) };
}
