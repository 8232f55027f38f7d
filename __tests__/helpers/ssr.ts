/** Server rendering inside jsdom tests: react-dom/server needs TextEncoder, which jsdom does not provide. */
import { TextEncoder } from 'node:util';
import type { ReactElement } from 'react';

if (!globalThis.TextEncoder) Object.assign(globalThis, { TextEncoder });

/** What React says when a component picks useLayoutEffect because `window` exists: in jsdom it does, on the real server it does not (src/components/Tabs). */
const LAYOUT_EFFECT_ON_SERVER = 'useLayoutEffect does nothing on the server';

/** The HTML the server would send for this element (what a visitor without JavaScript sees). */
export function serverHtml(element: ReactElement): string {
  const server: typeof import('react-dom/server') = jest.requireActual('react-dom/server');
  const logError = console.error;
  console.error = (...args: unknown[]) => {
    if (!String(args[0]).includes(LAYOUT_EFFECT_ON_SERVER)) logError(...args);
  };
  try {
    return server.renderToString(element);
  } finally {
    console.error = logError;
  }
}
