import { CHUNK_MAP_LOADER, expectChunkMapReads, pageComponentsOnly } from '../../src/patches/chunkMapping';
import { expectShape } from '../../src/patches/sourceShape';

test('the chunk map keeps the app and page components and drops section chunks', () => {
  const statement =
    'window.___chunkMapping="{\\"app\\":[\\"/app-1.js\\"],\\"component---src-pages-index-tsx\\":[\\"/c-2.js\\"],\\"section-hero\\":[\\"/section-hero-3.js\\"]}";';
  const kept = pageComponentsOnly(statement);
  const window: { ___chunkMapping?: string } = {};
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- runs the exact inline script the built page ships
  new Function('window', kept)(window);
  expect(JSON.parse(window.___chunkMapping ?? '')).toEqual({ app: ['/app-1.js'], 'component---src-pages-index-tsx': ['/c-2.js'] });
});

test("a page component whose file is named by id (Gatsby's map leaves it empty) gets its files from the build's list", () => {
  const statement = 'window.___chunkMapping="{\\"app\\":[\\"/app-1.js\\"],\\"component---a\\":[],\\"component---b\\":[\\"/b-2.js\\"]}";';
  expect(pageComponentsOnly(statement, { 'component---a': ['/825-4d.js'], 'section-hero': ['/26-1f.js'] })).toBe(
    'window.___chunkMapping="{\\"app\\":[\\"/app-1.js\\"],\\"component---a\\":[\\"/825-4d.js\\"],\\"component---b\\":[\\"/b-2.js\\"]}";',
  );
});

test('the CDATA comments Gatsby may wrap it in are accepted', () => {
  expect(pageComponentsOnly('/*<![CDATA[*/window.___chunkMapping="{\\"section-x\\":[],\\"component---a\\":[]}";/*]]>*/')).toBe(
    'window.___chunkMapping="{\\"component---a\\":[]}";',
  );
});

test('anything else is refused, so a change in Gatsby stops the build', () => {
  expect(() => pageComponentsOnly('window.___chunkMapping={};')).toThrow(/not a window\.___chunkMapping="…"; statement/);
});

test('a map that is not chunk names to file lists, or names no page component, stops the build', () => {
  expect(() => pageComponentsOnly('window.___chunkMapping="{\\"app\\":\\"/app.js\\"}";')).toThrow(
    /no longer a map of chunk names to file lists/,
  );
  expect(() => pageComponentsOnly('window.___chunkMapping="{\\"app\\":[\\"/app.js\\"]}";')).toThrow(/names no component---… chunk/);
});

test('a loader that reads the map elsewhere than by page component stops the build', () => {
  const lookup = CHUNK_MAP_LOADER.snippets[0] ?? '';
  expect(() => expectChunkMapReads(lookup)).not.toThrow();
  expect(() => expectChunkMapReads(`${lookup}\nwindow.___chunkMapping[sectionName]`)).toThrow(
    /Gatsby's loader \(cache-dir\/loader\.js\) reads window\.___chunkMapping 2 times, not once by page component/,
  );
  expect(() =>
    expectShape('src/patches/chunkMapping.ts', CHUNK_MAP_LOADER, [
      ['node_modules/gatsby/cache-dir/loader.js', 'window.___chunkMapping.get(name)'],
    ]),
  ).toThrow(
    /src\/patches\/chunkMapping\.ts: no file of gatsby has the shape the patch was checked against \(missing "const createComponentUrls/,
  );
});
