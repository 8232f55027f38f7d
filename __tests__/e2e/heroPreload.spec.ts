/**
 * Every template's hero image starts loading with the HTML: the built page's first preload is the high-priority image's
 * first <picture> source (AVIF, or WebP where the template has no AVIF; srcset, sizes, fetchpriority high), ahead of the inline CSS, and the browser fetches the hero once,
 * through that preload (so its srcset and sizes pick the very file the <picture> shows).
 */
import { PRELOAD_STAND_IN } from '../../src/gatsby-node/postBuild/heroInline';
import { parseSrcset } from '../../src/gatsby-node/postBuild/srcsetChoice';
import { attributeOf, htmlElements, type HtmlElement } from '../../src/html/htmlDocument';
import { expect, test } from './fixtures';
import { builtPaths, servicePagesWithHeroImage } from './site';

const paths = builtPaths();
const firstOf = (pattern: RegExp) => paths.find((p) => pattern.test(p));
const HERO_PAGES = {
  home: '/',
  service: servicePagesWithHeroImage()[0],
  cases: '/cases/',
  case: firstOf(/^\/cases\/[^/]+\/[^/]+\/$/),
  'blog post': firstOf(/^\/blog\/case-study\/[^/]+\/$/),
};

const attrs = (element: HtmlElement | undefined) => Object.fromEntries((element?.attrs ?? []).map((a) => [a.name, a.value]));

for (const [template, pagePath] of Object.entries(HERO_PAGES)) {
  test(`${template} (${pagePath}): the hero image is the first preload, with its first source's srcset and sizes, and is fetched once through it or comes inside the HTML`, async ({
    request,
    phoneTab: page,
  }) => {
    expect(pagePath, `a built ${template} page`).toBeDefined();
    const elements = htmlElements(await (await request.get(pagePath as string)).text());
    const hero = elements.find((element) => element.tagName === 'img' && attributeOf(element, 'fetchpriority') === 'high');
    expect(attrs(hero)).toMatchObject({ loading: 'eager', fetchpriority: 'high' });
    /** The picture's first source is the one the browser picks: AVIF for heroes, WebP where a template offers no AVIF (case cards). */
    const source = elements.find((element) => element.tagName === 'source' && element.parentNode === hero?.parentNode) as HtmlElement;
    expect(['image/avif', 'image/webp']).toContain(attributeOf(source, 'type'));
    const preloads = elements.filter((element) => element.tagName === 'link' && attributeOf(element, 'rel') === 'preload');
    expect(attrs(preloads[0])).toEqual({
      rel: 'preload',
      as: 'image',
      type: attributeOf(source, 'type'),
      /** A file small enough to come inside the picture is named in the preload by a stand-in that fetches nothing (heroInline.ts). */
      imagesrcset: attributeOf(source, 'srcset')?.replace(/data:image\/avif;base64,[A-Za-z0-9+/=]+ /, `${PRELOAD_STAND_IN} `),
      imagesizes: attributeOf(source, 'sizes'),
      fetchpriority: 'high',
    });
    expect(preloads.filter((element) => attributeOf(element, 'as') === 'image')).toHaveLength(1);

    await page.goto(pagePath as string, { waitUntil: 'load' });
    const fetched = await page.evaluate(() => {
      const img = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
      const src = img?.currentSrc ?? '';
      return {
        src,
        initiators: performance
          .getEntriesByType('resource')
          .filter((entry) => entry.name === src)
          .map((entry) => (entry as PerformanceResourceTiming).initiatorType),
      };
    });
    if (fetched.src.startsWith('data:')) {
      /** The file this screen picks came inside the HTML, in both the preload and the picture (heroInline.ts). */
      expect(fetched.src).toMatch(/^data:image\/avif;base64,/);
      expect(fetched.initiators).toEqual([]);
    } else {
      expect(fetched.src).toMatch(attributeOf(source, 'type') === 'image/avif' ? /\.avif$/ : /\.webp$/);
      expect(fetched.initiators).toEqual(['link']);
    }
  });
}

/**
 * Lighthouse's phone (412 × 823 CSS px at 1.75×) and a 3× phone: a phone's layout viewport is its own width only from the
 * viewport meta on. Each fetches the file its width needs once, through the preload, or none when that file came inside the HTML.
 */
const PHONES = [
  { name: '412 px at 1.75×', viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 },
  { name: '390 px at 3×', viewport: { width: 390, height: 844 }, deviceScaleFactor: 3 },
];

for (const phone of PHONES)
  test(`a phone (${phone.name}, mobile viewport) shows each template's hero no wider than its width needs, fetched once through the preload or inside the HTML`, async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ ...phone, isMobile: true, hasTouch: true, baseURL });
    try {
      for (const [template, pagePath] of Object.entries(HERO_PAGES)) {
        const page = await context.newPage();
        await page.goto(pagePath as string, { waitUntil: 'load' });
        const hero = await page.evaluate(() => {
          const img = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]') as HTMLImageElement;
          return {
            needed: img.getBoundingClientRect().width * devicePixelRatio,
            srcset: img.parentElement?.querySelector('source')?.getAttribute('srcset') ?? img.srcset,
            shown: img.currentSrc,
            painted: img.complete && img.naturalWidth > 0,
            requested: performance.getEntriesByType('resource').map((entry) => ({
              path: new URL(entry.name).pathname,
              initiator: (entry as PerformanceResourceTiming).initiatorType,
            })),
          };
        });
        await page.close();
        const candidates = parseSrcset(hero.srcset);
        const widths = new Map(candidates.map(({ url, width }) => [url, width] as const));
        const folder = candidates
          .find(({ url }) => url.startsWith('/'))
          ?.url.split('/')
          .slice(0, 3)
          .join('/');
        const fetched = hero.requested.filter((request) => request.path.startsWith(`${folder}/`));
        const enough = Math.min(...[...widths.values()].filter((width) => width >= hero.needed));
        const shownWidth = hero.shown.startsWith('data:') ? widths.get(hero.shown) : widths.get(fetched[0]?.path ?? '');
        expect(hero.painted, `${template} (${pagePath}): hero painted`).toBe(true);
        if (hero.shown.startsWith('data:')) {
          /** A small file for this phone came inside the HTML (src/gatsby-node/postBuild/heroInline.ts): no request at all. */
          expect(fetched, `${template} (${pagePath}): hero requests beside the inline file`).toEqual([]);
        } else {
          expect(fetched, `${template} (${pagePath}): hero requests`).toHaveLength(1);
          expect(fetched[0].initiator, `${template}: fetched by`).toBe('link');
        }
        if (template === 'blog post' && phone.deviceScaleFactor < 2) {
          expect(hero.shown, 'the blog cover a cheap phone shows comes with the HTML').toMatch(/^data:image\/avif;base64,/);
        }
        expect(shownWidth, `${template}: width of the file shown for ${Math.round(hero.needed)} device px`).toBeLessThanOrEqual(
          Number.isFinite(enough) ? enough : Math.max(...widths.values()),
        );
      }
    } finally {
      await context.close();
    }
  });
