/** A link whose href comes from content: site paths through Gatsby's Link, external URLs in a new tab, announced. */
import React from 'react';
import { Link } from 'gatsby';
import { isExternalHref, isSitePath } from '../lib/links';

interface ContentLinkProps {
  href: string;
  className?: string;
  children: React.ReactNode;
}

export function ContentLink({ href, className, children }: ContentLinkProps) {
  if (isSitePath(href)) {
    return (
      <Link to={href} className={className}>
        {children}
      </Link>
    );
  }
  if (isExternalHref(href)) {
    return (
      <a href={href} className={className} target="_blank" rel="noopener noreferrer">
        {children}
        <span className="visually-hidden"> (opens in a new tab)</span>
      </a>
    );
  }
  return (
    <a href={href} className={className}>
      {children}
    </a>
  );
}
