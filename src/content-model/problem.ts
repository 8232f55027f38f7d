/** A content problem as every check reports it (file, field path, message), shared by the per-file checks and the cross-file ones. */
export interface Problem {
  file: string;
  path: string;
  message: string;
}

/** `components[3].props.cards[1].title` from a zod issue path. */
export function formatJsonPath(parts: readonly PropertyKey[]): string {
  return parts.map((part, i) => (typeof part === 'number' ? `[${part}]` : `${i === 0 ? '' : '.'}${String(part)}`)).join('');
}
