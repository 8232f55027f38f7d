/** Breadcrumb trails of case pages (Home is added by the breadcrumb component): Case studies, the category, then the page itself. */
import { caseCategoryPath } from './paths';

import { crumbsFor, type Crumb, type ListingLabels } from './breadcrumbs';

const ACRONYMS: Record<string, string> = { saas: 'SaaS', crm: 'CRM', erp: 'ERP', ai: 'AI', iot: 'IoT', ux: 'UX', ui: 'UI' };

/** Display name of a category slug: "healthcare" → "Healthcare", "saas" → "SaaS", "smart-home" → "Smart home". */
export function categoryLabel(category: string): string {
  return category
    .split('-')
    .map((word, i) => ACRONYMS[word] ?? (i === 0 ? word.charAt(0).toUpperCase() + word.slice(1) : word))
    .join(' ');
}

/** A case study's trail by the site-wide rule: Case studies, its category when it has one, the case. */
export function caseCrumbs(labels: ListingLabels, title: string, path: string, category?: string | null): Crumb[] {
  const categoryCrumb = category ? { label: categoryLabel(category), path: caseCategoryPath(category) } : null;
  return crumbsFor({ label: title, path }, labels, categoryCrumb);
}

export function categoryCrumbs(labels: ListingLabels, category: string): Crumb[] {
  return crumbsFor({ label: categoryLabel(category), path: caseCategoryPath(category) }, labels);
}
