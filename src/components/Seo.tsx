/** Head tags of a page: title, description, noindex on an unpublished page, canonical URL, the blog's feed, Open Graph + Twitter card with its share image, icons and Organization JSON-LD. */
import React from 'react';
import { useSiteSettings } from './useSiteSettings';
import { JsonLd } from './JsonLd';
import { organizationJsonLd } from '../lib/structuredData';
import { palette } from '../lib/palette';
import { SHARE_HEIGHT, SHARE_WIDTH, shareImagePath } from '../lib/shareImage';
import { FeedLink } from './FeedLink';

export const THEME_COLOR = palette.ink;

interface SeoProps {
  title: string;
  description: string;
  path: string;
  /** Open Graph type: `article` for case studies and blog posts. */
  type?: 'website' | 'article';
  /** Keeps search engines off the page: an unpublished page, which only develop and preview builds make. */
  noindex?: boolean;
  children?: React.ReactNode;
}

export function Seo({ title, description, path, type = 'website', noindex = false, children }: SeoProps) {
  const site = useSiteSettings();
  const fullTitle = title === site.agencyName ? title : `${title} | ${site.agencyName}`;
  const url = `${site.siteUrl}${path}`;
  const image = `${site.siteUrl}${shareImagePath(path)}`;
  const imageAlt = `${title} — ${site.agencyName}`;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {noindex ? <meta name="robots" content="noindex" /> : null}
      <link rel="canonical" href={url} />
      <meta name="theme-color" content={THEME_COLOR} />
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      <link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />
      <link rel="manifest" href="/site.webmanifest" />
      <FeedLink />
      <meta property="og:site_name" content={site.agencyName} />
      <meta property="og:locale" content="en_US" />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:type" content={type} />
      <meta property="og:image" content={image} />
      <meta property="og:image:type" content="image/jpeg" />
      <meta property="og:image:width" content={String(SHARE_WIDTH)} />
      <meta property="og:image:height" content={String(SHARE_HEIGHT)} />
      <meta property="og:image:alt" content={imageAlt} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={image} />
      <meta name="twitter:image:alt" content={imageAlt} />
      <JsonLd data={organizationJsonLd(site)} />
      {children}
    </>
  );
}
