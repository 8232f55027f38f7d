/**
 * Wrapper of a section kind without state, effects or handlers: on the server-rendered page it keeps the server's HTML
 * (React hydrates an element with `dangerouslySetInnerHTML` without touching its children), so the kind's code is
 * never downloaded or hydrated. Its links are plain anchors that gatsby-plugin-catch-links routes client-side.
 */
import React, { useState } from 'react';
import { showsServerHtml } from './serverHtml';

export function StaticSection({ children }: { children: React.ReactNode }) {
  const [keepServerHtml] = useState(showsServerHtml);
  if (keepServerHtml) return <div className="static-section" dangerouslySetInnerHTML={{ __html: '' }} suppressHydrationWarning />;
  return <div className="static-section">{children}</div>;
}
