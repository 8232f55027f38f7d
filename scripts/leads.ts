/**
 * `npm run leads`: lists the stored leads (the store LEADS_DIR or DATABASE_URL selects) with their delivery state.
 *   npm run leads                    one line per lead, oldest first, with where it came from
 *   npm run leads -- --csv [file]    CSV (to the file, or to stdout)
 *   npm run leads -- --json [file]   every lead with every field and its deliveries, as JSON (for a CRM)
 *   npm run leads -- --erase <email> deletes every lead of that address and its deliveries, and says how many
 *   npm run leads -- --purge         deletes leads older than LEADS_RETENTION_DAYS now (the server also does it hourly)
 *   npm run leads -- --deliver       one outbox pass now (for hosts without a long-running server, e.g. from cron)
 *   npm run leads -- --check         one line; exits 1 when the delivery alarm fires (as /deliveryz answers 503), 2 when the store cannot be read
 * With the file store and a server running on it, every command is carried out by that server (LEADS_DIR/control.sock).
 */
import fs from 'node:fs';
import { deliveryAlarm } from '../src/leads/alarm';
import { channelSenders } from '../src/leads/channels';
import { leadConfig } from '../src/leads/config';
import { serverUsing } from '../src/leads/fileStoreOwner';
import { openLeadStore } from '../src/leads/handler';
import { createOutbox } from '../src/leads/outbox';
import { leadLine, leadsCsv, leadsJson } from '../src/leads/report';
import { retentionCutoff } from '../src/leads/retention';
import type { Removed } from '../src/leads/store';
import { localOperations, remoteOperations, type StoreOperations } from '../src/leads/storeControl';

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
const removedText = (removed: Removed) => `${plural(removed.leads, 'lead')} and ${plural(removed.deliveries, 'delivery record')}`;

function write(text: string, file: string | undefined, count: number) {
  if (file) {
    fs.writeFileSync(file, text);
    console.error(`${plural(count, 'lead')} written to ${file}`);
  } else process.stdout.write(text);
}

/** The store's operations: through the server that runs on the file store, or on the store itself. */
function operationsFor(config: ReturnType<typeof leadConfig>): { operations: StoreOperations; where: string; close: () => Promise<void> } {
  if (config.store.kind === 'file') {
    const dir = config.store.dir;
    const pid = serverUsing(dir);
    if (pid !== null)
      return {
        operations: remoteOperations(dir, pid),
        where: `the file store at ${dir} (through the server, pid ${pid})`,
        close: async () => undefined,
      };
  }
  const store = openLeadStore(config.store);
  const outbox = createOutbox(store, channelSenders(config), config.retry, Date.now, config.outbox);
  return {
    operations: localOperations(store, () => outbox.runOnce()),
    where: `the ${store.kind} store at ${store.location}`,
    close: () => store.close(),
  };
}

async function main(args: string[]) {
  const config = leadConfig(process.env);
  if (args[0] === '--erase') {
    const email = args[1]?.trim();
    if (!email || !email.includes('@')) throw new Error('Usage: npm run leads -- --erase <email address of the person>');
  }
  const { operations, where, close } = operationsFor(config);
  try {
    if (args[0] === '--check') {
      try {
        const alarm = deliveryAlarm(await operations.outboxState(), Date.now(), config.alertAfterMs);
        console.log(alarm.line);
        process.exitCode = alarm.firing ? 1 : 0;
      } catch (error) {
        console.log(`ALARM: ${where} cannot be read: ${error instanceof Error ? error.message : String(error)}`);
        process.exitCode = 2;
      }
      return;
    }
    if (args[0] === '--deliver') {
      console.log(`${await operations.deliver()} deliveries attempted`);
      return;
    }
    if (args[0] === '--erase') {
      const email = args[1].trim();
      const removed = await operations.erase(email);
      console.log(`Erased ${removedText(removed)} of ${email} from ${where}`);
      return;
    }
    if (args[0] === '--purge') {
      const removed = await operations.purge(retentionCutoff(config.retentionDays, Date.now()));
      console.log(`Deleted ${removedText(removed)} older than ${config.retentionDays} days from ${where}`);
      return;
    }
    if (args[0] && !['--csv', '--json'].includes(args[0]))
      throw new Error(`Unknown option ${args[0]}: use --csv, --json, --erase <email>, --purge, --deliver or --check`);
    const rows = await operations.list();
    if (args[0] === '--csv') return write(leadsCsv(rows), args[1], rows.length);
    if (args[0] === '--json') return write(leadsJson(rows), args[1], rows.length);
    console.log(`${plural(rows.length, 'lead')} in ${where}`);
    for (const row of rows) console.log(leadLine(row));
  } finally {
    await close();
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
