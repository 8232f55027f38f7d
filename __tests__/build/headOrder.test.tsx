import React from 'react';
import { preloadsFirst } from '../../src/build/postBuild/headOrder';

test('preload links move ahead of the inline stylesheet; everything else keeps its order', () => {
  const head = [
    <meta key="charset" charSet="utf-8" />,
    <style key="css">{'body{}'}</style>,
    <link key="sitemap" rel="sitemap" href="/sitemap-index.xml" />,
    <link key="font" rel="preload" href="/inter.woff2" as="font" />,
    <title key="title">x</title>,
  ];
  expect(preloadsFirst(head).map((node) => (node as React.ReactElement).key)).toEqual(['font', 'charset', 'css', 'sitemap', 'title']);
});
