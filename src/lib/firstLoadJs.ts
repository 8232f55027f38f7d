/** Which JavaScript files a built page loads before any interaction: what its HTML references plus its page component's chunks. */
import { attributeOf, htmlElements } from './htmlDocument';

export interface WebpackStats {
  namedChunkGroups: Record<string, { assets: { name: string }[] }>;
}

/** `<script src>` and `<link rel=preload|modulepreload as=script>` URLs in document order, without duplicates. */
export function htmlScriptRefs(html: string): string[] {
  const elements = htmlElements(html);
  const scripts = elements.filter((element) => element.tagName === 'script').map((element) => attributeOf(element, 'src'));
  const preloads = elements
    .filter((element) => element.tagName === 'link')
    .filter((element) => {
      const rel = attributeOf(element, 'rel') ?? '';
      return rel === 'modulepreload' || (rel === 'preload' && attributeOf(element, 'as') === 'script');
    })
    .map((element) => attributeOf(element, 'href'));
  return [...new Set([...scripts, ...preloads].filter((ref): ref is string => Boolean(ref)))];
}

/** The JS files of a webpack chunk group (Gatsby's loader fetches the page component's group before hydrating). */
export function chunkGroupScripts(stats: WebpackStats, chunkName: string): string[] {
  const group = stats.namedChunkGroups[chunkName];
  if (!group) throw new Error(`webpack.stats.json has no chunk group "${chunkName}": the section registry's chunk names and sectionChunkName() disagree`);
  return group.assets.map((asset) => `/${asset.name}`).filter((name) => name.endsWith('.js'));
}

/** The chunk of a section kind, as named in the section registry: `HeroSection` → `section-hero`. */
export function sectionChunkName(typename: string): string {
  return `section-${typename.replace(/Section$/, '').replace(/(?<!^)([A-Z])/g, '-$1').toLowerCase()}`;
}

/** The chunks of every section kind a page's data holds that loads before it hydrates (static kinds load no code). */
export function sectionChunkNames(pageData: unknown, staticKinds: ReadonlySet<string> = new Set()): string[] {
  const found = new Set<string>();
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(visit);
    if (!value || typeof value !== 'object') return;
    const typename = (value as { __typename?: unknown }).__typename;
    if (typeof typename === 'string' && typename.endsWith('Section') && !staticKinds.has(typename)) found.add(sectionChunkName(typename));
    Object.values(value).forEach(visit);
  };
  visit(pageData);
  return [...found];
}

/** Same-origin script paths a page needs before interaction, in load order, without duplicates. */
export function firstLoadScripts(html: string, stats: WebpackStats, chunkNames: readonly string[]): string[] {
  const own = htmlScriptRefs(html).filter((ref) => ref.startsWith('/') && !ref.startsWith('//'));
  return [...new Set([...own, ...chunkNames.flatMap((name) => chunkGroupScripts(stats, name))])];
}
