/** PATCHES_OFF (build time only): a comma list of patch groups to build the site without, for measuring what each group buys (scripts/bench/patches.ts). Unset, every patch is on. */

export const SWITCHABLE_GROUPS = ['deferral', 'hydration', 'head', 'build'] as const;
export type SwitchableGroup = (typeof SWITCHABLE_GROUPS)[number];

const isSwitchable = (name: string): name is SwitchableGroup => (SWITCHABLE_GROUPS as readonly string[]).includes(name);

/** The groups PATCHES_OFF names; an unknown name stops the build, listing the known ones. */
export function groupsOff(value: string | undefined = process.env.PATCHES_OFF): Set<SwitchableGroup> {
  const names = (value ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const unknown = names.filter((name) => !isSwitchable(name));
  if (unknown.length > 0) throw new Error(`PATCHES_OFF names unknown groups ${unknown.join(', ')}: use ${SWITCHABLE_GROUPS.join(', ')}`);
  return new Set(names.filter(isSwitchable));
}

export const isOff = (group: SwitchableGroup): boolean => groupsOff().has(group);
