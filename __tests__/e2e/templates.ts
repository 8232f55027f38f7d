/** One built page per template (route kind), for checks too slow to run on every page. */
import { builtPaths, builtPathsEveryLanguage, servicePagesWithHeroImage } from './site';

export function onePagePerTemplate(): string[] {
  const paths = builtPaths();
  const firstOf = (pattern: RegExp) => paths.filter((p) => pattern.test(p)).slice(0, 1);
  return [
    ...new Set([
      '/',
      ...servicePagesWithHeroImage().slice(0, 1),
      '/services/',
      '/cases/',
      '/blog/',
      ...firstOf(/^\/blog\/[^/]+\/$/),
      ...firstOf(/^\/cases\/[^/]+\/[^/]+\/$/),
      ...firstOf(/^\/blog\/review\/[^/]+\/$/),
      ...firstOf(/^\/blog\/case-study\/[^/]+\/$/),
      ...firstOf(/^\/about-us\/$/),
      '/search/',
      '/404/',
    ]),
  ].filter((p) => p === '/404/' || paths.includes(p));
}

/**
 * The pages the Lighthouse budgets measure: home, a service page with a hero image, a pilot page, /cases/, a case page,
 * /about-us/ and /blog/, and the German home, service page and blog (the same templates with longer words; `npm run
 * bench` measures every template in both languages).
 */
export function lighthousePages(): string[] {
  const paths = builtPaths();
  const casePage = paths.find((p) => /^\/cases\/[^/]+\/[^/]+\/$/.test(p));
  const service = servicePagesWithHeroImage()[0];
  const pages = ['/', service, '/services/pilot/', '/cases/', casePage, '/about-us/', '/blog/', '/de/', `/de${service}`, '/de/blog/'];
  const built = new Set(builtPathsEveryLanguage());
  const missing = pages.filter((p) => !p || !built.has(p));
  if (missing.length > 0) throw new Error(`Lighthouse pages missing from the build: ${missing.join(', ')}`);
  return pages as string[];
}
