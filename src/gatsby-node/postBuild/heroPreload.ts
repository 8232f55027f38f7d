/**
 * Built-HTML pass: the page's LCP image (the first <img fetchpriority="high">, which src/components/Picture.tsx marks for
 * a template's hero) starts loading with the HTML. A preload link with the AVIF source's srcset and sizes goes right
 * after `<meta name="viewport">`, ahead of the inline CSS and the font preload script, so the browser's preload scanner asks
 * for it in the first packet instead of after the stylesheet, the fonts and the body's markup. Not before the viewport
 * meta: until the scanner has read it, a phone's layout viewport is 980 px wide, and Chromium 156 picked the 1797w
 * file for a 412 px phone (three times the bytes of the 750w file its <picture> needs).
 */
import { attributeOf, htmlElements, startTagEnd, type HtmlElement } from '../../html/htmlDocument';
import type { HtmlPass } from '../../html/htmlFiles';

/** The preload's attributes: the responsive sources of the format the browser will pick (AVIF when the picture offers it). */
export interface HeroPreload {
  type?: string;
  imagesrcset: string;
  imagesizes?: string;
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** The preload the page's first high-priority image asks for, or null when the page has none. */
export function heroPreloadOf(elements: readonly HtmlElement[]): HeroPreload | null {
  const hero = elements.find((element) => element.tagName === 'img' && attributeOf(element, 'fetchpriority') === 'high');
  if (!hero) return null;
  const picture = hero.parentNode && 'tagName' in hero.parentNode && hero.parentNode.tagName === 'picture' ? hero.parentNode : null;
  /** The first <source> the browser supports wins; AVIF is listed first and Chromium, Firefox and Safari 16+ decode it. */
  const source = picture?.childNodes.find(
    (child): child is HtmlElement => 'tagName' in child && child.tagName === 'source' && Boolean(attributeOf(child, 'srcset')),
  );
  const from = source ?? hero;
  const srcset = attributeOf(from, 'srcset') ?? attributeOf(hero, 'src');
  if (!srcset) throw new Error('the high-priority <img> has neither srcset nor src');
  return { type: source ? attributeOf(source, 'type') : undefined, imagesrcset: srcset, imagesizes: attributeOf(from, 'sizes') };
}

export function preloadLink(preload: HeroPreload): string {
  const attributes = [
    ['rel', 'preload'],
    ['as', 'image'],
    ...(preload.type ? [['type', preload.type]] : []),
    ['imagesrcset', preload.imagesrcset],
    ...(preload.imagesizes ? [['imagesizes', preload.imagesizes]] : []),
    ['fetchpriority', 'high'],
  ];
  return `<link ${attributes.map(([name, value]) => `${name}="${escapeAttribute(value)}"`).join(' ')}/>`;
}

/** Inserts the link right after <meta name="viewport">, before the inline CSS and the font preload script; once. */
export const heroPreloadPass: HtmlPass = {
  name: 'hero image preload',
  run: (html) => {
    const elements = htmlElements(html);
    const preload = heroPreloadOf(elements);
    if (!preload) return html;
    const link = preloadLink(preload);
    const viewport = elements.find((element) => element.tagName === 'meta' && attributeOf(element, 'name') === 'viewport');
    if (!viewport) throw new Error('the page has no <meta name="viewport"> to put the hero preload after');
    const at = startTagEnd(viewport);
    if (html.startsWith(link, at)) return html;
    /** An incremental build leaves unchanged pages as the last build wrote them, this link included, perhaps where an older build put it. */
    const found = html.indexOf(link);
    if (found === -1) return `${html.slice(0, at)}${link}${html.slice(at)}`;
    const without = html.slice(0, found) + html.slice(found + link.length);
    const moved = found < at ? at - link.length : at;
    return `${without.slice(0, moved)}${link}${without.slice(moved)}`;
  },
};
