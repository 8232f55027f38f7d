/** A case study's or a case-study article's schema.org Article with its dates (src/templates/case.tsx, blogArticle.tsx). */
import { CONTEXT, organizationId, type JsonLdObject } from '../lib/structuredData';

/** When a page was published and, once edited, last updated (schema.org `datePublished`, `dateModified`). */
export interface PublicationDateFields {
  datePublished: string;
  dateModified?: string | null;
}

export const datesOf = ({ datePublished, dateModified }: PublicationDateFields) => ({
  datePublished,
  ...(dateModified ? { dateModified } : {}),
});

/** A case study or a case-study article, written and published by the agency, at its own address. */
export function articleJsonLd({
  siteUrl,
  path,
  headline,
  description,
  inLanguage,
  ...dates
}: { siteUrl: string; path: string; headline: string; description: string; inLanguage: string } & PublicationDateFields): JsonLdObject {
  const agency = { '@id': organizationId(siteUrl) };
  const url = `${siteUrl}${path}`;
  return {
    '@context': CONTEXT,
    '@type': 'Article',
    headline,
    description,
    inLanguage,
    url,
    mainEntityOfPage: url,
    ...datesOf(dates),
    author: agency,
    publisher: agency,
  };
}
