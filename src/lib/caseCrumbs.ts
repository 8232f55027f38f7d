/** Breadcrumb trails of case pages (Home is added by the breadcrumb component): Cases, the category, then the page itself. */
import { caseCategoryPath } from './paths';

import type { Crumb } from './breadcrumbs';

const ACRONYMS: Record<string, string> = { saas: 'SaaS', crm: 'CRM', erp: 'ERP', ai: 'AI', iot: 'IoT', ux: 'UX', ui: 'UI' };

/** Display name of a category slug: "healthcare" → "Healthcare", "saas" → "SaaS", "smart-home" → "Smart home". */
export function categoryLabel(category: string): string {
  return category
    .split('-')
    .map((word, i) => ACRONYMS[word] ?? (i === 0 ? word.charAt(0).toUpperCase() + word.slice(1) : word))
    .join(' ');
}

/** `casesLabel` is the listing's crumb label from content (copy.casesPage.crumb). */
export function caseCrumbs(casesLabel: string, title: string, path: string, category?: string | null): Crumb[] {
  return [
    { label: casesLabel, path: '/cases/' },
    ...(category ? [{ label: categoryLabel(category), path: caseCategoryPath(category) }] : []),
    { label: title, path },
  ];
}

export function categoryCrumbs(casesLabel: string, category: string): Crumb[] {
  return [
    { label: casesLabel, path: '/cases/' },
    { label: categoryLabel(category), path: caseCategoryPath(category) },
  ];
}
