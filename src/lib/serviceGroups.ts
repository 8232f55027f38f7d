/** Groups services for the /services listing and the main PDF: site.en.json's group order, services by title inside a group. */

export interface GroupInfo {
  id: string;
  title: string;
  text: string;
}

export interface GroupedItem {
  group: string;
  card: { title: string };
}

export interface ServiceGroupBlock<T> extends GroupInfo {
  services: T[];
}

/** Title and intro of the last group, for services whose group is unknown (from content: copy.servicesPage). */
export interface OtherGroupCopy {
  moreGroupTitle: string;
  moreGroupText: string;
}

/** Every group of `groups` that has services, in that order; services whose group is unknown come last under the `other` group. */
export function groupServices<T extends GroupedItem>(
  groups: readonly GroupInfo[],
  services: readonly T[],
  other: OtherGroupCopy,
): ServiceGroupBlock<T>[] {
  const byTitle = (a: T, b: T) => a.card.title.localeCompare(b.card.title, 'en');
  const known = new Set(groups.map((g) => g.id));
  const blocks: ServiceGroupBlock<T>[] = groups.map((g) => ({ ...g, services: services.filter((s) => s.group === g.id).sort(byTitle) }));
  const rest = services.filter((s) => !known.has(s.group)).sort(byTitle);
  if (rest.length > 0) blocks.push({ id: 'more', title: other.moreGroupTitle, text: other.moreGroupText, services: rest });
  return blocks.filter((b) => b.services.length > 0);
}
