/** One built page per template (route kind), for checks too slow to run on every page. */
import { builtPaths, servicePagesWithHeroImage } from './site';

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

/** The pages the Lighthouse budgets measure: home, a service page with a hero image, a pilot page, /cases/, a case page, /about-us/ and /blog/. */
export function lighthousePages(): string[] {
  const paths = builtPaths();
  const casePage = paths.find((p) => /^\/cases\/[^/]+\/[^/]+\/$/.test(p));
  const pages = ['/', servicePagesWithHeroImage()[0], '/services/pilot/', '/cases/', casePage, '/about-us/', '/blog/'];
  const missing = pages.filter((p) => !p || !paths.includes(p));
  if (missing.length > 0) throw new Error(`Lighthouse pages missing from the build: ${missing.join(', ')}`);
  return pages as string[];
}
