/** One built page per template (route kind), for checks too slow to run on every page. */
import { builtPaths, servicePagesWithHeroImage } from './browser';

export function onePagePerTemplate(): string[] {
  const paths = builtPaths();
  const firstOf = (pattern: RegExp) => paths.filter((p) => pattern.test(p)).slice(0, 1);
  return [
    ...new Set([
      '/',
      ...servicePagesWithHeroImage().slice(0, 1),
      '/services/',
      '/cases/',
      ...firstOf(/^\/cases\/[^/]+\/[^/]+\/$/),
      ...firstOf(/^\/blog\/review\/[^/]+\/$/),
      ...firstOf(/^\/blog\/case-study\/[^/]+\/$/),
      ...firstOf(/^\/about-us\/$/),
      '/404/',
    ]),
  ].filter((p) => p === '/404/' || paths.includes(p));
}
