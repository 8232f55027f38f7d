/** Head tags of a page: title, description and canonical URL from content. */
import React from 'react';
import { useSiteSettings } from './useSiteSettings';

interface SeoProps {
  title: string;
  description: string;
  path: string;
  children?: React.ReactNode;
}

export function Seo({ title, description, path, children }: SeoProps) {
  const site = useSiteSettings();
  const fullTitle = title === site.agencyName ? title : `${title} | ${site.agencyName}`;
  const url = `${site.siteUrl}${path}`;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={url} />
      <meta name="theme-color" content="#16131f" />
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:type" content="website" />
      <meta name="twitter:card" content="summary_large_image" />
      {children}
    </>
  );
}
