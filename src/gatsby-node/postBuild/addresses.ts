/**
 * The build's address record (content/addresses.json) and its redirects: runs the address check on the built pages,
 * writes what it found (new addresses, redirects for moved pages) into the content folder for the editor to commit, or
 * under CI=true only reports it, and returns what stops the build.
 */
import fs from 'node:fs';
import path from 'node:path';
import { ADDRESSES_FILE, REDIRECTS_FILE, type RedirectsFile } from '../../content-model/redirects';
import { jsonText, readJson, readRedirects, writeJson } from '../redirectsFile';
import { checkAddresses, type Addresses } from '../addressCheck';

/** The 404 page is built but is no address anyone links to. */
const NOT_ADDRESSES = new Set(['/404/', '/404.html', '/dev-404-page/']);

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'", nbsp: ' ' };

/** A built page's `<title>`, as the browser shows it. */
export function titleOf(html: string): string {
  const raw = /<title[^>]*>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
  return raw.replace(/&(amp|lt|gt|quot|#39|#x27|nbsp);/g, (_, name: string) => ENTITIES[name]).trim();
}

/** Address → title of every page of the build in `publicDir`. */
export function builtAddresses(publicDir: string, pagePaths: readonly string[]): Addresses {
  const pages = pagePaths.filter((address) => !NOT_ADDRESSES.has(address));
  return Object.fromEntries(
    pages.map((address) => {
      const file = path.join(publicDir, address.endsWith('.html') ? address : path.join(address, 'index.html'));
      return [address, fs.existsSync(file) ? titleOf(fs.readFileSync(file, 'utf8')) : ''];
    }),
  );
}

export interface AddressOutcome {
  /** What stops the build. */
  problems: string[];
  /** What the build wrote or, under CI, what should have been committed. */
  notes: string[];
  redirects: RedirectsFile['redirects'];
}

/** Checks the build's pages against the record; `ci` (CI=true) writes nothing and turns a found move into a problem. */
export function keepAddresses(options: {
  publicDir: string;
  contentDir: string;
  pagePaths: readonly string[];
  ci: boolean;
  today: string;
}) {
  const { publicDir, contentDir, ci } = options;
  const addressesFile = path.join(contentDir, ADDRESSES_FILE);
  const redirectsFile = path.join(contentDir, REDIRECTS_FILE);
  const shown = (file: string) => path.relative(process.cwd(), file);
  const current = readRedirects(contentDir);
  const check = checkAddresses({
    built: builtAddresses(publicDir, options.pagePaths),
    recorded: readJson<Addresses>(addressesFile, {}),
    redirects: current.redirects,
    fileExists: (address) => fs.existsSync(path.join(publicDir, address)),
    today: options.today,
  });
  const outcome: AddressOutcome = { problems: [...check.problems], notes: [], redirects: check.redirects };
  const moves = check.moves.map(({ from, to }) => `${from} → ${to}`).join(', ');
  const addressesChanged = !fs.existsSync(addressesFile) || fs.readFileSync(addressesFile, 'utf8') !== jsonText(check.addresses);
  if (ci) {
    if (check.moves.length > 0)
      outcome.problems.push(
        `pages moved without a redirect in ${shown(redirectsFile)}: ${moves}; a build without CI=true writes them (${check.moves.map(({ from, to }) => `{ "from": "${from}", "to": "${to}" }`).join(', ')})`,
      );
    if (addressesChanged)
      outcome.notes.push(
        `${shown(addressesFile)} is out of date (${check.added.length} new: ${check.added.join(', ') || 'titles changed'}); run \`npm run build\` without CI=true and commit it`,
      );
    return outcome;
  }
  if (check.moves.length > 0) {
    writeJson(redirectsFile, { ...current, redirects: check.redirects });
    outcome.notes.push(`${shown(redirectsFile)}: redirects added for moved pages (same title at a new address): ${moves}; commit it`);
  }
  if (addressesChanged) {
    writeJson(addressesFile, check.addresses);
    outcome.notes.push(
      `${shown(addressesFile)} updated (${check.added.length} new: ${check.added.join(', ') || 'titles changed'}); commit it`,
    );
  }
  return outcome;
}
