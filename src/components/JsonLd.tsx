/** Structured data for search engines: one JSON-LD block (a data block, so the CSP needs no hash for it). */
import { serializeJsonLd, type JsonLdObject } from '../lib/structuredData';

export function JsonLd({ data }: { data: JsonLdObject | JsonLdObject[] }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
