/** `npm run serve`: starts the production server on PORT/HOST, its lead outbox, and stops both gracefully on SIGTERM. */
import { leadConfig, LeadConfigError } from '../src/leads/config';
import { buildSite } from './app';
import { serverConfig } from './config';

async function main() {
  const config = serverConfig(process.env);
  const { app, leads } = buildSite(config, leadConfig(process.env));
  let stopping = false;
  const stop = (signal: string) => async () => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal}: finishing requests in flight, then exiting`);
    await app.close();
    await leads.close();
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop('SIGTERM')());
  process.once('SIGINT', () => void stop('SIGINT')());
  await leads.store
    .open()
    .catch((error: unknown) =>
      app.log.error(
        `lead store ${leads.store.location} cannot be opened (leads are answered 503 until it can): ${error instanceof Error ? error.message : String(error)}`,
      ),
    );
  await app.listen({ port: config.port, host: config.host });
  leads.outbox.start();
  app.log.info(
    `Serving ${config.publicDir} at http://${config.host}:${config.port} (leads: ${leads.store.kind} store at ${leads.store.location})`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof LeadConfigError || error instanceof Error ? error.message : error);
  process.exit(1);
});
