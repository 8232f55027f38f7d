// Patch: the AVIF and WebP encoder effort gatsby-plugin-sharp's sharp calls run with; why, for which versions, and its check: `patch` below.
import sharp, { type Sharp } from 'sharp';
import { expectSources, type SourceExpectation } from './sourceShape';
import type { Patch } from './patch';

export const patch: Patch = {
  id: 'encoderEffort',
  group: 'build',
  upstream: { 'gatsby-plugin-sharp': '^5.16.0', sharp: '>=0.34.5 <0.36.0' },
  reason:
    "gatsby-plugin-sharp calls sharp's avif() and webp() without an effort, and sharp's default 4 made AVIF encoding ~90% of a cold build; AVIF encodes at effort 1 and WebP at effort 2 (effort 2 about 6x faster for ~3% more bytes on the site's flat screens, AVIF effort 1 another 39% faster for 6% more; measured by scripts/bench/avifEffort.ts)",
  check: {
    where: 'checkEncoderMethods, ENCODER_SOURCES (thrown from onPreInit)',
    test: '__tests__/patches/sourceShape.test.ts',
  },
};

export const AVIF_EFFORT = 1;
export const WEBP_EFFORT = 2;

type Encoder = 'avif' | 'webp';
const marker = Symbol.for('agency-site.encoderEffort');
const PATCH = 'src/patches/encoderEffort.ts';

/** sharp's effort options as the wrapper sets them, and gatsby-plugin-sharp's calls without an effort. */
export const ENCODER_SOURCES: SourceExpectation[] = [
  {
    package: 'sharp',
    snippets: ['function avif (options)', 'this.options.webpEffort = options.effort;', 'this.options.heifEffort = options.effort;'],
  },
  {
    package: 'gatsby-plugin-sharp',
    snippets: [
      '}).webp({\n        quality: transformArgs.webpQuality || transformArgs.quality,\n        force:',
      '}).avif({\n        quality: transformArgs.quality,\n        force:',
    ],
  },
];

/** Throws when sharp's prototype no longer has the encoder methods the wrapper replaces. */
export function checkEncoderMethods(proto: unknown): void {
  const methods = (typeof proto === 'object' && proto !== null ? proto : {}) as Partial<Record<Encoder, unknown>>;
  const missing = (['avif', 'webp'] as const).filter((encoder) => typeof methods[encoder] !== 'function');
  if (missing.length > 0)
    throw new Error(`${PATCH}: sharp.prototype has no ${missing.join(', ')}() to give a default effort: review or remove the patch`);
}

function withDefaultEffort(encoder: Encoder, effort: number): void {
  const proto = sharp.prototype as unknown as Record<Encoder, ((options?: { effort?: number }) => Sharp) & { [marker]?: true }>;
  const original = proto[encoder];
  if (original[marker]) return;
  const wrapped = function (this: Sharp, options: { effort?: number } = {}) {
    return original.call(this, { effort, ...options });
  } as typeof original;
  wrapped[marker] = true;
  proto[encoder] = wrapped;
}

/**
 * Checks sharp and gatsby-plugin-sharp, then wraps the encoders. Runs on import, in every process that loads
 * gatsby-node, but never throws there: Gatsby loses an error thrown while it loads gatsby-node and reports only
 * `Cannot read properties of undefined (reading 'onPreBootstrap')` (seen with sharp 0.35.5 and gatsby 5.16.1). The
 * check's error is kept and thrown from onPreInit (./onPreInit.ts), where Gatsby prints it.
 */
function applyEncoderEffort(): Error | null {
  try {
    checkEncoderMethods(sharp.prototype);
    expectSources(PATCH, ENCODER_SOURCES);
  } catch (error) {
    return error instanceof Error ? error : new Error(String(error));
  }
  withDefaultEffort('avif', AVIF_EFFORT);
  withDefaultEffort('webp', WEBP_EFFORT);
  return null;
}

const failure = applyEncoderEffort();

/** Throws the shape check's error when the wrapper could not be applied. */
export function expectEncoderEffortApplied(): void {
  if (failure) throw failure;
}
