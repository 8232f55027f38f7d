/** A link whose href comes from content: site paths through Gatsby's Link, external URLs in a new tab, announced. */
import { Link } from 'gatsby';
import React from 'react';
import { isExternalHref, isSitePath } from './links';
import { useCopy } from './useSiteSettings';

interface ContentLinkProps {
  href: string;
  className?: string;
  children: React.ReactNode;
}

export function ContentLink({ href, className, children }: ContentLinkProps) {
  const copy = useCopy();
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
        <span className="visually-hidden"> {copy.layout.newTab}</span>
      </a>
    );
  }
  return (
    <a href={href} className={className}>
      {children}
    </a>
  );
}

/** A list of content links, each through ContentLink. */
export function ContentLinkList({
  links,
  className,
  linkClassName,
}: {
  links: readonly { label: string; href: string }[];
  className?: string;
  linkClassName?: string;
}) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.href}>
          <ContentLink href={link.href} className={linkClassName}>
            {link.label}
          </ContentLink>
        </li>
      ))}
    </ul>
  );
}
