/** Which JavaScript files a built page loads before any interaction: what its HTML references plus its page component's chunks. */

export interface WebpackStats {
  namedChunkGroups: Record<string, { assets: { name: string }[] }>;
}

/** `<script src>` and `<link rel=preload|modulepreload as=script>` URLs in document order, without duplicates. */
export function htmlScriptRefs(html: string): string[] {
  const refs: string[] = [];
  for (const match of html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"[^>]*>/g)) refs.push(match[1]);
  for (const match of html.matchAll(/<link\b[^>]*>/g)) {
    const tag = match[0];
    const rel = /\brel="([^"]+)"/.exec(tag)?.[1] ?? '';
    const href = /\bhref="([^"]+)"/.exec(tag)?.[1];
    if (href && (rel === 'modulepreload' || (rel === 'preload' && /\bas="script"/.test(tag)))) refs.push(href);
  }
  return [...new Set(refs)];
}

/** The JS files of a webpack chunk group (Gatsby's loader fetches the page component's group before hydrating). */
export function chunkGroupScripts(stats: WebpackStats, chunkName: string): string[] {
  return (stats.namedChunkGroups[chunkName]?.assets ?? []).map((asset) => `/${asset.name}`).filter((name) => name.endsWith('.js'));
}

/** Same-origin script paths a page needs before interaction, in load order, without duplicates. */
export function firstLoadScripts(html: string, stats: WebpackStats, componentChunkName: string | null): string[] {
  const own = htmlScriptRefs(html).filter((ref) => ref.startsWith('/') && !ref.startsWith('//'));
  return [...new Set([...own, ...(componentChunkName ? chunkGroupScripts(stats, componentChunkName) : [])])];
}
