/**
 * @jest-environment node
 */
/** The generated imagery really differs: no two case cards, case screens, service heroes or service cards are near-duplicates by a perceptual hash (the German pages reuse the English images, so each language is compared on its own). */
import fs from 'node:fs';
import path from 'node:path';
import { LOCALES, type Locale } from '../../src/lib/locales';
import { NEAR_DUPLICATE, nearDuplicates, pHash, pairDistances, type HashedItem } from '../helpers/perceptualHash';

jest.setTimeout(120000);

const root = path.resolve(__dirname, '../..');
const caseSlugs = fs
  .readdirSync(path.join(root, 'content/cases'))
  .filter((f) => f.endsWith('.en.json'))
  .map((f) => path.basename(f, '.en.json'))
  .sort();

interface ServiceFile {
  card: { image: string };
  components: { name: string; props: { scrollMedia?: { image?: string } } }[];
}

const servicesDir = path.join(root, 'content/services');
const servicesOf = (locale: Locale): ServiceFile[] =>
  fs
    .readdirSync(servicesDir)
    .filter((f) => f.endsWith(`.${locale}.json`))
    .map((f) => JSON.parse(fs.readFileSync(path.join(servicesDir, f), 'utf8')) as ServiceFile);

const heroImages = (services: ServiceFile[]): string[] =>
  services.flatMap((data) => {
    const hero = data.components.find((c) => c.name === 'Hero');
    return hero?.props.scrollMedia?.image ? [path.resolve(servicesDir, hero.props.scrollMedia.image)] : [];
  });

async function hashAll(files: string[], hashSize = 8): Promise<HashedItem[]> {
  return Promise.all(files.map(async (file) => ({ name: path.relative(root, file), hash: await pHash(file, hashSize) })));
}

const report = (label: string, items: HashedItem[]) => {
  const closest = pairDistances(items)[0];
  process.stdout.write(`${label}: ${items.length} pictures, closest pair ${closest.distance} bits (${closest.a} ~ ${closest.b})\n`);
};

test('every case has its preview and three screens', () => {
  for (const slug of caseSlugs) {
    for (const file of ['preview.png', 'screen-1.png', 'screen-2.png', 'screen-3.png'])
      expect(fs.existsSync(path.join(root, 'content/images/cases', slug, file))).toBe(true);
  }
});

test('no two case cards (previews) are near-duplicates (64-bit pHash)', async () => {
  const items = await hashAll(caseSlugs.map((slug) => path.join(root, 'content/images/cases', slug, 'preview.png')));
  report('case cards', items);
  expect(nearDuplicates(items, NEAR_DUPLICATE.compositionBits)).toEqual([]);
});

test('no two case screens are near-duplicates (256-bit pHash: they share one frame by design)', async () => {
  const files = caseSlugs.flatMap((slug) => [1, 2, 3].map((i) => path.join(root, 'content/images/cases', slug, `screen-${i}.png`)));
  const items = await hashAll(files, NEAR_DUPLICATE.screenHashSize);
  report('case screens', items);
  expect(nearDuplicates(items, NEAR_DUPLICATE.screenBits)).toEqual([]);
});

describe.each(LOCALES)('the %s service pages', (locale) => {
  const services = servicesOf(locale);

test('no two service hero images are near-duplicates (64-bit pHash)', async () => {
  const files = heroImages(services);
  expect(files.length).toBeGreaterThanOrEqual(30);
  const items = await hashAll(files);
  report('service heroes', items);
  expect(nearDuplicates(items, NEAR_DUPLICATE.compositionBits)).toEqual([]);
});

test('no two service card images are near-duplicates (64-bit pHash)', async () => {
  const files = services.map((data) => path.resolve(servicesDir, data.card.image));
  expect(new Set(files).size).toBe(services.length);
  const items = await hashAll(files);
  report('service cards', items);
  expect(nearDuplicates(items, NEAR_DUPLICATE.compositionBits)).toEqual([]);
});
});
