/**
 * `npm run publish:due`, for cron or CI: publishes what became due. It compares the pages a production build would
 * publish now (BUILD_NOW fakes the time) with what the last build published (public/published.json); only when a page
 * became due, or was withdrawn (made a draft, rescheduled, deleted), it runs `npm run build` and then DEPLOY_COMMAND
 * (a shell command, e.g. `rsync -a public/ host:/srv/site/`). Otherwise it says so and exits 0 doing nothing.
 * Exit codes: 0 nothing to do or built and deployed, 1 the build or the deploy failed.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { publishedPages, type PublishedPage } from '../src/content-model/builtContent';
import { contentDir } from '../src/content-model/contentDir';
import { publicationClock } from '../src/content-model/publication';
import { PUBLISHED_LIST, type PublishedList } from '../src/gatsby-node/postBuild/publication';

export interface DueChanges {
  due: PublishedPage[];
  withdrawn: PublishedPage[];
}

/** The pages that would go live and the pages that would go away if the site were built now. */
export function dueChanges(last: readonly PublishedPage[], now: readonly PublishedPage[]): DueChanges {
  const lastPaths = new Set(last.map((page) => page.path));
  const nowPaths = new Set(now.map((page) => page.path));
  return { due: now.filter((page) => !lastPaths.has(page.path)), withdrawn: last.filter((page) => !nowPaths.has(page.path)) };
}

/** What the last production build in `publicDir` published, or undefined when there is no record (no build, or a preview). */
export function lastPublished(publicDir: string): PublishedPage[] | undefined {
  const file = path.join(publicDir, PUBLISHED_LIST);
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as PublishedList).pages : undefined;
}

/** Runs a shell command with the terminal attached; true when it succeeded. */
function run(command: string): boolean {
  console.log(`publish:due: $ ${command}`);
  return spawnSync(command, { shell: true, stdio: 'inherit' }).status === 0;
}

/** Decides, builds and deploys; returns the exit code. */
export function publishDue(
  options: { contentDir: string; publicDir: string; now: Date; deployCommand?: string },
  execute: (command: string) => boolean = run,
): number {
  const last = lastPublished(options.publicDir);
  const now = publishedPages(options.contentDir, options.now);
  const changes = last ? dueChanges(last, now) : { due: now, withdrawn: [] };
  if (changes.due.length === 0 && changes.withdrawn.length === 0) {
    console.log(`publish:due: nothing became due or was withdrawn since the last build (${now.length} pages published); nothing to do`);
    return 0;
  }
  if (!last) console.log(`publish:due: no ${PUBLISHED_LIST} from a production build in ${options.publicDir}; building`);
  else {
    for (const page of changes.due) console.log(`publish:due: due now: ${page.path} "${page.title}" (${page.file})`);
    for (const page of changes.withdrawn) console.log(`publish:due: withdrawn: ${page.path} "${page.title}" (${page.file})`);
  }
  if (!execute('npm run build')) return 1;
  if (!options.deployCommand) {
    console.log('publish:due: built; DEPLOY_COMMAND is not set, so nothing was deployed');
    return 0;
  }
  return execute(options.deployCommand) ? 0 : 1;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(__filename)) {
  process.exitCode = publishDue({
    contentDir: contentDir(),
    publicDir: path.resolve('public'),
    now: publicationClock().now,
    deployCommand: process.env.DEPLOY_COMMAND,
  });
}
