/** A service page's schema.org Service, provided by the site's Organization (src/templates/service.tsx). */
import { CONTEXT, organizationId, type JsonLdObject } from '../lib/structuredData';

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
