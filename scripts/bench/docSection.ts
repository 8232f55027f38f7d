/** A section of docs/benchmark.md that one benchmark owns between `<!-- name:start -->` and `<!-- name:end -->`, refreshed without touching the rest (`npm run bench` keeps it when it rewrites the file), with a hand-written note inside it kept. */

const start = (name: string) => `<!-- ${name}:start -->`;
const end = (name: string) => `<!-- ${name}:end -->`;

/** The section `name` of `doc` with its markers, or ''. */
export function markedSection(doc: string, name: string): string {
  const from = doc.indexOf(start(name));
  const to = doc.indexOf(end(name));
  return from >= 0 && to > from ? doc.slice(from, to + end(name).length) : '';
}

/** The hand-written note in section `name` of `doc` (between `<!-- name-note -->` and `<!-- /name-note -->`), or ''. */
export function sectionNote(doc: string, name: string): string {
  const match = new RegExp(`<!-- ${name}-note -->\\n([\\s\\S]*?)\\n<!-- /${name}-note -->`).exec(markedSection(doc, name));
  return match?.[1] ?? '';
}

/** A note block for section `name`, or '' without a note. */
export const noteBlock = (name: string, note: string) => (note ? `\n\n<!-- ${name}-note -->\n${note}\n<!-- /${name}-note -->` : '');

/** `doc` with section `name` replaced by `body` (wrapped in its markers), or appended when it has none. */
export function withMarkedSection(doc: string, name: string, body: string): string {
  const section = `${start(name)}\n${body}\n${end(name)}`;
  const old = markedSection(doc, name);
  if (old) return doc.replace(old, () => section);
  return `${doc.trimEnd()}\n\n${section}\n`;
}
