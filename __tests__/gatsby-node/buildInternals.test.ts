/**
 * @jest-environment node
 */
/** The post-build pass that keeps source maps and webpack stats out of public/, whatever folder they are in. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { removeBuildInternals } from '../../src/gatsby-node/postBuild/buildInternals';

test('every *.map and webpack.stats.json leave public/; pages, scripts and other JSON stay', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'public-'));
  const files = [
    'index.html',
    'app-1234.js',
    'app-1234.js.map',
    'styles.css.map',
    'webpack.stats.json',
    'chunk-map.json',
    'page-data/app-data.json',
    'admin/decap-cms.js.map',
    'static/sitemap.xml',
  ];
  for (const file of files) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), 'x');
  }
  expect(removeBuildInternals(dir)).toEqual(['admin/decap-cms.js.map', 'app-1234.js.map', 'styles.css.map', 'webpack.stats.json']);
  const left = files.filter((file) => fs.existsSync(path.join(dir, file)));
  expect(left).toEqual(['index.html', 'app-1234.js', 'chunk-map.json', 'page-data/app-data.json', 'static/sitemap.xml']);
  fs.rmSync(dir, { recursive: true, force: true });
});
