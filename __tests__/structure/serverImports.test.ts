/**
 * @jest-environment node
 *
 * The production server runs no build code: from server/main.ts no import reaches Gatsby's Node side or a patch, and the HTML
 * parser is imported only where the server itself answers a filtered /cases/ address (server/filteredCases.ts).
 */
import { chainTo, reachableFrom } from '../helpers/importGraph';

const ENTRY = 'server/main.ts';
const server = reachableFrom(ENTRY);
const BUILD_ONLY_FOLDERS = ['src/gatsby-node/', 'src/patches/'];

test('the walk from server/main.ts finds the server, the lead pipeline and the security headers', () => {
  expect([...server.keys()]).toEqual(expect.arrayContaining(['server/app.ts', 'src/leads/handler.ts', 'src/lib/securityHeaders.ts']));
});

test.each(BUILD_ONLY_FOLDERS)('no module of the server reaches %s', (folder) => {
  const chain = chainTo(server, ENTRY, (file) => file.startsWith(folder));
  expect(chain ? chain.join(' → ') : 'none').toBe('none');
});

test('only the filtered /cases/ answer imports parse5', () => {
  const importers = [...server].filter(([, imports]) => imports.packages.includes('parse5')).map(([file]) => file);
  expect(importers).toEqual(['server/filteredCases.ts']);
});
