/** The CMS preview feeds the real section components GraphQL-shaped data built from the entry's raw JSON, in the language the editor previews. */
import fs from 'node:fs';
import path from 'node:path';
import { render, screen, waitFor } from '@testing-library/react';
import { adaptSections, type PreviewContext } from '../../src/cms/preview/adapt';
import { entryLocale } from '../../src/cms/preview/entryLocale';
import { PreviewPage } from '../../src/cms/preview/PreviewPage';
import { previewData } from '../../src/gatsby-node/previewData';
import { sectionSchemas } from '../../src/content-model/sectionSchemas';

const content = path.resolve(__dirname, '../../content');
const read = (file: string) => JSON.parse(fs.readFileSync(path.join(content, file), 'utf8'));
/** The testimonials of one language by slug, as the preview snapshot has them. */
const testimonialsIn = (locale: string) =>
  Object.fromEntries(
    fs
      .readdirSync(path.join(content, 'testimonials'))
      .filter((f) => f.endsWith(`.${locale}.json`))
      .map((f) => [f.replace(`.${locale}.json`, ''), read(`testimonials/${f}`)]),
  );

describe('CMS preview data', () => {
  const service = read('services/website-design.en.json');
  const testimonials = testimonialsIn('en');
  const ctx: PreviewContext = { locale: 'en', assetUrl: (p) => `blob:asset/${p}`, records: { TestimonialsJson: testimonials } };
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

describe('CMS preview of a German entry', () => {
  /** Decap's entry as the preview gets it: `data` is the language picked in the editor, `i18n.<language>.data` each translation. */
  const decapEntry = (data: unknown, german: unknown) => ({
    get: (_key: 'data') => data,
    getIn: ([, locale]: [string, string, string]) => (locale === 'de' ? german : undefined),
  });

  it('knows the entry is German when the editor previews its German data, and English otherwise', () => {
    const english = { title: 'UX audit' };
    const german = { title: 'UX-Audit' };
    expect(entryLocale(decapEntry(german, german))).toBe('de');
    expect(entryLocale(decapEntry(english, german))).toBe('en');
  });

  it('shows the German text, the German site labels and the German testimonials, with German links', async () => {
    const snapshot = previewData(content);
    expect(snapshot.sites.map((site) => site.locale).sort()).toEqual(['de', 'en']);
    const service = read('services/website-design.de.json');
    service.components[0].props.text = 'Eine Website, die in fünf Sekunden sagt, was Sie tun: im CMS bearbeitet.';
    render(<PreviewPage data={service} ctx={{ locale: 'de', assetUrl: (p) => `blob:asset/${p}`, records: snapshot.records.de ?? {} }} />);

    expect(
      await screen.findByText('Eine Website, die in fünf Sekunden sagt, was Sie tun: im CMS bearbeitet.', {}, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(screen.getAllByText(/^Dauer:/).length).toBeGreaterThan(0);
    expect(screen.queryAllByText(/^Duration:/)).toEqual([]);
    const germanPositions = Object.values(testimonialsIn('de')).map((t) => (t as { position: string }).position);
    const englishPositions = Object.values(testimonialsIn('en')).map((t) => (t as { position: string }).position);
    await waitFor(
      () => expect(germanPositions.filter((position) => document.body.textContent?.includes(position)).length).toBeGreaterThan(0),
      {
        timeout: 10_000,
      },
    );
    const shown = document.body.textContent ?? '';
    expect(englishPositions.filter((position) => !germanPositions.includes(position) && shown.includes(position))).toEqual([]);
    const links = [...document.querySelectorAll('a')]
      .map((a) => a.getAttribute('href') ?? '')
      .filter((href) => href.startsWith('/services/') || href.startsWith('/de/services/'));
    expect(links.length).toBeGreaterThan(0);
    expect(links.filter((href) => !href.startsWith('/de/'))).toEqual([]);
  }, 30_000);
});
