/** The CMS form is generated from the content schemas: every collection, section kind and required field is there, and a new schema field shows up. */
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { collections } from '../../src/content-model/collections';
import { obj, sectionList, text } from '../../src/content-model/kit';
import { shapeOf, unwrap } from '../../src/content-model/zodIntrospection';
import { sectionSchemas } from '../../src/content-model/sectionSchemas';
import { cmsConfig, cmsConfigYaml, productionBackend } from '../../src/cms/config';
import { fieldsOf, type CmsField } from '../../src/cms/fields';

const config = cmsConfig();
const byName = (fields: CmsField[] | undefined, name: string) => fields?.find((f) => f.name === name);

/** Every required key path of a zod object schema, e.g. "card.title"; sections and arrays of objects are descended into. */
function requiredPaths(schema: z.ZodType, prefix = ''): string[] {
  const shape = shapeOf(schema) ?? {};
  return Object.entries(shape).flatMap(([key, field]) => {
    const { optional, meta } = unwrap(field);
    if (optional || meta.kind === 'sections') return [];
    const here = `${prefix}${key}`;
    const nested = shapeOf(field) ? requiredPaths(field, `${here}.`) : [];
    return [here, ...nested];
  });
}

function cmsPaths(fields: CmsField[] | undefined, prefix = ''): string[] {
  return (fields ?? []).flatMap((f) => [`${prefix}${f.name}`, ...cmsPaths(f.fields, `${prefix}${f.name}.`)]);
}

