import React from 'react';
import { expectInlineStylesheet, preloadsFirst } from '../../src/build/patches/headOrder';

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

test("a head without Gatsby's inlined stylesheet stops the build, naming the page", () => {
  expect(() => expectInlineStylesheet([<style key="css" data-identity="gatsby-global-css" />], '/x/')).not.toThrow();
  expect(() => expectInlineStylesheet([<link key="css" rel="stylesheet" href="/styles.css" />], '/x/')).toThrow(
    /the head of \/x\/ has no <style data-identity="gatsby-global-css">/,
  );
});
