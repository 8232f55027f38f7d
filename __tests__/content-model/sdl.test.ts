/**
 * @jest-environment node
 */
/** The SDL generator: exact output for each field kind, nested and shared types once, and one name per schema. */
import { z } from 'zod';
import { contentTypeDefs } from '../../src/content-model/graphql';
import { image, int, num, obj, ref, sectionList, text, flag } from '../../src/content-model/kit';
import { SdlWriter } from '../../src/content-model/sdl';

const link = obj('Link', 'A labelled link', { label: text('Visible link text'), href: z.string() });

test('writes every field kind with its nullability, directive and description', () => {
  const writer = new SdlWriter();
  const schema = obj('Demo', 'A demo record', {
    title: text('Heading'),
    subtitle: text('Under the heading').optional(),
    count: int('How many'),
    ratio: num('A share'),
    visible: flag('Shown or not'),
    kind: z.enum(['a', 'b']),
    photo: image('A raster'),
    gallery: z.array(image('One raster')),
    service: ref('ServicesJson', 'Slug of a service'),
    related: z.array(ref('CasesJson', 'Slug of a case')).optional(),
    cta: link,
    links: z.array(link),
    stats: z.strictObject({ likes: int('Likes') }),
    tags: z.array(z.string()).optional(),
  });
  expect(writer.object('Demo', schema, { node: true, extraFields: ['fields: DemoFields!'] })).toBe('Demo');
  expect(writer.sdl()).toBe(`"A demo record"
type Demo implements Node @dontInfer {
  "Heading"
  title: String!
  "Under the heading"
  subtitle: String
  "How many"
  count: Int!
  "A share"
  ratio: Float!
  "Shown or not"
  visible: Boolean!
  kind: String!
  "A raster"
  photo: File! @fileByRelativePath
  gallery: [File!]! @fileByRelativePath
  "Slug of a service"
  service: ServicesJson! @link(by: "fields.refKey")
  related: [CasesJson!] @link(by: "fields.refKey")
  "A labelled link"
  cta: Link!
  links: [Link!]!
  stats: DemoStats!
  tags: [String!]
  fields: DemoFields!
}

"A labelled link"
type Link @dontInfer {
  "Visible link text"
  label: String!
  href: String!
}

type DemoStats @dontInfer {
  "Likes"
  likes: Int!
}`);
});

test('a section list is the Section union', () => {
  const writer = new SdlWriter();
  writer.object('Page', obj('Page', 'A page', { components: sectionList({ Hero: z.strictObject({}) }, 'Sections in order') }));
  expect(writer.sdl()).toBe(`"A page"
type Page @dontInfer {
  "Sections in order"
  components: [Section!]!
}`);
});

test('a zod type without a GraphQL mapping is an error naming the field', () => {
  expect(() => new SdlWriter().object('Odd', obj('Odd', 'x', { when: z.date() }))).toThrow(
    'SDL: OddWhen uses zod type "date", which has no GraphQL mapping',
  );
});

test('two different schemas under one type name are a hard error', () => {
  const first = obj('Card', 'A card', { title: text('Title') });
  const second = obj('Card', 'Another card', { title: text('Title'), image: image('Picture') });
  const writer = new SdlWriter();
  expect(() => writer.object('Pair', obj('Pair', 'Two cards', { a: first, b: second }))).toThrow(/two different schemas are named Card/);
});

test('the site schema generates without name clashes, every section type a union member', () => {
  const { sdl, sectionTypes } = contentTypeDefs();
  expect(sectionTypes).toContain('HeroSection');
  for (const type of sectionTypes) expect(sdl).toContain(`type ${type} @dontInfer {`);
  expect(sdl.match(/^type ServicesJson implements Node & MetadataPage @dontInfer \{$/gm)).toHaveLength(1);
});

test('every record with a page and search metadata implements MetadataPage, the type a page head reads', () => {
  const { sdl } = contentTypeDefs();
  expect(sdl).toContain('interface MetadataPage {\n  path: String!\n  metadata: PageMetadata!\n}');
  const implementers = [...sdl.matchAll(/^type (\w+) implements Node & MetadataPage @dontInfer/gm)].map((match) => match[1]);
  expect(implementers.sort()).toEqual(['BlogArticleJson', 'BlogReviewJson', 'LegalJson', 'PagesJson', 'ServicesJson']);
  expect(sdl).toMatch(/^type CasesJson implements Node @dontInfer/m);
});

test('every section props type with a heading and an intro text implements SectionIntro, the type a section opening reads', () => {
  const { sdl } = contentTypeDefs();
  expect(sdl).toContain('interface SectionIntro {\n  heading: String!\n  text: String\n}');
  const implementers = [...sdl.matchAll(/^type (\w+) implements SectionIntro @dontInfer/gm)].map((match) => match[1]);
  expect(implementers.sort()).toEqual(['CardGridProps', 'CaseGalleryProps', 'SocialProps', 'SprintsProps', 'TagsProps', 'TilesProps']);
  // A heading alone (stats cards), or an optional heading (the talk block), is no section intro.
  expect(sdl).toMatch(/^type StatsCardsProps @dontInfer/m);
  expect(sdl).toMatch(/^type TalkProps @dontInfer/m);
});
