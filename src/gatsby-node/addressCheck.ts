/**
 * No address is ever lost: compares the pages a build made with the record of every address the site has published,
 * finds the pages that moved (same title at a new address) and the ones that vanished without a redirect, and checks
 * that every redirect leads straight to something that exists. Pure: the build reads and writes the files.
 */
import { isExternal, normalPath, type Redirect } from '../lib/redirects';
import type { RedirectEntry } from '../content-model/redirects';

/** Address → page title: the record in content/addresses.json, and what a build made. */
export type Addresses = Record<string, string>;

export interface AddressCheckInput {
  /** The pages this build made, address → title. */
  built: Addresses;
  /** content/addresses.json as committed. */
  recorded: Addresses;
  /** content/redirects.json as committed. */
  redirects: readonly RedirectEntry[];
  /** Whether a non-page target (a feed, a PDF) is a file of this build. */
  fileExists: (address: string) => boolean;
  /** YYYY-MM-DD, the date a redirect found by the build carries. */
  today: string;
}

export interface AddressCheck {
  /** Redirects for pages that moved (one recorded address vanished, one new address carries its title). */
  moves: Redirect[];
  /** content/redirects.json with the moves added, and older redirects to a moved page pointed at its new address. */
  redirects: RedirectEntry[];
  /** The new record: every page built now plus every address recorded before (once published, always kept). */
  addresses: Addresses;
  /** Addresses built now that the record did not have. */
  added: string[];
  /** What stops the build, one line each. */
  problems: string[];
}

const sortedRecord = (entries: [string, string][]): Addresses =>
  Object.fromEntries(entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));

/** The redirect line to add for a vanished address: to its parent listing when that is a page, else to the home page. */
export function suggestedRedirect(address: string, built: Addresses): string {
  const parent = address.replace(/[^/]+\/?$/, '');
  const to = parent in built ? parent : '/';
  return `{ "from": "${address}", "to": "${to}" }`;
}

/**
 * `redirects` with a redirect for each move, older redirects to a moved address pointed straight at its new one (no
 * chain), and any redirect away from an address that is a page again dropped (no loop).
 */
export function withMoves(redirects: readonly RedirectEntry[], moves: readonly Redirect[], stamp: Omit<RedirectEntry, 'from' | 'to'>) {
  const movedTo = new Map(moves.map(({ from, to }) => [normalPath(from), to]));
  const arrived = new Set(moves.map(({ to }) => normalPath(to)));
  return [
    ...redirects
      .filter(({ from }) => !arrived.has(normalPath(from)))
      .map((entry) => {
        const to = movedTo.get(normalPath(entry.to));
        return to ? { ...entry, to } : entry;
      }),
    ...moves.map(({ from, to }) => ({ from, to, ...stamp })),
  ];
}

/** Recorded addresses that vanished, matched one-to-one by title to new addresses. */
function findMoves(vanished: string[], fresh: string[], recorded: Addresses, built: Addresses): Redirect[] {
  const byTitle = (addresses: string[], titles: Addresses) => {
    const groups = new Map<string, string[]>();
    for (const address of addresses) groups.set(titles[address], [...(groups.get(titles[address]) ?? []), address]);
    return groups;
  };
  const freshByTitle = byTitle(fresh, built);
  return [...byTitle(vanished, recorded)].flatMap(([title, [from, ...others]]) => {
    const targets = freshByTitle.get(title) ?? [];
    return others.length === 0 && targets.length === 1 ? [{ from, to: targets[0] }] : [];
  });
}

/** What is wrong with one redirect of the final table: a live page behind it, a loop, a chain or a missing target. */
function redirectProblem(from: string, table: Map<string, string>, built: Addresses, fileExists: (a: string) => boolean) {
  const to = table.get(from) ?? '';
  if (from in built) return `redirect ${from} → ${to}: ${from} is a page of this build; remove the redirect or the page`;
  if (isExternal(to)) return undefined;
  const target = normalPath(to.replace(/[?#].*$/, ''));
  if (target === from) return `redirect ${from} → ${to} loops (it leads to itself)`;
  if (table.has(target)) {
    const path = [from, target];
    for (let next = table.get(target); next !== undefined && !isExternal(next); next = table.get(normalPath(next))) {
      const step = normalPath(next);
      if (path.includes(step)) return `redirect ${from} → ${to} loops (${[...path, step].join(' → ')})`;
      path.push(step);
      if (!table.has(step)) break;
    }
    return `redirect ${from} → ${to} chains (${path.join(' → ')}): point it straight at ${path.at(-1)}`;
  }
  if (!(target in built) && !fileExists(target)) return `redirect ${from} → ${to}: ${target} is not a page or file of this build`;
  return undefined;
}

export function checkAddresses({ built, recorded, redirects, fileExists, today }: AddressCheckInput): AddressCheck {
  const redirected = new Set(redirects.map(({ from }) => normalPath(from)));
  const vanished = Object.keys(recorded).filter((address) => !(address in built) && !redirected.has(address));
  const added = Object.keys(built)
    .filter((address) => !(address in recorded))
    .sort();
  const moves = findMoves(vanished, added, recorded, built);
  const movedTo = new Map(moves.map(({ from, to }) => [from, to]));
  const updated = withMoves(redirects, moves, { note: 'page moved (same title), found by the build', date: today });
  const lost = vanished.filter((address) => !movedTo.has(address));
  const table = new Map(updated.map(({ from, to }) => [normalPath(from), to]));
  const problems = [
    ...lost.map(
      (address) =>
        `${address} ("${recorded[address]}") is no longer a page and has no redirect; add this line to the "redirects" list of content/redirects.json (or point "to" at the page that replaced it): ${suggestedRedirect(address, built)}`,
    ),
    ...[...table.keys()].flatMap((from) => redirectProblem(from, table, built, fileExists) ?? []),
  ];
  const gone = Object.entries(recorded).filter(([address]) => !(address in built));
  return { moves, redirects: updated, addresses: sortedRecord([...Object.entries(built), ...gone]), added, problems };
}
