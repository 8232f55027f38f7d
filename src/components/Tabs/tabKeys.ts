/** Pure logic of the WAI-ARIA tabs pattern: which tab a key moves to, and which tab a URL hash selects. */

/** Index of the tab a key press moves focus (and selection) to, or null when the key is not a tabs key. */
export function tabIndexForKey(key: string, current: number, count: number): number | null {
  if (count <= 0) return null;
  switch (key) {
    case 'ArrowRight':
      return (current + 1) % count;
    case 'ArrowLeft':
      return (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

/** Index of the tab whose id the hash names ("#smb" → index of "smb"), or null when none matches. */
export function tabIndexForHash(hash: string, ids: readonly string[]): number | null {
  const id = decodeURIComponent(hash.replace(/^#/, ''));
  if (!id) return null;
  const index = ids.indexOf(id);
  return index === -1 ? null : index;
}

/** The hash that names a tab, e.g. "#enterprise". */
export const hashForTab = (id: string) => `#${encodeURIComponent(id)}`;
