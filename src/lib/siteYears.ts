/** The figures that follow from the founding year (years in business, the copyright year), computed once from the build's date, so the about page and the footer always agree. */

export interface SiteYears {
  foundingYear: number;
  /** The build's year, as the footer's copyright line shows it. */
  copyrightYear: number;
  yearsSinceFounding: number;
}

export function siteYears(foundingYear: number, now: Date = new Date()): SiteYears {
  const copyrightYear = now.getUTCFullYear();
  return { foundingYear, copyrightYear, yearsSinceFounding: copyrightYear - foundingYear };
}
