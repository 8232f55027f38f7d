/** A blog review page's schema.org Review of the agency's work (src/templates/blogReview.tsx). */
import { CONTEXT, organizationId, type JsonLdObject } from '../lib/structuredData';

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
