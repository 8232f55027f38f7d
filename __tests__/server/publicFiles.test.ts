/** What the build leaves in public/ is what the server publishes: no source maps and no webpack stats (they describe our source code). */
import fs from 'node:fs';
import path from 'node:path';
import { PORT_BASE, ROOT, startSite, type RunningSite } from './helpers/site';
import { fileStore } from './helpers/stores';

let site: RunningSite;
afterAll(async () => {
  await site?.stop();
});

const filesUnder = (dir: string): string[] =>
  fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? filesUnder(path.join(dir, e.name)) : [path.join(dir, e.name)]));

test('the build publishes no *.map and no webpack.stats.json, and the server answers 404 for them', async () => {
  const publicDir = path.join(ROOT, 'public');
  const internal = filesUnder(publicDir)
    .map((file) => path.relative(publicDir, file))
    .filter((file) => file.endsWith('.map') || file === 'webpack.stats.json');
  expect(internal).toEqual([]);
  site = await startSite(await fileStore.create(), PORT_BASE + 53);
  const script = /<script[^>]+src="(\/[^"]+\.js)"/.exec(await (await fetch(`${site.base}/`)).text())?.[1];
  expect(script).toBeDefined();
  expect((await fetch(`${site.base}${script}`)).status).toBe(200);
  expect((await fetch(`${site.base}${script}.map`)).status).toBe(404);
  expect((await fetch(`${site.base}/webpack.stats.json`)).status).toBe(404);
});
