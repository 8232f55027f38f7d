/** Prints what each AVIF effort costs the build and the visitor, with WebP beside it: encode seconds on one thread, bytes and SSIM, over the site's AVIF pictures at their widths. */
import { globSync } from 'node:fs';
import sharp, { type Sharp } from 'sharp';

/** The AVIF pictures that are most of the build's encoding, with the widths their sections ask for (src/gatsby-node/earlyImageJobs.ts). */
const SETS = [
  { name: 'service heroes', glob: 'content/images/services/*/hero.jpg', widths: [375, 750, 1080, 1440, 1797] },
  { name: 'case previews', glob: 'content/images/cases/*/preview.png', widths: [375, 420, 600, 840, 1200] },
  { name: 'case screens', glob: 'content/images/cases/*/screen-*.png', widths: [375, 600, 800] },
];
const QUALITY = 50; // gatsby-plugin-sharp's default quality

/** The build's AVIF (effort 1), its former effort 2, the build's WebP, and the WebP quality that matches AVIF's SSIM. */
const ENCODINGS: { label: string; encode: (image: Sharp) => Sharp }[] = [
  { label: 'AVIF, effort 1', encode: (image) => image.avif({ quality: QUALITY, effort: 1 }) },
  { label: 'AVIF, effort 2', encode: (image) => image.avif({ quality: QUALITY, effort: 2 }) },
  { label: 'WebP, effort 2', encode: (image) => image.webp({ quality: QUALITY, effort: 2 }) },
  { label: 'WebP, effort 2, quality 70', encode: (image) => image.webp({ quality: 70, effort: 2 }) },
];

/** Luma of 8-bit RGB pixels. */
function luma(rgb: Buffer): Float64Array {
  const y = new Float64Array(rgb.length / 3);
  for (let i = 0; i < y.length; i += 1) y[i] = 0.299 * rgb[3 * i] + 0.587 * rgb[3 * i + 1] + 0.114 * rgb[3 * i + 2];
  return y;
}

/** Mean SSIM of two luma planes over 8×8 windows with stride 4 (Wang et al. 2004 constants). */
function ssim(a: Float64Array, b: Float64Array, width: number, height: number): number {
  const c1 = (0.01 * 255) ** 2;
  const c2 = (0.03 * 255) ** 2;
  let sum = 0;
  let windows = 0;
  for (let y = 0; y + 8 <= height; y += 4) {
    for (let x = 0; x + 8 <= width; x += 4) {
      let ma = 0;
      let mb = 0;
      for (let j = 0; j < 8; j += 1) {
        for (let i = 0; i < 8; i += 1) {
          ma += a[(y + j) * width + x + i];
          mb += b[(y + j) * width + x + i];
        }
      }
      ma /= 64;
      mb /= 64;
      let va = 0;
      let vb = 0;
      let cov = 0;
      for (let j = 0; j < 8; j += 1) {
        for (let i = 0; i < 8; i += 1) {
          const da = a[(y + j) * width + x + i] - ma;
          const db = b[(y + j) * width + x + i] - mb;
          va += da * da;
          vb += db * db;
          cov += da * db;
        }
      }
      sum += ((2 * ma * mb + c1) * ((2 * cov) / 63 + c2)) / ((ma * ma + mb * mb + c1) * ((va + vb) / 63 + c2));
      windows += 1;
    }
  }
  return sum / windows;
}

async function main(): Promise<void> {
  sharp.concurrency(1);
  const rows: string[] = [];
  for (const set of SETS) {
    const files = globSync(set.glob).sort();
    for (const { label, encode } of ENCODINGS) {
      let ms = 0;
      let bytes = 0;
      let similarity = 0;
      for (const file of files) {
        for (const width of set.widths) {
          const started = performance.now();
          const encoded = await encode(sharp(file).resize(width)).toBuffer();
          ms += performance.now() - started;
          bytes += encoded.length;
          const source = await sharp(file).resize(width).removeAlpha().raw().toBuffer({ resolveWithObject: true });
          const decoded = await sharp(encoded).removeAlpha().raw().toBuffer();
          similarity += ssim(luma(source.data), luma(decoded), source.info.width, source.info.height);
        }
      }
      const count = files.length * set.widths.length;
      rows.push(
        `| ${set.name} (${files.length} × ${set.widths.length} widths) | ${label} | ${(ms / 1000).toFixed(1)} s | ${(bytes / 1024).toFixed(0)} kB | ${(similarity / count).toFixed(4)} |`,
      );
    }
  }
  console.log('| pictures | encoding | encode (one thread) | bytes | mean SSIM |\n|---|---|---:|---:|---:|');
  console.log(rows.join('\n'));
}

void main();
