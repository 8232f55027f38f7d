/** Label of the line that ends a shortened list, e.g. "+3 more items" under the pilot sprints. */
export function moreItemsLabel(count: number): string | null {
  if (!Number.isInteger(count) || count < 1) return null;
  return `+${count} more ${count === 1 ? 'item' : 'items'}`;
}
