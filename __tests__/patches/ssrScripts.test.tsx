/** The server-render rewrites: only the pagePath assignment of Gatsby's loader script changes, gatsby-plugin-image's head components go, and each stops the build when its input is gone. */
import React from 'react';
import { onPreRenderHTML } from '../../src/patches/ssrScripts';
import { rewritePagePath } from '../../src/patches/scriptLoaderPath';
import { IMAGE_HEAD_KEYS, withoutImageHead } from '../../src/patches/imageHeadRemoval';

/** As Gatsby 5's static-entry writes it with slices on. */
const gatsbyLoader = (pagePath: string, extra = '') => `/*<![CDATA[*/window.pagePath=${JSON.stringify(pagePath)};${extra}/*]]>*/`;
/** The head components gatsby-plugin-image 3.16 adds to every page. */
const imageHead = IMAGE_HEAD_KEYS.map((key) => <script key={key} />);
/** What every page ships instead: the same bytes everywhere, so one CSP hash allows it. */
const REWRITTEN = '/*<![CDATA[*/window.pagePath=document.currentScript.dataset.pagePath;/*]]>*/';

test('the assignment reads the path from the data attribute; the script is the same on every page', () => {
  expect(rewritePagePath(gatsbyLoader('/cases/'), '/cases/')).toBe(REWRITTEN);
  expect(rewritePagePath(gatsbyLoader('/a "quoted" \\ path/'), '/x/')).toBe(REWRITTEN);
});

test('whatever else Gatsby adds to the script is kept', () => {
  expect(rewritePagePath(gatsbyLoader('/x/', 'window.pageData={"a":1};'), '/x/')).toBe(
    '/*<![CDATA[*/window.pagePath=document.currentScript.dataset.pagePath;window.pageData={"a":1};/*]]>*/',
  );
});

test('a loader without the assignment stops the build, naming the page', () => {
  expect(() => rewritePagePath('window.___pagePath="/x/";', '/x/')).toThrow(
    /gatsby-script-loader on \/x\/ no longer assigns window\.pagePath/,
  );
});

test('onPreRenderHTML swaps the loader in place and keeps its other props and the other components', () => {
  const other = <script key="other" src="/app.js" />;
  const loader = <script key="script-loader" id="gatsby-script-loader" dangerouslySetInnerHTML={{ __html: gatsbyLoader('/x/') }} />;
  let replaced: React.ReactNode[] = [];
  let head: React.ReactNode[] = [];
  onPreRenderHTML?.(
    {
      getHeadComponents: () => [...imageHead, <meta key="charset" charSet="utf-8" />],
      replaceHeadComponents: (nodes: React.ReactNode[]) => {
        head = nodes;
      },
      getPostBodyComponents: () => [loader, other],
      replacePostBodyComponents: (nodes: React.ReactNode[]) => {
        replaced = nodes;
      },
      pathname: '/x/',
    } as never,
    {} as never,
  );
  const [script, kept] = replaced as React.ReactElement<{
    id: string;
    'data-page-path': string;
    dangerouslySetInnerHTML: { __html: string };
  }>[];
  expect(script.key).toBe('script-loader');
  expect(script.props.id).toBe('gatsby-script-loader');
  expect(script.props['data-page-path']).toBe('/x/');
  expect(script.props.dangerouslySetInnerHTML.__html).toBe(REWRITTEN);
  expect(kept).toBe(other);
  expect(head.map((node) => (node as React.ReactElement).key)).toEqual(['charset']);
});

test('gatsby-plugin-image head components missing from a page stop the build, naming the page and the keys', () => {
  expect(() => withoutImageHead(imageHead.slice(1), '/x/')).toThrow(
    'gatsby-plugin-image no longer adds head components keyed gatsby-image-style on /x/: review or remove src/patches/imageHeadRemoval.ts',
  );
});
