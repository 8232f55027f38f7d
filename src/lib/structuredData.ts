/** schema.org JSON-LD objects built from content: Organization (every page), Service, Review, Article (case studies and articles, with their dates), BreadcrumbList. */

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

/** When a page was published and, once edited, last updated (schema.org `datePublished`, `dateModified`). */
export interface PublicationDateFields {
  datePublished: string;
  dateModified?: string | null;
}

const datesOf = ({ datePublished, dateModified }: PublicationDateFields) => ({ datePublished, ...(dateModified ? { dateModified } : {}) });

/** A case study or a case-study article, written and published by the agency, at its own address. */
export function articleJsonLd({
  siteUrl,
  path,
  headline,
  description,
  ...dates
}: { siteUrl: string; path: string; headline: string; description: string } & PublicationDateFields): JsonLdObject {
  const agency = { '@id': organizationId(siteUrl) };
  const url = `${siteUrl}${path}`;
  return {
    '@context': CONTEXT,
    '@type': 'Article',
    headline,
    description,
    url,
    mainEntityOfPage: url,
    ...datesOf(dates),
    author: agency,
    publisher: agency,
  };
}

/** A client review of the agency's work on a project (blog review pages, review blocks). */
export function reviewJsonLd(
  input: {
    siteUrl: string;
    path: string;
    author: string;
    authorTitle?: string | null;
    body: string;
    itemName: string;
    ratingValue?: number;
  } & Partial<PublicationDateFields>,
): JsonLdObject {
  return {
    '@context': CONTEXT,
    '@type': 'Review',
    url: `${input.siteUrl}${input.path}`,
    author: { '@type': 'Person', name: input.author, ...(input.authorTitle ? { jobTitle: input.authorTitle } : {}) },
    reviewBody: input.body,
    itemReviewed: { '@type': 'Organization', '@id': organizationId(input.siteUrl), name: input.itemName },
    ...(input.datePublished ? datesOf({ datePublished: input.datePublished, dateModified: input.dateModified }) : {}),
    ...(input.ratingValue !== undefined
      ? { reviewRating: { '@type': 'Rating', ratingValue: input.ratingValue, bestRating: 5, worstRating: 1 } }
      : {}),
  };
}

/** JSON for a <script type="application/ld+json">: `<` escaped so content can never close the element. */
export const serializeJsonLd = (data: JsonLdObject | JsonLdObject[]) => JSON.stringify(data).replace(/</g, '\\u003c');
