/** One link for content hrefs: site paths via gatsby Link, https URLs in a new tab (announced), mailto as a plain anchor. */
import React from 'react';
import { Link } from 'gatsby';
import { isExternalHref, isInternalHref } from '../lib/links';

interface SmartLinkProps {
  href: string;
  className?: string;
  children: React.ReactNode;
}

export function SmartLink({ href, className, children }: SmartLinkProps) {
  if (isInternalHref(href)) {
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
