/** A blog review page's schema.org Review of the agency's work, with its dates (src/templates/blogReview.tsx). */
import { CONTEXT, organizationId, type JsonLdObject } from '../lib/structuredData';
import { datesOf, type PublicationDateFields } from './articleJsonLd';

export function reviewJsonLd(
  input: {
    siteUrl: string;
    path: string;
    author: string;
    authorTitle?: string | null;
    body: string;
    /** The language of the page around the review (its quote stays in the words the client said). */
    inLanguage: string;
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
    inLanguage: input.inLanguage,
    itemReviewed: { '@type': 'Organization', '@id': organizationId(input.siteUrl), name: input.itemName },
    ...(input.datePublished ? datesOf({ datePublished: input.datePublished, dateModified: input.dateModified }) : {}),
    ...(input.ratingValue !== undefined
      ? { reviewRating: { '@type': 'Rating', ratingValue: input.ratingValue, bestRating: 5, worstRating: 1 } }
      : {}),
  };
}
