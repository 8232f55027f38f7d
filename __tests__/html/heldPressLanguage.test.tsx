/** The status a held press speaks is in the page's language: German pages say it in German. */
import type { ReactElement } from 'react';
import { onRenderBody } from '../../gatsby-ssr';

/** The font files are webpack assets; this test reads only the status region. */
jest.mock('../../src/gatsby-node/fontPreloads', () => ({ fontPreloadScript: () => null }));

function heldPressText(pathname: string): unknown {
  let body: ReactElement[] = [];
  const noop = () => undefined;
  const args = {
    pathname,
    loadPageDataSync: () => null,
    setHtmlAttributes: noop,
    setHeadComponents: noop,
    setPreBodyComponents: (c: ReactElement[]) => (body = c),
  };
  (onRenderBody as unknown as (a: typeof args) => void)(args);
  return (body[0]?.props as Record<string, unknown>)['data-text'];
}

test('a German page announces a held press in German, an English page in English', () => {
  expect(heldPressText('/de/cases/')).toBe('Verstanden. Dieser Teil der Seite lädt noch und reagiert gleich.');
  expect(heldPressText('/cases/')).toMatch(/^Got it\./);
});
