/** Head tags of a page in its language: title, description, noindex on an unpublished page, canonical URL and the hreflang cluster, the blog's feed, Open Graph + Twitter card with its share image and locales, icons and one JSON-LD block: the Organization, the WebPage with its language and the page's own objects. */
import React from 'react';
import { useSiteSettings } from './useSiteSettings';
import { JsonLd } from './JsonLd';
import { organizationJsonLd, webPageJsonLd, type JsonLdObject } from '../lib/structuredData';
import { LOCALES, localizedPath } from '../lib/locales';
import { hreflangCluster, openGraphLocale } from '../lib/pageLanguage';
import { usePageLanguage } from './usePageLanguage';
import { ink } from '../lib/ink';
import { SHARE_HEIGHT, SHARE_WIDTH, shareImagePath } from '../lib/shareImage';
import { FeedLink } from './FeedLink';

export const THEME_COLOR = ink;

interface SeoProps {
  title: string;
  description: string;
  /** The page's address, in any language's form: the page's language is added (`/cases/` on a German page is `/de/cases/`). */
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
  const pagePath = localizedPath(path, locale);
  const fullTitle = title === site.agencyName ? title : `${title} | ${site.agencyName}`;
  const url = `${site.siteUrl}${pagePath}`;
  const image = `${site.siteUrl}${shareImagePath(pagePath)}`;
  const imageAlt = `${title} — ${site.agencyName}`;
  const otherLocales = LOCALES.filter((other) => other !== locale && alternates[other]);
  /** Open Graph and Twitter card tags in their order in the head, as `og:<key>` and `twitter:<key>` (a key repeats for each other language). */
  const openGraph: [string, string][] = [
    ['site_name', site.agencyName],
    ['locale', openGraphLocale(locale)],
    ...otherLocales.map((other) => ['locale:alternate', openGraphLocale(other)] as [string, string]),
    ['title', fullTitle],
    ['description', description],
    ['url', url],
    ['type', type],
    ['image', image],
    ['image:type', 'image/jpeg'],
    ['image:width', String(SHARE_WIDTH)],
    ['image:height', String(SHARE_HEIGHT)],
    ['image:alt', imageAlt],
  ];
  const twitterCard = { card: 'summary_large_image', title: fullTitle, description, image, 'image:alt': imageAlt };
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {noindex ? <meta name="robots" content="noindex" /> : null}
      <link rel="canonical" href={url} />
      {hreflangCluster(alternates).map(([hreflang, href]) => (
        <link key={hreflang} rel="alternate" hrefLang={hreflang} href={`${site.siteUrl}${href}`} />
      ))}
      <meta name="theme-color" content={THEME_COLOR} />
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      <link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />
      <link rel="manifest" href="/site.webmanifest" />
      <FeedLink />
      {openGraph.map(([key, content]) => (
        <meta key={`${key} ${content}`} property={`og:${key}`} content={content} />
      ))}
      {Object.entries(twitterCard).map(([key, content]) => (
        <meta key={key} name={`twitter:${key}`} content={content} />
      ))}
      <JsonLd data={[organizationJsonLd(site), webPageJsonLd({ url, name: fullTitle, inLanguage: locale }), ...structuredData]} />
      {children}
    </>
  );
}
