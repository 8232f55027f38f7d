import { pageComponentsOnly } from '../../src/build/postBuild/chunkMapping';

test('the chunk map keeps the app and page components and drops section chunks', () => {
  const statement =
    'window.___chunkMapping="{\\"app\\":[\\"/app-1.js\\"],\\"component---src-pages-index-tsx\\":[\\"/c-2.js\\"],\\"section-hero\\":[\\"/section-hero-3.js\\"]}";';
  const kept = pageComponentsOnly(statement);
  const window: { ___chunkMapping?: string } = {};
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- runs the exact inline script the built page ships
  new Function('window', kept)(window);
  expect(JSON.parse(window.___chunkMapping ?? '')).toEqual({ app: ['/app-1.js'], 'component---src-pages-index-tsx': ['/c-2.js'] });
});

test('the CDATA comments Gatsby may wrap it in are accepted', () => {
  expect(pageComponentsOnly('/*<![CDATA[*/window.___chunkMapping="{\\"section-x\\":[]}";/*]]>*/')).toBe('window.___chunkMapping="{}";');
});

test('anything else is refused, so a change in Gatsby stops the build', () => {
  expect(() => pageComponentsOnly('window.___chunkMapping={};')).toThrow(/not a window\.___chunkMapping="…"; statement/);
});
