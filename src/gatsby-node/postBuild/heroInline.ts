/**
 * Built-HTML pass, after the hero preload: when the AVIF file a cheap phone picks for the page's LCP image is small
 * (at most 6 kB), the <picture> carries it as a data: URL, so that phone paints the picture with the page instead of one
 * request later. On a slow connection a request costs a round trip (Lighthouse's applied throttling: 562 ms) while 6 kB
 * cost about 30 ms; the blog case study, whose cover is its LCP on a phone, went from 1,365 to 890 ms (scripts/bench/heroLcp.ts, 2026-11-27).
 * The preload in the head names that candidate by a one-byte stand-in instead: the phone that picks it preloads nothing,
 * and the head, which every first paint waits for, carries no image bytes. Wider screens and denser phones pick another
 * candidate, which keeps its URL in both.
 */
import fs from 'node:fs';
import path from 'node:path';
import { attributeOf, htmlElements, sourceRange } from '../../html/htmlDocument';
import type { HtmlPass } from '../../html/htmlFiles';
import { heroPreloadOf } from './heroPreload';
import { parseSrcset, pickedCandidate } from './srcsetChoice';

/** The phone the site is built for (Lighthouse's mobile device, a Moto G Power: 412 CSS px at 1.75 device pixels each). */
export const REFERENCE_PHONE = { width: 412, dpr: 1.75 };
/** Files up to this size go into the HTML; bigger ones keep their own request. */
export const INLINE_MAX_BYTES = 6 * 1024;
/** What the head's preload names the inline candidate by: a data: URL, so choosing it fetches nothing. */
export const PRELOAD_STAND_IN = 'data:image/avif;base64,AA==';

export function heroInlinePass(publicDir: string): HtmlPass {
  return {
    name: 'hero image inline for phones',
    run: (html, page) => {
      const elements = htmlElements(html);
      const preload = heroPreloadOf(elements);
      if (!preload || preload.type !== 'image/avif') return html;
      const { url } = pickedCandidate(parseSrcset(preload.imagesrcset), preload.imagesizes, REFERENCE_PHONE.width, REFERENCE_PHONE.dpr);
      if (url.startsWith('data:')) return html;
      const file = path.join(publicDir, url);
      if (!url.startsWith('/') || !fs.existsSync(file))
        throw new Error(`the hero’s phone file ${url} of ${page.pagePath} is not in public/`);
      const bytes = fs.readFileSync(file);
      if (bytes.length > INLINE_MAX_BYTES) return html;
      const link = elements.find(
        (element) => element.tagName === 'link' && attributeOf(element, 'rel') === 'preload' && attributeOf(element, 'as') === 'image',
      );
      if (!link) throw new Error(`the hero preload of ${page.pagePath} is missing`);
      const { start, end } = sourceRange(link);
      const swap = (text: string, to: string) => text.split(`${url} `).join(`${to} `);
      const inline = `data:image/avif;base64,${bytes.toString('base64')}`;
      return swap(html.slice(0, start), inline) + swap(html.slice(start, end), PRELOAD_STAND_IN) + swap(html.slice(end), inline);
    },
  };
}
