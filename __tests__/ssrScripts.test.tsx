/** The server-render rewrite touches only the pagePath assignment of Gatsby's loader script and stops the build when that assignment is gone. */
import React from 'react';
import { onPreRenderHTML, rewritePagePath } from '../src/build/ssrScripts';

/** As Gatsby 5's static-entry writes it with slices on. */
const gatsbyLoader = (pagePath: string, extra = '') => `/*<![CDATA[*/window.pagePath=${JSON.stringify(pagePath)};${extra}/*]]>*/`;
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
  onPreRenderHTML?.(
    {
      getHeadComponents: () => [],
      replaceHeadComponents: () => undefined,
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
});
