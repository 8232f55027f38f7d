/** Perceptual hashes (dHash, pHash) with sharp, so tests can prove that no two generated pictures are near-duplicates. */
import sharp from 'sharp';

/** A hash as booleans (row-major), comparable with `hammingDistance`: 64 bits at hash size 8, 256 at 16. */
export type Hash64 = boolean[];

/**
 * Near-duplicate thresholds, in differing bits.
 * - Whole compositions (case cards, service heroes): classic 64-bit pHash, at most 10 bits apart. Re-encoding, resizing
 *   to the served size, recolouring or a light blur move a picture by 0–4 bits and +10% brightness by 4 (unit test);
 *   the old generated art ("the same drawing in other colours") had 12 card pairs and 75 hero pairs within 10 bits,
 *   which is what the issue counted. Unrelated pictures sit around 16–32.
 * - Product screens: they share one browser or phone frame by design (the frame is the contract), which alone makes
 *   every 64-bit hash of a 32x32 thumbnail alike; what tells screens apart is what is inside the frame. They are hashed
 *   at hash size 16 (256 bits, a 64x64 thumbnail), where the same transformations move a screen by at most 14 bits, and
 *   called near-duplicates at 24 bits or fewer.
 */
export const NEAR_DUPLICATE = { compositionBits: 10, screenBits: 24, screenHashSize: 16 } as const;

async function greyPixels(input: string | Buffer, width: number, height: number): Promise<Uint8Array> {
  const { data } = await sharp(input)
    .flatten({ background: '#ffffff' })
    .greyscale()
    .resize(width, height, { fit: 'fill', kernel: 'lanczos3' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return new Uint8Array(data.buffer, data.byteOffset, data.length);
}

/** Difference hash: is each of 8x8 pixels brighter than its right neighbour (image shrunk to 9x8). */
export async function dHash(input: string | Buffer): Promise<Hash64> {
  const px = await greyPixels(input, 9, 8);
  const bits: Hash64 = [];
  for (let y = 0; y < 8; y += 1) for (let x = 0; x < 8; x += 1) bits.push(px[y * 9 + x] > px[y * 9 + x + 1]);
  return bits;
}

const cosineTables = new Map<number, Float64Array>();
function cosines(n: number): Float64Array {
  let table = cosineTables.get(n);
  if (!table) {
    table = new Float64Array(n * n);
    for (let k = 0; k < n; k += 1) for (let i = 0; i < n; i += 1) table[k * n + i] = Math.cos(((2 * i + 1) * k * Math.PI) / (2 * n));
    cosineTables.set(n, table);
  }
  return table;
}

function dct1d(values: number[]): number[] {
  const n = values.length;
  const table = cosines(n);
  return values.map((_, k) => values.reduce((sum, v, i) => sum + v * table[k * n + i], 0));
}

/**
 * DCT hash: the hashSize x hashSize lowest frequencies of a greyscale DCT of the picture shrunk to 4·hashSize square
 * (DC term left out), each above or below their median. hashSize 8 is the classic 64-bit pHash.
 */
export async function pHash(input: string | Buffer, hashSize = 8): Promise<Hash64> {
  const size = hashSize * 4;
  const px = await greyPixels(input, size, size);
  const rows = Array.from({ length: size }, (_, y) => dct1d(Array.from(px.subarray(y * size, (y + 1) * size))));
  const columns = Array.from({ length: size }, (_, x) => dct1d(rows.map((row) => row[x])));
  const low: number[] = [];
  for (let y = 0; y < hashSize; y += 1) for (let x = 0; x < hashSize; x += 1) low.push(columns[x][y]);
  const sorted = low.slice(1).sort((a, b) => a - b);
  const median = (sorted[Math.floor((sorted.length - 1) / 2)] + sorted[Math.ceil((sorted.length - 1) / 2)]) / 2;
  return low.map((v, i) => (i === 0 ? false : v > median));
}

export function hammingDistance(a: Hash64, b: Hash64): number {
  if (a.length !== b.length) throw new Error(`hashes differ in length: ${a.length} vs ${b.length}`);
  return a.reduce((n, bit, i) => n + (bit === b[i] ? 0 : 1), 0);
}

export interface HashedItem {
  name: string;
  hash: Hash64;
}

export interface PairDistance {
  a: string;
  b: string;
  distance: number;
}

/** Every pair's distance, closest first. */
export function pairDistances(items: HashedItem[]): PairDistance[] {
  const pairs: PairDistance[] = [];
  for (let i = 0; i < items.length; i += 1)
    for (let j = i + 1; j < items.length; j += 1)
      pairs.push({ a: items[i].name, b: items[j].name, distance: hammingDistance(items[i].hash, items[j].hash) });
  return pairs.sort((x, y) => x.distance - y.distance);
}

/** The pairs within `bits` of each other. */
export const nearDuplicates = (items: HashedItem[], bits: number): PairDistance[] => pairDistances(items).filter((p) => p.distance <= bits);
