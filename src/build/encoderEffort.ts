/**
 * Image encoder effort for the build. gatsby-plugin-sharp calls sharp's `avif()` and `webp()` without an effort, so
 * sharp uses 4, which made AVIF encoding ~90% of a cold build. Effort 2 encodes the site's flat UI screens about 6x
 * faster for ~3% more bytes (figures: docs/benchmark.md). Wraps sharp's public methods; an explicit effort still wins.
 */
import sharp from 'sharp';

export const AVIF_EFFORT = 2;
export const WEBP_EFFORT = 2;

type Encoder = 'avif' | 'webp';
const marker = Symbol.for('agency-site.encoderEffort');

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

withDefaultEffort('avif', AVIF_EFFORT);
withDefaultEffort('webp', WEBP_EFFORT);
