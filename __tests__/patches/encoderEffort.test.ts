/** The build encodes AVIF at effort 1 and WebP at effort 2 unless a caller asks for another effort (cold-build time lever). */
import sharp from 'sharp';
import '../../src/patches/encoderEffort';

/** A 96×96 image of deterministic noise, so encoder effort changes the output. */
function noise() {
  const pixels = Buffer.alloc(96 * 96 * 3);
  let seed = 7;
  for (let i = 0; i < pixels.length; i += 1) {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    pixels[i] = seed % 256;
  }
  return sharp(pixels, { raw: { width: 96, height: 96, channels: 3 } });
}

test.each([
  ['avif', 1],
  ['webp', 2],
] as const)('%s without an effort is encoded at effort %i', async (format, effort) => {
  const byDefault = await noise()[format]({ quality: 50 }).toBuffer();
  expect(byDefault.equals(await noise()[format]({ quality: 50, effort }).toBuffer())).toBe(true);
  expect(byDefault.equals(await noise()[format]({ quality: 50, effort: 6 }).toBuffer())).toBe(false);
});
