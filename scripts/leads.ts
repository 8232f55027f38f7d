/**
 * `npm run leads`: lists the stored leads (the store LEADS_DIR or DATABASE_URL selects) with their delivery state.
 *   npm run leads                    one line per lead, oldest first
 *   npm run leads -- --csv [file]    CSV (to the file, or to stdout)
 *   npm run leads -- --deliver       one outbox pass now (for hosts without a long-running server, e.g. from cron)
 */
import fs from 'node:fs';
import { channelSenders } from '../src/leads/channels';
import { leadConfig } from '../src/leads/config';
import { openLeadStore } from '../src/leads/handler';
import { createOutbox } from '../src/leads/outbox';
import { leadLine, leadsCsv } from '../src/leads/report';

async function main(args: string[]) {
  const config = leadConfig(process.env);
  const store = openLeadStore(config.store);
  try {
    if (args[0] === '--deliver') {
      const attempted = await createOutbox(store, channelSenders(config), config.retry).runOnce();
      console.log(`${attempted} deliveries attempted`);
      return;
    }
    const rows = await store.list();
    if (args[0] === '--csv') {
      const csv = leadsCsv(rows);
      if (args[1]) {
        fs.writeFileSync(args[1], csv);
        console.error(`${rows.length} leads written to ${args[1]}`);
      } else process.stdout.write(csv);
      return;
    }
    console.log(`${rows.length} leads in the ${store.kind} store at ${store.location}`);
    for (const row of rows) console.log(leadLine(row));
  } finally {
    await store.close();
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
