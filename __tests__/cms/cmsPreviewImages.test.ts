/** CMS previews show images kept in sub-folders (content/images/<folder>/<slug>/…) and those of referenced records, which Decap alone resolves to the wrong file. */
import fs from 'node:fs';
import path from 'node:path';
import { ADMIN_IMAGES_PREFIX, previewImageSource } from '../../src/cms/preview/imageSource';
import { adaptSections, type PreviewContext } from '../../src/cms/preview/adapt';
import { sectionSchemas } from '../../src/content-model/sectionSchemas';

const root = path.resolve(__dirname, '../..');
const decap = (value: string) => `decap:${value}`;
const SERVICE = 'content/services/website-design.en.json';
/** The preview's own rule for an image written in the entry being edited. */
const ofEntry = (value: string, entry = SERVICE) => previewImageSource(value, entry, entry, decap);

/** Every image path written in the content files of `dir`, with the file's repository-relative path. */
function imagesIn(dir: string): { entry: string; value: string }[] {
  return fs
    .readdirSync(path.join(root, 'content', dir))
    .filter((name) => name.endsWith('.json'))
    .flatMap((name) => {
      const entry = `content/${dir}/${name}`;
      const values = fs.readFileSync(path.join(root, entry), 'utf8').match(/"(?:\.\.\/)+images\/[^"]+"/g) ?? [];
      return values.map((quoted) => ({ entry, value: JSON.parse(quoted) as string }));
    });
}

describe('CMS preview image sources', () => {
  it('loads a service image in a sub-folder from /admin/content/images/, where its file is', () => {
    expect(ofEntry('../images/services/website-design/hero.jpg')).toBe(`${ADMIN_IMAGES_PREFIX}services/website-design/hero.jpg`);
  });

  it('resolves images of entries two folders deep (blog reviews and articles)', () => {
    expect(
      ofEntry('../../images/blog/review/katana-erp-branding-review/portrait.jpg', 'content/blog/review/katana-erp-branding-review.en.json'),
    ).toBe(`${ADMIN_IMAGES_PREFIX}blog/review/katana-erp-branding-review/portrait.jpg`);
  });

  it('loads the images of a referenced record relative to that record', () => {
    expect(previewImageSource('../images/testimonials/portrait-ana.jpg', 'content/testimonials/ana.json', SERVICE, decap)).toBe(
      `${ADMIN_IMAGES_PREFIX}testimonials/portrait-ana.jpg`,
    );
    expect(previewImageSource('../../images/blog/review/x/portrait.jpg', 'content/blog/review/x.json', SERVICE, decap)).toBe(
      `${ADMIN_IMAGES_PREFIX}blog/review/x/portrait.jpg`,
    );
  });

  it('leaves Decap the images it resolves itself: uploads at the top of the entry media folder, unsaved entries, absolute URLs', () => {
    expect(ofEntry('../images/services/upload.jpg')).toBe('decap:../images/services/upload.jpg');
    expect(previewImageSource('../images/services/website-design/hero.jpg', undefined, undefined, decap)).toBe(
      'decap:../images/services/website-design/hero.jpg',
    );
    expect(ofEntry('blob:http://localhost/1234')).toBe('decap:blob:http://localhost/1234');
    expect(ofEntry('/content/images/x.jpg')).toBe('decap:/content/images/x.jpg');
  });

  it('never builds a URL outside content/images/', () => {
    expect(ofEntry('../../../../etc/passwd/x/y')).toBe('decap:../../../../etc/passwd/x/y');
    expect(ofEntry('../other/services/a/b.jpg')).toBe('decap:../other/services/a/b.jpg');
  });

  it.each(['services', 'cases', 'testimonials', 'blog/review', 'blog/case-study', 'pages'])(
    'points every image of content/%s at a file that exists',
    (dir) => {
      const images = imagesIn(dir);
      expect(images.length).toBeGreaterThan(0);
      for (const { entry, value } of images) {
        const url = ofEntry(value, entry);
        const file = url.startsWith(ADMIN_IMAGES_PREFIX)
          ? path.join(root, 'content/images', decodeURIComponent(url.slice(ADMIN_IMAGES_PREFIX.length)))
          : path.resolve(root, path.dirname(entry), value);
        expect({ entry, value, exists: fs.existsSync(file) }).toEqual({ entry, value, exists: true });
      }
    },
  );

  it('gives the portraits of testimonials quoted on a service page their own file, in the preview data', () => {
    const service = JSON.parse(fs.readFileSync(path.join(root, SERVICE), 'utf8'));
    const testimonials = Object.fromEntries(
      fs
        .readdirSync(path.join(root, 'content/testimonials'))
        .filter((name) => name.endsWith('.en.json'))
        .map((name) => [
          name.replace(/\.en\.json$/, ''),
          JSON.parse(fs.readFileSync(path.join(root, 'content/testimonials', name), 'utf8')),
        ]),
    );
    const ctx: PreviewContext = {
      locale: 'en',
      assetUrl: (value, file) => previewImageSource(value, file ?? SERVICE, SERVICE, decap),
      records: { TestimonialsJson: testimonials },
    };
    const sources = JSON.stringify(adaptSections(sectionSchemas, service.components, ctx)).match(/"src":"[^"]+"/g) ?? [];
    const portraits = sources.filter((src) => src.includes('testimonials'));
    expect(portraits.length).toBeGreaterThan(0);
    for (const src of portraits) {
      const url = JSON.parse(`{${src}}`).src as string;
      expect(
        url.startsWith(ADMIN_IMAGES_PREFIX) && fs.existsSync(path.join(root, 'content/images', url.slice(ADMIN_IMAGES_PREFIX.length))),
      ).toBe(true);
    }
  });
});
