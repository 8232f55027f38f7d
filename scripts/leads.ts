/**
 * `npm run leads`: lists the stored leads (the store LEADS_DIR or DATABASE_URL selects) with their delivery state.
 *   npm run leads                    one line per lead, oldest first, with where it came from
 *   npm run leads -- --csv [file]    CSV (to the file, or to stdout)
 *   npm run leads -- --json [file]   every lead with every field and its deliveries, as JSON (for a CRM)
 *   npm run leads -- --erase <email> deletes every lead of that address and its deliveries, and says how many
 *   npm run leads -- --purge         deletes leads older than LEADS_RETENTION_DAYS now (the server also does it hourly)
 *   npm run leads -- --deliver       one outbox pass now (for hosts without a long-running server, e.g. from cron)
 */
import fs from 'node:fs';
import { channelSenders } from '../src/leads/channels';
import { leadConfig } from '../src/leads/config';
import { refuseWhileServerRuns } from '../src/leads/fileStoreOwner';
import { openLeadStore } from '../src/leads/handler';
import { createOutbox } from '../src/leads/outbox';
import { leadLine, leadsCsv, leadsJson } from '../src/leads/report';
import { retentionCutoff } from '../src/leads/retention';
import type { Removed } from '../src/leads/store';

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
const removedText = (removed: Removed) => `${plural(removed.leads, 'lead')} and ${plural(removed.deliveries, 'delivery record')}`;

function write(text: string, file: string | undefined, count: number) {
  if (file) {
    fs.writeFileSync(file, text);
    console.error(`${plural(count, 'lead')} written to ${file}`);
  } else process.stdout.write(text);
}

async function main(args: string[]) {
  const config = leadConfig(process.env);
  const store = openLeadStore(config.store);
  try {
    if (args[0] === '--deliver') {
      const attempted = await createOutbox(store, channelSenders(config), config.retry, Date.now, config.outbox).runOnce();
      console.log(`${attempted} deliveries attempted`);
      return;
    }
    if (args[0] === '--erase') {
      const email = args[1]?.trim();
      if (!email || !email.includes('@')) throw new Error('Usage: npm run leads -- --erase <email address of the person>');
      if (config.store.kind === 'file') refuseWhileServerRuns(config.store.dir);
      const removed = await store.erase(email);
      console.log(`Erased ${removedText(removed)} of ${email} from the ${store.kind} store at ${store.location}`);
      return;
    }
    if (args[0] === '--purge') {
      if (config.store.kind === 'file') refuseWhileServerRuns(config.store.dir);
      const removed = await store.purge(retentionCutoff(config.retentionDays, Date.now()));
      console.log(
        `Deleted ${removedText(removed)} older than ${config.retentionDays} days from the ${store.kind} store at ${store.location}`,
      );
      return;
    }
    const rows = await store.list();
    if (args[0] === '--csv') return write(leadsCsv(rows), args[1], rows.length);
    if (args[0] === '--json') return write(leadsJson(rows), args[1], rows.length);
    if (args[0]) throw new Error(`Unknown option ${args[0]}: use --csv, --json, --erase <email>, --purge or --deliver`);
    console.log(`${plural(rows.length, 'lead')} in the ${store.kind} store at ${store.location}`);
    for (const row of rows) console.log(leadLine(row));
  } finally {
    await store.close();
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
