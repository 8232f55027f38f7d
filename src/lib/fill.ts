/** Fills the `{name}` placeholders of a copy template from content with values; an unknown placeholder stays visible, so a typo shows. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** A template cut at its placeholders, for copy whose value is an element (a link): `'Write to {email}.'` → `['Write to ', { name: 'email' }, '.']`. */
export function templateParts(template: string): (string | { name: string })[] {
  return template
    .split(/(\{\w+\})/)
    .filter((part) => part !== '')
    .map((part) => (/^\{\w+\}$/.test(part) ? { name: part.slice(1, -1) } : part));
}
