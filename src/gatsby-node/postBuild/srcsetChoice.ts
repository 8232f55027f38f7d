/**
 * Which file of a `srcset` a browser picks for a viewport, as the HTML spec's source selection does it: the first
 * `sizes` entry whose media condition holds gives the slot width, then the narrowest candidate whose density covers
 * the device pixel ratio (the widest when none does). Knows the forms the site's `sizes` use (src/lib/imageSizes.ts and
 * gatsby-plugin-image's): `(min-width: Npx)` or `(max-width: Npx)` conditions, lengths in px or vw, and `calc()` of the
 * two added or subtracted; anything else throws, naming it.
 */

export interface Candidate {
  url: string;
  width: number;
}

/** `url 640w, url 960w` → candidates (URLs may hold commas, as data: URLs do; a candidate ends at ", " before the next URL). */
export function parseSrcset(srcset: string): Candidate[] {
  return srcset
    .trim()
    .split(/\s+(\d+)w\s*(?:,\s*|$)/)
    .reduce<Candidate[]>((found, part, i, parts) => {
      if (i % 2 === 0 && parts[i + 1] !== undefined) found.push({ url: part.trim(), width: Number(parts[i + 1]) });
      return found;
    }, []);
}

function lengthIn(expression: string, viewportWidth: number): number {
  const term = expression.trim();
  const calc = /^calc\((.*)\)$/.exec(term);
  if (calc) {
    const [first, operator, second] = calc[1].trim().split(/\s+([+-])\s+/);
    if (!operator || second === undefined) throw new Error(`srcsetChoice: cannot read the length "${term}"`);
    const a = lengthIn(first, viewportWidth);
    const b = lengthIn(second, viewportWidth);
    return operator === '+' ? a + b : a - b;
  }
  const unit = /^(\d+(?:\.\d+)?)(px|vw)$/.exec(term);
  if (!unit) throw new Error(`srcsetChoice: cannot read the length "${term}"`);
  return unit[2] === 'px' ? Number(unit[1]) : (Number(unit[1]) * viewportWidth) / 100;
}

/** The slot width (CSS px) a `sizes` attribute gives at a viewport width. */
export function slotWidth(sizes: string, viewportWidth: number): number {
  for (const entry of sizes.split(/,(?![^(]*\))/)) {
    const condition = /^\s*\((min|max)-width:\s*(\d+(?:\.\d+)?)px\)\s+(.*)$/.exec(entry);
    if (!condition) return lengthIn(entry, viewportWidth);
    const [, kind, px, length] = condition;
    if (kind === 'min' ? viewportWidth >= Number(px) : viewportWidth <= Number(px)) return lengthIn(length, viewportWidth);
  }
  return viewportWidth;
}

/** The candidate a browser with this viewport width and device pixel ratio downloads. */
export function pickedCandidate(
  candidates: readonly Candidate[],
  sizes: string | undefined,
  viewportWidth: number,
  dpr: number,
): Candidate {
  if (candidates.length === 0) throw new Error('srcsetChoice: an empty srcset');
  const slot = sizes ? slotWidth(sizes, viewportWidth) : viewportWidth;
  const byWidth = [...candidates].sort((a, b) => a.width - b.width);
  return byWidth.find((candidate) => candidate.width / slot >= dpr) ?? byWidth[byWidth.length - 1];
}
