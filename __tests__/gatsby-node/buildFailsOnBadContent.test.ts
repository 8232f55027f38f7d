/** A real `gatsby build` on broken content stops before any page is made and names each file and field, without a stack trace. */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { copyContent } from '../helpers/contentFixture';

jest.setTimeout(120000);

test('gatsby build fails listing every content problem', () => {
  const { content, edit } = copyContent();
  edit('services/landing-page.en.json', (d) => {
    delete d.components[1].props.cards[1].title;
  });
  edit('services/pilot.en.json', (d) => {
    d.components[0].name = 'Heroo';
  });
  const root = path.resolve(__dirname, '../..');
  const run = spawnSync(path.join(root, 'node_modules/.bin/gatsby'), ['build'], {
    cwd: root,
    env: { ...process.env, CONTENT_DIR: content, GATSBY_TELEMETRY_DISABLED: '1', CI: 'true' },
    encoding: 'utf8',
  });
  const output = `${run.stdout}\n${run.stderr}`;
  expect(run.status).not.toBe(0);
  expect(output).toContain('Content check failed with 2 problems');
  expect(output).toMatch(/services\/landing-page\.en\.json: components\[1\]\.props\.cards\[1\]\.title: required/);
  expect(output).toMatch(/services\/pilot\.en\.json: components\[0\]\.name: unknown section "Heroo"/);
  expect(output).not.toMatch(/^\s+at .+\(.+:\d+:\d+\)$/m);
});
