/** Head tags of a page in its language: title, description, noindex on an unpublished page, canonical URL, Open Graph + Twitter card with its share image, icons and one JSON-LD block: the Organization and the page's own objects (the tags only crawlers read are in the built HTML alone: src/gatsby-node/languageHeadTags.tsx). */
import React from 'react';
import { useSiteSettings } from './useSiteSettings';
import { JsonLd } from './JsonLd';
import { organizationJsonLd, webPageJsonLd, type JsonLdObject } from '../lib/structuredData';
import { usePageLanguage } from './usePageLanguage';
import { ink } from '../lib/ink';
import { SHARE_HEIGHT, SHARE_WIDTH, shareImagePath } from '../lib/shareImage';

export const THEME_COLOR = ink;

interface SeoProps {
  title: string;
  description: string;
  /** The page's address when its context names none; the context's own address wins (`/de/cases/` on the German page a listing Head names `/cases/`). */
  path: string;
  /** Open Graph type: `article` for case studies and blog posts. */
  type?: 'website' | 'article';
  /** Keeps search engines off the page: an unpublished page, which only develop and preview builds make. */
  noindex?: boolean;
  /** The page's own schema.org objects, written with the Organization in one JSON-LD block (one script costs less than several). */
  structuredData?: readonly JsonLdObject[];
  children?: React.ReactNode;
}

export function Seo({ title, description, path, type = 'website', noindex = false, structuredData = [], children }: SeoProps) {
  const site = useSiteSettings();
  const { locale, alternates } = usePageLanguage();
  const pagePath = alternates[locale] ?? path;
  const fullTitle = title === site.agencyName ? title : `${title} | ${site.agencyName}`;
  const url = `${site.siteUrl}${pagePath}`;
  const image = `${site.siteUrl}${shareImagePath(pagePath)}`;
  const imageAlt = `${title} — ${site.agencyName}`;
  /** Open Graph and Twitter card tags in their order in the head, as `og:<key>` and `twitter:<key>`. */
  const openGraph = {
    site_name: site.agencyName,
    title: fullTitle,
    description,
    url,
    type,
    image,
    'image:type': 'image/jpeg',
    'image:width': String(SHARE_WIDTH),
    'image:height': String(SHARE_HEIGHT),
    'image:alt': imageAlt,
  };
  const twitterCard = { card: 'summary_large_image', title: fullTitle, description, image, 'image:alt': imageAlt };
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
      {Object.entries(openGraph).map(([key, content]) => (
        <meta key={key} property={`og:${key}`} content={content} />
      ))}
      {Object.entries(twitterCard).map(([key, content]) => (
        <meta key={key} name={`twitter:${key}`} content={content} />
      ))}
      <JsonLd
        data={[
          organizationJsonLd(site),
          webPageJsonLd({ url, name: fullTitle, inLanguage: locale, siteUrl: site.siteUrl }),
          ...structuredData,
        ]}
      />
      {children}
    </>
  );
}