describe('generated CMS config', () => {
  it('has a collection per content folder plus the site settings file', () => {
    const folders = config.collections.filter((c) => c.folder).map((c) => c.folder);
    expect(folders.sort()).toEqual(collections.map((c) => `content/${c.dir}`).sort());
    expect(config.collections.map((c) => c.name)).toEqual(
      expect.arrayContaining(['services', 'cases', 'testimonials', 'blog-reviews', 'blog-articles', 'pages', 'settings']),
    );
    const settings = config.collections.find((c) => c.name === 'settings');
    expect(settings?.files?.[0].file).toBe('content/site.en.json');
    for (const collection of config.collections) expect(collection.format).toBe('json');
  });

  it("edits every folder in English and German side by side, one file per language, and each language's site settings", () => {
    const i18n = { structure: 'multiple_files', locales: ['en', 'de'], default_locale: 'en' };
    expect(config.i18n).toEqual(i18n);
    for (const collection of config.collections.filter((c) => c.folder)) expect(collection.i18n).toEqual(i18n);
    const settings = config.collections.find((c) => c.name === 'settings');
    // Decap 3.16 allows i18n in a file collection only as `single_file`: each language's settings file is its own entry.
    expect(settings?.i18n).toBeUndefined();
    expect(settings?.files?.map((f) => [f.label, f.file])).toEqual([
      ['Sitewide settings (English)', 'content/site.en.json'],
      ['Sitewide settings (German)', 'content/site.de.json'],
      ['Redirects', 'content/redirects.json'],
    ]);
  });

  it('lets each language write its copy and keeps ids, media, references, numbers, choices, links and client quotes shared', () => {
    const fieldsOfCollection = (name: string) => config.collections.find((c) => c.name === name)?.fields;
    const testimonial = fieldsOfCollection('testimonials');
    expect(byName(testimonial, 'position')?.i18n).toBe(true);
    expect(byName(testimonial, 'text')?.i18n).toBe('duplicate');
    expect(byName(testimonial, 'case')?.i18n).toBe('duplicate');
    expect(byName(testimonial, 'audience')?.i18n).toBe('duplicate');
    const portrait = byName(testimonial, 'image');
    expect(portrait?.i18n).toBe(true);
    expect(byName(portrait?.fields, 'src')?.i18n).toBe('duplicate');
    expect(byName(portrait?.fields, 'alt')?.i18n).toBe(true);

    const components = byName(fieldsOfCollection('services'), 'components');
    expect(components?.i18n).toBe(true);
    const hero = byName(byName(components?.types, 'Hero')?.fields, 'props');
    expect(byName(hero?.fields, 'text')?.i18n).toBe(true);
    expect(byName(byName(hero?.fields, 'title')?.fields, 'text')?.i18n).toBe(true);
    expect(byName(byName(hero?.fields, 'scrollMedia')?.fields, 'image')?.i18n).toBe('duplicate');
    // Decap's config schema takes only a boolean on an object or a list, shared values inside or not.
    expect(byName(hero?.fields, 'motionStyles')?.i18n).toBe(true);
    expect(byName(byName(hero?.fields, 'motionStyles')?.fields, 'width')?.i18n).toBe(true);
    const site = config.collections.find((c) => c.name === 'settings')?.files?.[0]?.fields;
    expect(byName(byName(site, 'nav')?.fields, 'href')?.i18n).toBe('duplicate');
    expect(byName(byName(site, 'nav')?.fields, 'label')?.i18n).toBe(true);
    expect(byName(site, 'foundingYear')?.i18n).toBe('duplicate');
    const companyType = byName(byName(fieldsOfCollection('cases'), 'attributes')?.fields, 'companyType');
    expect(companyType).toMatchObject({ widget: 'select', i18n: true });
    expect(companyType?.options).toEqual(expect.arrayContaining(['Enterprise', 'Konzern']));
  });

  it('offers every section kind in the components list, props under "props", with every required prop', () => {
    const services = config.collections.find((c) => c.name === 'services');
    const components = byName(services?.fields, 'components');
    expect(components?.widget).toBe('list');
    expect(components?.typeKey).toBe('name');
    expect(components?.types?.map((t) => t.name).sort()).toEqual(Object.keys(sectionSchemas).sort());
    for (const [name, schema] of Object.entries(sectionSchemas)) {
      const type = components?.types?.find((t) => t.name === name);
      const props = byName(type?.fields, 'props');
      expect(props?.widget).toBe('object');
      expect(cmsPaths(props?.fields)).toEqual(expect.arrayContaining(requiredPaths(schema)));
    }
  });

  it('has every required field of every collection, required in the form too', () => {
    for (const collection of collections) {
      const generated = config.collections.find((c) => c.folder === `content/${collection.dir}`);
      const paths = cmsPaths(generated?.fields);
      expect(paths).toEqual(expect.arrayContaining(requiredPaths(collection.schema)));
      for (const key of requiredPaths(collection.schema).filter((p) => !p.includes('.'))) {
        expect(byName(generated?.fields, key)?.required).not.toBe(false);
      }
    }
  });

  it('offers services, cases and blog posts a Draft switch with its hint and a zoned publication time', () => {
    for (const name of ['services', 'cases', 'blog-reviews', 'blog-articles']) {
      const fields = config.collections.find((c) => c.name === name)?.fields;
      expect(byName(fields, 'draft')).toMatchObject({ label: 'Draft', widget: 'boolean', required: false });
      expect(byName(fields, 'draft')?.hint).toMatch(/^Draft: on, the page is left out of the published site/);
      expect(byName(fields, 'publishAt')).toMatchObject({ widget: 'datetime', format: 'YYYY-MM-DDTHH:mm:ssZ', required: false });
    }
    expect(byName(config.collections.find((c) => c.name === 'cases')?.fields, 'date')).toMatchObject({ widget: 'datetime' });
  });

  it('uses relation widgets for references, image widgets for images and descriptions as hints', () => {
    const pages = config.collections.find((c) => c.name === 'pages');
    const featured = byName(pages?.fields, 'featuredServices');
    expect(featured).toMatchObject({ widget: 'relation', collection: 'services', value_field: '{{slug}}', multiple: true });
    const cases = config.collections.find((c) => c.name === 'cases');
    expect(byName(cases?.fields, 'article')).toMatchObject({ widget: 'relation', collection: 'blog-articles', required: false });
    const preview = byName(byName(cases?.fields, 'metadata')?.fields, 'previewImage');
    expect(preview).toMatchObject({ widget: 'image', hint: 'Card image, cropped to 600x400' });
    expect(cases?.media_folder).toBe('/content/images/cases');
    expect(cases?.public_folder).toBe('../images/cases');
    const reviews = config.collections.find((c) => c.name === 'blog-reviews');
    expect(reviews?.public_folder).toBe('../../images/blog');
  });

  it('names a site-wide media folder that decap-server accepts: a folder of the repository, not an absolute path', () => {
    expect(config.media_folder).not.toMatch(/^\//);
    expect(fs.statSync(path.resolve(__dirname, '../..', config.media_folder)).isDirectory()).toBe(true);
  });

  it('saves through the editorial workflow (draft, in review, ready, published) with ASCII file names, locally and on GitHub', () => {
    for (const options of [{}, { localBackendPort: 8381 }, { env: { CMS_GITHUB_REPO: 'oakline/site' } }]) {
      expect(cmsConfig(options)).toMatchObject({ publish_mode: 'editorial_workflow', slug: { encoding: 'ascii', clean_accents: true } });
    }
  });

  it('shows a field added to a schema', () => {
    const extended = obj('Extended', 'A test schema', {
      title: text('Title'),
      ctaLabel: text('Label of the new button'),
      more: sectionList({ Hero: sectionSchemas.Hero }, 'Sections'),
    });
    const fields = fieldsOf(extended);
    expect(byName(fields, 'ctaLabel')).toEqual({
      name: 'ctaLabel',
      label: 'Cta label',
      widget: 'string',
      hint: 'Label of the new button',
      i18n: true,
    });
    const heroWithBadge = sectionSchemas.Hero.extend({ badge: text('Small label above the headline').optional() });
    const more = fieldsOf(obj('Extended2', 'x', { components: sectionList({ Hero: heroWithBadge }, 'Sections') }));
    const props = byName(more[0].types?.[0].fields, 'props');
    expect(byName(props?.fields, 'badge')).toMatchObject({ widget: 'string', required: false, hint: 'Small label above the headline' });
  });

  it('writes through decap-server locally and through GitHub (repo and branch from the environment) in production', () => {
    expect(cmsConfig({ localBackendPort: 8381 }).local_backend).toEqual({ url: 'http://localhost:8381/api/v1' });
    expect(config.local_backend).toBeUndefined();
    expect(productionBackend({ CMS_GITHUB_REPO: 'oakline/site', CMS_GITHUB_BRANCH: 'content' })).toEqual({
      name: 'github',
      repo: 'oakline/site',
      branch: 'content',
    });
    expect(productionBackend({}).name).toBe('git-gateway');
    expect(cmsConfig({ localBackendPort: 8381, localBranch: 'redesign' }).backend).toEqual({ name: 'proxy', branch: 'redesign' });
    expect(cmsConfigYaml(config).split('\n')[0]).toMatch(/^# Generated/);
    expect(JSON.parse(cmsConfigYaml(config).split('\n').slice(1).join('\n'))).toEqual(config);
  });
});
