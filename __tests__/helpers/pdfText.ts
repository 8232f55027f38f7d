/** Reads a pdfkit PDF (compressed as the build writes it, or not) the way a reader's text selection does: each TJ's glyph codes through its font's ToUnicode map; and lists the fonts it embeds. */
import { inflateSync } from 'node:zlib';

/** Object number → body, for every `N 0 obj … endobj` of the file. */
function objects(raw: string): Map<string, string> {
  return new Map([...raw.matchAll(/(?:^|\n)(\d+) 0 obj\n([\s\S]*?)\nendobj/g)].map((m) => [m[1], m[2]]));
}

/** The PDF's text as latin1, every Flate-compressed stream inflated in place, so the text and font maps are readable. */
const inflated = (pdf: Buffer) =>
  pdf
    .toString('latin1')
    .replace(
      /\/Filter \/FlateDecode(\s*>>\s*)stream\n([\s\S]*?)\nendstream/g,
      (_, dictEnd: string, body: string) => `${dictEnd}stream\n${inflateSync(Buffer.from(body, 'latin1')).toString('latin1')}\nendstream`,
    );

const utf16 = (hex: string) => String.fromCharCode(...(hex.match(/.{4}/g) ?? []).map((unit) => parseInt(unit, 16)));

/** A ToUnicode CMap's `<first> <last> [<unicode> …]` ranges as glyph code → text. */
function toUnicode(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  for (const [, first, entries] of cmap.matchAll(/<([0-9a-f]{4})> <[0-9a-f]{4}> \[([^\]]*)\]/gi)) {
    [...entries.matchAll(/<([0-9a-f ]*)>/gi)].forEach((entry, i) => map.set(parseInt(first, 16) + i, utf16(entry[1].replace(/ /g, ''))));
  }
  return map;
}

/** Resource name (`F1`) → the text map of the font it names. */
function fontMaps(raw: string): Map<string, Map<number, string>> {
  const bodies = objects(raw);
  const maps = new Map<string, Map<number, string>>();
  for (const [, name, ref] of raw.matchAll(/\/(F\d+) (\d+) 0 R/g)) {
    const unicodeRef = /\/ToUnicode (\d+) 0 R/.exec(bodies.get(ref) ?? '')?.[1];
    if (unicodeRef) maps.set(name, toUnicode(bodies.get(unicodeRef) ?? ''));
  }
  return maps;
}

/** The text of the PDF, line by line joined with spaces (pieces set on one baseline in different fonts join up), whitespace collapsed. */
export function pdfText(pdf: Buffer): string {
  const raw = inflated(pdf);
  const maps = fontMaps(raw);
  let current = new Map<number, string>();
  let baseline = '';
  let lastBaseline = '';
  const lines: string[] = [];
  for (const m of raw.matchAll(/1 0 0 1 [\d.-]+ ([\d.-]+) Tm|\/(F\d+) [\d.]+ Tf|\[([^\]]*)\] TJ/g)) {
    if (m[1]) baseline = m[1];
    else if (m[2]) current = maps.get(m[2]) ?? new Map();
    else {
      const codes = [...m[3].matchAll(/<([0-9a-f]*)>/g)].flatMap((hex) => hex[1].match(/.{4}/g) ?? []);
      const text = codes.map((code) => current.get(parseInt(code, 16)) ?? '').join('');
      if (baseline === lastBaseline && lines.length) lines[lines.length - 1] += text;
      else lines.push(text);
      lastBaseline = baseline;
    }
  }
  return lines.join(' ').replace(/\s+/g, ' ');
}

/** The BaseFont names of the fonts the PDF uses (subset tag removed): `Helvetica`, `Inter-Regular`, … */
export function pdfFontNames(pdf: Buffer): string[] {
  const names = [...pdf.toString('latin1').matchAll(/\/BaseFont \/(?:[A-Z]{6}\+)?([^\s/>]+)/g)].map((m) => m[1]);
  return [...new Set(names)].sort();
}
