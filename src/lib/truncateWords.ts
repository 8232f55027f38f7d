/** Cuts copy to a number of words for cards, adding an ellipsis only when something was cut. */
export function truncateWords(text: string, maxWords: number): string {
  const words = text.trim().split(/\s+/).filter(Boolean);
  if (words.length <= maxWords) return words.join(' ');
  return `${words
    .slice(0, Math.max(0, maxWords))
    .join(' ')
    .replace(/[\s,.;:!?–—-]+$/, '')}…`;
}
