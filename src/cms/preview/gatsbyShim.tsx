/** Stands in for the `gatsby` package inside the CMS preview bundle: links are plain anchors, static queries read the content snapshot. */
import React from 'react';

declare global {
  interface Window {
    /** Every language's site settings (from /admin/preview-data.json); useSiteSettings() picks the previewed entry's language. */
    __CMS_PREVIEW_SITES__?: unknown[];
  }
}

/** Fragments and page queries are compiled away by Gatsby; in the preview they are inert. */
export const graphql = (..._parts: unknown[]): null => null;

/** The one static query components run is useSiteSettings(): every language's site settings, as GraphQL answers it. */
export const useStaticQuery = <T,>(_query: unknown): T => ({ allSiteJson: { nodes: window.__CMS_PREVIEW_SITES__ ?? [] } }) as T;

type LinkProps = React.AnchorHTMLAttributes<HTMLAnchorElement> & { to: string; activeClassName?: string; partiallyActive?: boolean };

export const Link = React.forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { to, activeClassName: _a, partiallyActive: _p, ...rest },
  ref,
) {
  // eslint-disable-next-line jsx-a11y/anchor-has-content -- the content arrives as children inside the rest props
  return <a ref={ref} href={to} {...rest} />;
});

export const navigate = (_to: string) => undefined;
