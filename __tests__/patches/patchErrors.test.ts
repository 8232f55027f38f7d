/** A patch whose check fails while gatsby-node loads does not throw there (Gatsby would print only "Cannot read properties of undefined"); onPreInit throws its error, which names the patch and says to review it. */
jest.mock('sharp', () => ({ __esModule: true, default: { prototype: { webp: () => undefined } } }));

test('loading gatsby-node with a failing encoder check does not throw; onPreInit throws the patch name and reason', async () => {
  const { onPreInit } = await import('../../src/patches/onPreInit');
  expect(() => (onPreInit as () => void)()).toThrow(
    'src/patches/encoderEffort.ts: sharp.prototype has no avif() to give a default effort: review or remove the patch',
  );
});
