/** schema.org JSON-LD objects built from content: Organization (every page), Service, Review, BreadcrumbList. */

export type JsonLdObject = { '@context'?: string; '@type': string } & Record<string, unknown>;

interface SiteFacts {
  agencyName: string;
  tagline: string;
  siteUrl: string;
  contactEmail: string;
  socialLinks: readonly { href: string }[];
}

const CONTEXT = 'https://schema.org';

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

export function serviceJsonLd(input: {
  siteUrl: string;
  name: string;
  description: string;
  path: string;
  serviceType?: string | null;
}): JsonLdObject {
  return {
    '@context': CONTEXT,
    '@type': 'Service',
    name: input.name,
    description: input.description,
    url: `${input.siteUrl}${input.path}`,
    provider: { '@id': organizationId(input.siteUrl) },
    areaServed: 'Worldwide',
    ...(input.serviceType ? { serviceType: input.serviceType } : {}),
  };
}

/** A client review of the agency's work on a project (blog review pages, review blocks). */
export function reviewJsonLd(input: {
  siteUrl: string;
  path: string;
  author: string;
  authorTitle?: string | null;
  body: string;
  itemName: string;
  ratingValue?: number;
}): JsonLdObject {
  return {
    '@context': CONTEXT,
    '@type': 'Review',
    url: `${input.siteUrl}${input.path}`,
    author: { '@type': 'Person', name: input.author, ...(input.authorTitle ? { jobTitle: input.authorTitle } : {}) },
    reviewBody: input.body,
    itemReviewed: { '@type': 'Organization', '@id': organizationId(input.siteUrl), name: input.itemName },
    ...(input.ratingValue !== undefined
      ? { reviewRating: { '@type': 'Rating', ratingValue: input.ratingValue, bestRating: 5, worstRating: 1 } }
      : {}),
  };
}

/** JSON for a <script type="application/ld+json">: `<` escaped so content can never close the element. */
export const serializeJsonLd = (data: JsonLdObject | JsonLdObject[]) => JSON.stringify(data).replace(/</g, '\\u003c');
