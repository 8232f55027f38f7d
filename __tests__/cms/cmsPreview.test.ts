/** The CMS preview feeds the real section components GraphQL-shaped data built from the entry's raw JSON. */
import fs from 'node:fs';
import path from 'node:path';
import { adaptSections, type PreviewContext } from '../../src/cms/preview/adapt';
import { sectionSchemas } from '../../src/content-model/sectionSchemas';

const content = path.resolve(__dirname, '../../content');
const read = (file: string) => JSON.parse(fs.readFileSync(path.join(content, file), 'utf8'));

describe('CMS preview data', () => {
  const service = read('services/website-design.en.json');
  const testimonials = Object.fromEntries(
    fs
      .readdirSync(path.join(content, 'testimonials'))
      .filter((f) => f.endsWith('.en.json'))
      .map((f) => [f.replace(/\.en\.json$/, ''), read(`testimonials/${f}`)]),
  );
  const ctx: PreviewContext = { assetUrl: (p) => `blob:asset/${p}`, records: { TestimonialsJson: testimonials } };
  const sections = adaptSections(sectionSchemas, service.components, ctx);

  it('gives each section its GraphQL type name and props field', () => {
    expect(sections[0]).toMatchObject({ __typename: 'HeroSection', name: 'Hero' });
    const hero = sections[0].heroProps as {
      text: string;
      title: { text: string }[];
      scrollMedia: { image: { childImageSharp: { gatsbyImageData: { images: { fallback: { src: string } } } } } };
    };
    expect(hero.text).toBe(service.components[0].props.text);
    expect(hero.title.map((w) => w.text)).toEqual(service.components[0].props.title.map((w: { text: string }) => w.text));
    expect(hero.scrollMedia.image.childImageSharp.gatsbyImageData.images.fallback.src).toBe(
      `blob:asset/${service.components[0].props.scrollMedia.image}`,
    );
    expect(sections).toHaveLength(service.components.length);
  });

  it('resolves testimonial references from the content snapshot', () => {
    const json = JSON.stringify(sections);
    const quoted = Object.values(testimonials).find((t) => json.includes(JSON.stringify((t as { text: string }).text)));
    expect(quoted).toBeDefined();
  });

  it('leaves out a section the editor has not finished, instead of breaking the preview', () => {
    const partial = adaptSections(sectionSchemas, [{ name: 'Hero', props: { title: [] } }, service.components[0]], ctx);
    expect(partial.map((s) => s.__typename)).toEqual(['HeroSection']);
  });
});
