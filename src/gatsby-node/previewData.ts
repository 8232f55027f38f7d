/** /admin/preview-data.json: the published content CMS previews resolve references against and label with, in each language. */
import { loadBuilt } from '../content-model/builtContent';
import { siteCollection } from '../content-model/collections';
import type { RefTarget } from '../content-model/kit';
import { siteYears } from '../lib/siteYears';
import type { PreviewSnapshot } from '../cms/preview/adapt';

/**
 * Raw JSON of every record the build publishes, by language, GraphQL type and slug, plus each language's site settings
 * (with its `locale` and the years that follow from its founding year, as GraphQL has them), for the previewed entry's
 * language (a production /admin/ is public, so no draft is in it).
 */
export function previewData(contentDir: string): PreviewSnapshot {
  const loaded = loadBuilt(contentDir);
  const snapshot: PreviewSnapshot = { sites: [], records: {} };
  for (const item of loaded) {
    if (item.collection.typeName === siteCollection.typeName) {
      const site = item.data as { foundingYear: number };
      snapshot.sites.push({ ...site, ...siteYears(site.foundingYear), locale: item.locale });
    } else ((snapshot.records[item.locale] ??= {})[item.collection.typeName as RefTarget] ??= {})[item.slug] = item.data;
  }
  return snapshot;
}
