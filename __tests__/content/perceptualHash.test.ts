/**
 * @jest-environment node
 */
/** Perceptual hashes: a picture stays close to its resized, re-encoded, recoloured or brightened self and far from a different picture. */
import sharp from 'sharp';
import { dHash, hammingDistance, NEAR_DUPLICATE, nearDuplicates, pairDistances, pHash } from '../helpers/perceptualHash';

/** A 640x400 test picture: a window with rows of bars at given positions, in given colours. */
function picture({
  bars,
  window = '#ffffff',
  stage = '#5536e8',
  x = 80,
}: {
  bars: number[];
  window?: string;
  stage?: string;
  x?: number;
}): Promise<Buffer> {
  const rows = bars.map((w, i) => `<rect x="${x + 30}" y="${80 + i * 44}" width="${w}" height="22" rx="6" fill="#16131f"/>`).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="400"><rect width="640" height="400" fill="${stage}"/><rect x="${x}" y="40" width="420" height="320" rx="16" fill="${window}"/>${rows}<circle cx="540" cy="300" r="60" fill="#ffc83d"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

const base = { bars: [300, 180, 340, 120, 260, 200] };

test('a picture is 0 bits from itself and the hashes have 64 or 256 bits', async () => {
  const image = await picture(base);
  expect(hammingDistance(await pHash(image), await pHash(image))).toBe(0);
  expect(await pHash(image)).toHaveLength(64);
  expect(await pHash(image, 16)).toHaveLength(256);
  expect(await dHash(image)).toHaveLength(64);
});

test('resizing, JPEG re-encoding, recolouring and +10% brightness stay within the near-duplicate thresholds', async () => {
  const image = await picture(base);
  const variants = [
    await sharp(image).resize(300).png().toBuffer(),
    await sharp(image).jpeg({ quality: 55 }).toBuffer(),
    await picture({ ...base, stage: '#13a77c', window: '#faf8f5' }),
    await sharp(image).modulate({ brightness: 1.1 }).png().toBuffer(),
  ];
  for (const variant of variants) {
    expect(hammingDistance(await pHash(image), await pHash(variant))).toBeLessThanOrEqual(NEAR_DUPLICATE.compositionBits);
    expect(hammingDistance(await pHash(image, 16), await pHash(variant, 16))).toBeLessThanOrEqual(NEAR_DUPLICATE.screenBits);
  }
});

test('a different composition is farther than the threshold', async () => {
  const a = await picture(base);
  const b = await sharp(
    Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="640" height="400"><rect width="640" height="400" fill="#faf8f5"/><rect x="0" y="250" width="640" height="150" fill="#16131f"/><circle cx="120" cy="120" r="90" fill="#e2492b"/><rect x="330" y="40" width="260" height="170" fill="#5536e8"/></svg>',
    ),
  )
    .png()
    .toBuffer();
  expect(hammingDistance(await pHash(a), await pHash(b))).toBeGreaterThan(NEAR_DUPLICATE.compositionBits);
  expect(hammingDistance(await dHash(a), await dHash(b))).toBeGreaterThan(NEAR_DUPLICATE.compositionBits);
});

test('pairDistances lists every pair closest first; nearDuplicates keeps those within the bits', () => {
  const items = [
    { name: 'a', hash: [true, true, true, true] },
    { name: 'b', hash: [true, true, true, false] },
    { name: 'c', hash: [false, false, false, false] },
  ];
  expect(pairDistances(items)).toEqual([
    { a: 'a', b: 'b', distance: 1 },
    { a: 'b', b: 'c', distance: 3 },
    { a: 'a', b: 'c', distance: 4 },
  ]);
  expect(nearDuplicates(items, 1)).toEqual([{ a: 'a', b: 'b', distance: 1 }]);
  expect(() => hammingDistance([true], [true, false])).toThrow('hashes differ in length');
});
