/** Breadcrumb trails of case pages (Home is added by the breadcrumb component): Case studies, the category, then the page itself. */
import { caseCategoryPath } from './paths';

import { crumbsFor, type Crumb, type ListingLabels } from './breadcrumbs';

/** How the page's language names each case category (`copy.caseCategory.names` in content/site.<lang>.json). */
export type CategoryNames = readonly { category: string; name: string }[];

const ACRONYMS: Record<string, string> = { saas: 'SaaS', crm: 'CRM', erp: 'ERP', ai: 'AI', iot: 'IoT', ux: 'UX', ui: 'UI' };

/**
 * Display name of a category slug: its name from content ("healthcare" → "Gesundheitswesen" in German); a category content
 * does not name yet reads from its slug ("saas" → "SaaS", "smart-home" → "Smart home").
 */
export function categoryLabel(category: string, names: CategoryNames): string {
  const named = names.find((entry) => entry.category === category);
  if (named) return named.name;
  return category
    .split('-')
    .map((word, i) => ACRONYMS[word] ?? (i === 0 ? word.charAt(0).toUpperCase() + word.slice(1) : word))
    .join(' ');
}

/** A case study's trail by the site-wide rule: Case studies, its category when it has one, the case. */
export function caseCrumbs(labels: ListingLabels, names: CategoryNames, title: string, path: string, category?: string | null): Crumb[] {
  const categoryCrumb = category ? { label: categoryLabel(category, names), path: caseCategoryPath(category) } : null;
  return crumbsFor({ label: title, path }, labels, categoryCrumb);
}

export function categoryCrumbs(labels: ListingLabels, names: CategoryNames, category: string): Crumb[] {
  return crumbsFor({ label: categoryLabel(category, names), path: caseCategoryPath(category) }, labels);
}
