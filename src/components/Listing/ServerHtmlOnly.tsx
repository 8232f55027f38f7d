/**
 * What only a visitor without JavaScript sees (hidden by the `scripting` media feature once scripts run): rendered into
 * the server HTML, kept there as it is by hydration (React leaves an element with `dangerouslySetInnerHTML` untouched),
 * and empty after a client-side navigation, where it would stay hidden anyway. So its code need not be in the browser's bundle.
 */
import { useState, type ReactNode } from 'react';
import { showsServerHtml } from '../../hydration/serverHtml';

export function ServerHtmlOnly({ className, children }: { className: string; children: ReactNode }) {
  const [keepServerHtml] = useState(showsServerHtml);
  if (keepServerHtml) return <div className={className} dangerouslySetInnerHTML={{ __html: '' }} suppressHydrationWarning />;
  return <div className={className}>{children}</div>;
}
