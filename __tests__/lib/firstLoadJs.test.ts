import { chunkGroupScripts, firstLoadScripts, htmlScriptRefs, sectionChunkName, sectionChunkNames } from '../../src/lib/firstLoadJs';

const html = `<head><link rel="preload" as="script" href="/a.js"/><link rel="modulepreload" href="/m.js"/><link rel="prefetch" as="script" href="/later.js"/><link rel="preload" as="font" href="/f.woff2"/></head>
<body><script>inline()</script><script src="/boot.js"></script><script src="/app.js" async></script><script src="https://cdn.example/x.js"></script><script src="/app.js" async></script></body>`;
const stats = {
  namedChunkGroups: {
    'component---page': { assets: [{ name: 'styles.css' }, { name: 'shared.js' }, { name: 'page.js' }] },
    'section-hero': { assets: [{ name: 'section-hero.js' }, { name: 'shared.js' }] },
  },
};

test('HTML references: script src and preloaded scripts, not prefetches or fonts', () => {
  expect(htmlScriptRefs(html)).toEqual(['/boot.js', '/app.js', 'https://cdn.example/x.js', '/a.js', '/m.js']);
});

test('chunk groups contribute their JS assets only', () => {
  expect(chunkGroupScripts(stats, 'component---page')).toEqual(['/shared.js', '/page.js']);
  expect(() => chunkGroupScripts(stats, 'missing')).toThrow(/no chunk group "missing"/);
});

test('first-load scripts are the same-origin references plus the page component group, once each', () => {
  expect(firstLoadScripts(`${html}<script src="/shared.js"></script>`, stats, ['component---page'])).toEqual(['/boot.js', '/app.js', '/shared.js', '/a.js', '/m.js', '/page.js']);
  expect(firstLoadScripts(html, stats, [])).toEqual(['/boot.js', '/app.js', '/a.js', '/m.js']);
});

test('the section chunks a page loads are counted with its first-load scripts', () => {
  expect(firstLoadScripts(html, stats, ['component---page', 'section-hero'])).toEqual(['/boot.js', '/app.js', '/a.js', '/m.js', '/shared.js', '/page.js', '/section-hero.js']);
});

test('section kinds in page data name their chunks, once each, however deeply nested', () => {
  expect(sectionChunkName('HeroSection')).toBe('section-hero');
  expect(sectionChunkName('AudienceTestimonialsSection')).toBe('section-audience-testimonials');
  const pageData = { data: { page: { components: [{ __typename: 'HeroSection' }, { __typename: 'CaseGallerySection', shots: [{ __typename: 'ImageSharp' }] }] }, closing: [{ __typename: 'HeroSection' }] } };
  expect(sectionChunkNames(pageData)).toEqual(['section-hero', 'section-case-gallery']);
});

test('static section kinds keep their server HTML and add no chunk to the first load', () => {
  const pageData = { components: [{ __typename: 'HeroSection' }, { __typename: 'CaseGallerySection' }] };
  expect(sectionChunkNames(pageData, new Set(['CaseGallerySection']))).toEqual(['section-hero']);
});
