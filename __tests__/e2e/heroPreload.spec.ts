/**
 * Every template's hero image starts loading with the HTML: the built page's first preload is the high-priority image's
 * first <picture> source (AVIF, or WebP where the template has no AVIF; srcset, sizes, fetchpriority high), ahead of the inline CSS, and the browser fetches the hero once,
 * through that preload (so its srcset and sizes pick the very file the <picture> shows).
 */
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
  test(`${template} (${pagePath}): the hero image is the first preload, with its first source's srcset and sizes, and is fetched once through it`, async ({
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
      imagesrcset: attributeOf(source, 'srcset'),
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
    expect(fetched.src).toMatch(attributeOf(source, 'type') === 'image/avif' ? /\.avif$/ : /\.webp$/);
    expect(fetched.initiators).toEqual(['link']);
  });
}

/** Lighthouse's phone (412 × 823 CSS px at 1.75×) and a 3× phone: a phone's layout viewport is its own width only from the viewport meta on. */
const PHONES = [
  { name: '412 px at 1.75×', viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 },
  { name: '390 px at 3×', viewport: { width: 390, height: 844 }, deviceScaleFactor: 3 },
];

for (const phone of PHONES)
  test(`a phone (${phone.name}, mobile viewport) fetches each template's hero once, through the preload, no wider than its width needs`, async ({
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
          const srcset = img.parentElement?.querySelector('source')?.getAttribute('srcset') ?? img.srcset;
          const folder = new URL(img.currentSrc).pathname.split('/').slice(0, 3).join('/');
          return {
            needed: img.getBoundingClientRect().width * devicePixelRatio,
            srcset,
            fetched: performance
              .getEntriesByType('resource')
              .filter((entry) => new URL(entry.name).pathname.startsWith(`${folder}/`))
              .map((entry) => ({ path: new URL(entry.name).pathname, initiator: (entry as PerformanceResourceTiming).initiatorType })),
          };
        });
        await page.close();
        const widths = new Map(
          hero.srcset.split(',').map((candidate) => {
            const [url, descriptor] = candidate.trim().split(/\s+/);
            return [url, Number.parseInt(descriptor, 10)] as const;
          }),
        );
        const enough = Math.min(...[...widths.values()].filter((width) => width >= hero.needed));
        expect(hero.fetched, `${template} (${pagePath}): hero requests`).toHaveLength(1);
        expect(hero.fetched[0].initiator, `${template}: fetched by`).toBe('link');
        expect(
          widths.get(hero.fetched[0].path),
          `${template}: width of ${hero.fetched[0].path} for ${Math.round(hero.needed)} device px`,
        ).toBeLessThanOrEqual(Number.isFinite(enough) ? enough : Math.max(...widths.values()));
      }
    } finally {
      await context.close();
    }
  });
