/** Server rendering inside jsdom tests: react-dom/server needs TextEncoder, which jsdom does not provide. */
import { TextEncoder } from 'node:util';
import type { ReactElement } from 'react';

if (!globalThis.TextEncoder) Object.assign(globalThis, { TextEncoder });

/** The HTML the server would send for this element (what a visitor without JavaScript sees). */
export function serverHtml(element: ReactElement): string {
  const server: typeof import('react-dom/server') = jest.requireActual('react-dom/server');
  return server.renderToString(element);
}
