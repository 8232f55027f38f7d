/** A new English page with no German file yet passes the content checks, is listed as a missing translation, and has no German twin. */
import fs from 'node:fs';
import path from 'node:path';
import type { Reporter } from 'gatsby';
import type { z } from 'zod';
import { servicePage } from '../../src/content-model/service';
import { isTranslated } from '../../src/content-model/translation';
import { elementOf, kindOf, shapeOf, unwrap } from '../../src/content-model/zodIntrospection';
import { checkContent, loadContent } from '../../src/content-model/check';
import { PageLanguages } from '../../src/gatsby-node/pageLanguages';
import { LOCALES } from '../../src/lib/locales';
import { copyContent } from '../helpers/contentFixture';

const staticDir = path.resolve(__dirname, '../../static');

it('passes the checks, names the page and the German file to write, and leaves German out of its alternates', () => {
  const { root, content, write } = copyContent();
  write('services/service-design-sprint.en.json', fs.readFileSync(path.join(content, 'services/ux-audit.en.json'), 'utf8'));
  expect(checkContent(content, root, staticDir)).toEqual([]);

  // As createPages records them: every content page by collection and slug, in the language of its file.
  const languages = new PageLanguages(LOCALES);
  for (const item of loadContent(content, root).loaded) {
    const pathOf = 'pathOf' in item.collection ? item.collection.pathOf : undefined;
    if (pathOf)
      languages.add(
        `${item.collection.typeName}:${item.slug}`,
        item.locale,
        pathOf(item.slug, item.data as Record<string, unknown>, item.locale),
      );
  }
  const fileOf = (key: string) => `content/services/${key.split(':')[1]}.<language>.json`;
  expect(languages.missing(fileOf)).toEqual([
    '/services/service-design-sprint/ has no de version: content/services/service-design-sprint.de.json',
  ]);
  expect(languages.contextOf('ServicesJson:service-design-sprint', 'en')).toEqual({
    locale: 'en',
    alternates: { en: '/services/service-design-sprint/' },
  });

  const warnings: string[] = [];
  languages.reportMissing({ warn: (text: string) => warnings.push(text), info: () => undefined } as unknown as Reporter, fileOf);
  expect(warnings).toEqual([
    'Missing translations (1); these pages are built without them:\n  /services/service-design-sprint/ has no de version: content/services/service-design-sprint.de.json',
  ]);
});

/** What Decap writes as the German file of a new English entry: the shared fields only (ids, images, links, numbers). */
function sharedFieldsOnly(schema: z.ZodType, value: unknown): unknown {
  const { meta } = unwrap(schema);
  if (isTranslated(schema)) return undefined;
  if (meta.kind === 'sections' && Array.isArray(value))
    return value.map((section: { name: string; props: unknown }) => ({
      name: section.name,
      props: sharedFieldsOnly(meta.sections?.[section.name] as z.ZodType, section.props),
    }));
  if (meta.kind && meta.kind !== 'json') return value;
  if (kindOf(schema) === 'array' && Array.isArray(value))
    return value.map((item) => sharedFieldsOnly(elementOf(schema) as z.ZodType, item));
  if (kindOf(schema) === 'object' && value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(shapeOf(schema) ?? {})
        .map(([key, field]) => [key, sharedFieldsOnly(field, (value as Record<string, unknown>)[key])])
        .filter(([, kept]) => kept !== undefined),
    );
  return value;
}

it('treats a German file with the shared fields only (a new entry saved in the CMS) as a translation not yet begun', () => {
  const { root, content, write } = copyContent();
  const english = fs.readFileSync(path.join(content, 'services/ux-audit.en.json'), 'utf8');
  write('services/service-design-sprint.en.json', english);
  const copiedByTheCms = sharedFieldsOnly(servicePage, JSON.parse(english)) as { components: unknown[]; card: Record<string, unknown> };
  expect(copiedByTheCms.card.title).toBeUndefined();
  expect(copiedByTheCms.components.length).toBeGreaterThan(3);
  write('services/service-design-sprint.de.json', JSON.stringify(copiedByTheCms));
  expect(checkContent(content, root, staticDir)).toEqual([]);
  const loaded = loadContent(content, root).loaded.filter((item) => item.slug === 'service-design-sprint');
  expect(loaded.map((item) => item.locale)).toEqual(['en']);
});
