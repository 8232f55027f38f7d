/**
 * Gatsby's chunk map (`window.___chunkMapping`) lists every named chunk, but its loader only looks up page components
 * (to prefetch them); section chunks are loaded by webpack itself. Keeping the page components alone takes about a
 * third off the boot file every page loads.
 */
const ASSIGNMENT = /^window\.___chunkMapping=("(?:[^"\\]|\\.)*");?$/;

/** The `window.___chunkMapping="…";` statement (CDATA comments around it allowed) with only the `app` and `component---…` entries, or an error if it is not one. */
export function pageComponentsOnly(statement: string): string {
  const literal = ASSIGNMENT.exec(
    statement
      .trim()
      .replace(/^\/\*<!\[CDATA\[\*\//, '')
      .replace(/\/\*\]\]>\*\/$/, ''),
  )?.[1];
  if (!literal) throw new Error(`not a window.___chunkMapping="…"; statement: ${statement.slice(0, 80)}`);
  const mapping = JSON.parse(JSON.parse(literal) as string) as Record<string, string[]>;
  const kept = Object.fromEntries(Object.entries(mapping).filter(([name]) => name === 'app' || name.startsWith('component---')));
  return `window.___chunkMapping=${JSON.stringify(JSON.stringify(kept))};`;
}
