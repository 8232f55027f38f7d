/** Walks content data alongside its schema, so the checks, the reference graph, the publication check and the build's records find images, files, references and links the same way. */
import type { z } from 'zod';
import type { RefTarget } from './kit';
import { elementOf, kindOf, shapeOf, unwrap } from './zodIntrospection';

export type Visitor = (kind: string, value: unknown, at: PropertyKey[], target?: RefTarget) => void;

/** Walks data alongside its schema and reports image, static-file, reference and link (href) leaves to `visit`. */
export function walk(schema: z.ZodType, value: unknown, at: PropertyKey[], visit: Visitor): void {
  if (value === undefined || value === null) return;
  const { meta } = unwrap(schema);
  if (meta.kind === 'image' || meta.kind === 'ref' || meta.kind === 'file' || meta.kind === 'generated' || meta.kind === 'href') {
    visit(meta.kind, value, at, meta.target);
    return;
  }
  if (meta.kind === 'sections' && meta.sections && Array.isArray(value)) {
    value.forEach((section: { name?: string; props?: unknown }, i) => {
      const props = section && typeof section.name === 'string' ? meta.sections?.[section.name] : undefined;
      if (props) walk(props, section.props, [...at, i, 'props'], visit);
    });
    return;
  }
  const kind = kindOf(schema);
  if (kind === 'array' && Array.isArray(value)) {
    const element = elementOf(schema);
    if (element) value.forEach((item, i) => walk(element, item, [...at, i], visit));
  } else if (kind === 'object' && typeof value === 'object') {
    const shape = shapeOf(schema) ?? {};
    for (const [key, field] of Object.entries(shape)) walk(field, (value as Record<string, unknown>)[key], [...at, key], visit);
  }
}
