/**
 * schema.org JSON-LD every page carries: the Organization, the page itself in its language, and how a block is serialized. The Service, Review and
 * Article objects live beside the templates that render them (src/templates/serviceJsonLd.ts, reviewJsonLd.ts,
 * articleJsonLd.ts), so a page's bundle holds only its own.
 */

export type JsonLdObject = { '@context'?: string; '@type': string } & Record<string, unknown>;

interface SiteFacts {
  agencyName: string;
  tagline: string;
  siteUrl: string;
  contactEmail: string;
  socialLinks: readonly { href: string }[];
}

export const CONTEXT = 'https://schema.org';

export const organizationId = (siteUrl: string) => `${siteUrl}/#organization`;

export function organizationJsonLd(site: SiteFacts): JsonLdObject {
  return {
    '@context': CONTEXT,
    '@type': 'Organization',
    '@id': organizationId(site.siteUrl),
    name: site.agencyName,
    description: site.tagline,
    url: `${site.siteUrl}/`,
    logo: `${site.siteUrl}/icons/icon-512.png`,
    email: site.contactEmail,
    sameAs: site.socialLinks.map((link) => link.href),
  };
}

/** The page as a WebPage in its language (`inLanguage`: `en`, `de`), published by the Organization. */
export function webPageJsonLd(page: { url: string; name: string; inLanguage: string; siteUrl: string }): JsonLdObject {
  return {
    '@context': CONTEXT,
    '@type': 'WebPage',
    url: page.url,
    name: page.name,
    inLanguage: page.inLanguage,
    publisher: { '@id': organizationId(page.siteUrl) },
  };
}

/** JSON for a <script type="application/ld+json">: `<` escaped so content can never close the element. */
export const serializeJsonLd = (data: JsonLdObject | JsonLdObject[]) => JSON.stringify(data).replace(/</g, '\\u003c');
