import { chunkGroupScripts, firstLoadScripts, htmlScriptRefs } from '../../src/lib/firstLoadJs';

const html = `<head><link rel="preload" as="script" href="/a.js"/><link rel="modulepreload" href="/m.js"/><link rel="prefetch" as="script" href="/later.js"/><link rel="preload" as="font" href="/f.woff2"/></head>
<body><script>inline()</script><script src="/boot.js"></script><script src="/app.js" async></script><script src="https://cdn.example/x.js"></script><script src="/app.js" async></script></body>`;
const stats = { namedChunkGroups: { 'component---page': { assets: [{ name: 'styles.css' }, { name: 'shared.js' }, { name: 'page.js' }] } } };

test('HTML references: script src and preloaded scripts, not prefetches or fonts', () => {
  expect(htmlScriptRefs(html)).toEqual(['/boot.js', '/app.js', 'https://cdn.example/x.js', '/a.js', '/m.js']);
});

test('chunk groups contribute their JS assets only', () => {
  expect(chunkGroupScripts(stats, 'component---page')).toEqual(['/shared.js', '/page.js']);
  expect(chunkGroupScripts(stats, 'missing')).toEqual([]);
});

test('first-load scripts are the same-origin references plus the page component group, once each', () => {
  expect(firstLoadScripts(`${html}<script src="/shared.js"></script>`, stats, 'component---page')).toEqual(['/boot.js', '/app.js', '/shared.js', '/a.js', '/m.js', '/page.js']);
  expect(firstLoadScripts(html, stats, null)).toEqual(['/boot.js', '/app.js', '/a.js', '/m.js']);
});
