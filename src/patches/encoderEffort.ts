// Patch (build time, checked on gatsby-plugin-sharp 5.16.0 and sharp 0.34.5): sharp's default effort 4 made AVIF encoding ~90% of a cold build.
/**
 * Image encoder effort for the build. gatsby-plugin-sharp calls sharp's `avif()` and `webp()` without an effort, so
 * sharp uses 4, which made AVIF encoding ~90% of a cold build. Effort 2 encodes the site's flat UI screens about 6x
 * faster for ~3% more bytes (figures: docs/benchmark.md). Wraps sharp's public methods; an explicit effort still wins;
 * PATCHES_OFF=build leaves sharp's default.
 * Stops the build when sharp's methods or effort options, or gatsby-plugin-sharp's calls, are no longer what it wraps.
 */
import sharp from 'sharp';
import { expectSources, type SourceExpectation } from './sourceShape';
import { isOff } from './switches';

export const AVIF_EFFORT = 2;
export const WEBP_EFFORT = 2;

type Encoder = 'avif' | 'webp';
const marker = Symbol.for('agency-site.encoderEffort');
const PATCH = 'src/patches/encoderEffort.ts';

/** sharp's effort options as the wrapper sets them, and gatsby-plugin-sharp's calls without an effort. */
export const ENCODER_SOURCES: SourceExpectation[] = [
  {
    file: 'node_modules/sharp/lib/output.js',
    snippets: ['function avif (options)', 'this.options.webpEffort = options.effort;', 'this.options.heifEffort = options.effort;'],
  },
  {
    file: 'node_modules/gatsby-plugin-sharp/process-file.js',
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
    throw new Error(`sharp.prototype has no ${missing.join(', ')}() to give a default effort (${PATCH}): review or remove the patch`);
}

function withDefaultEffort(encoder: Encoder, effort: number): void {
  const proto = sharp.prototype as unknown as Record<Encoder, ((options?: { effort?: number }) => sharp.Sharp) & { [marker]?: true }>;
  const original = proto[encoder];
  if (original[marker]) return;
  const wrapped = function (this: sharp.Sharp, options: { effort?: number } = {}) {
    return original.call(this, { effort, ...options });
  } as typeof original;
  wrapped[marker] = true;
  proto[encoder] = wrapped;
}

const prototype: unknown = sharp.prototype;
checkEncoderMethods(prototype);
expectSources(PATCH, ENCODER_SOURCES);
if (!isOff('build')) {
  withDefaultEffort('avif', AVIF_EFFORT);
  withDefaultEffort('webp', WEBP_EFFORT);
}
