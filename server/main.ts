/**
 * `npm run serve`: starts the production server on PORT/HOST and its lead outbox and retention purge; on SIGTERM finishes the requests in
 * flight for at most SHUTDOWN_DRAIN_MS, then closes whatever connections are left, so a stuck client cannot hold it open.
 * With the file store it also answers `npm run leads` on LEADS_DIR/control.sock; with METRICS_PORT it serves /metrics there.
 */
import { leadConfig, LeadConfigError } from '../src/leads/config';
import { claimFileStore } from '../src/leads/fileStoreOwner';
import { localOperations, serveStoreControl } from '../src/leads/storeControl';
import { startRetention } from '../src/leads/retention';
import { buildSite } from './app';
import { serverConfig } from './config';
import { startMetricsServer } from './metrics';

/** How long after the drain time the store and outbox may take to close before the process exits anyway. */
const FORCED_EXIT_AFTER_DRAIN_MS = 5000;

async function main() {
  const config = serverConfig(process.env);
  const settings = leadConfig(process.env);
  const { app, leads, metrics } = buildSite(config, settings);
  const release = settings.store.kind === 'file' ? claimFileStore(settings.store.dir) : () => undefined;
  let retention: { stop(): Promise<void> } | null = null;
  let closeControl: () => Promise<void> = async () => undefined;
  let closeMetrics: () => Promise<void> = async () => undefined;
  let stopping = false;
  const stop = (signal: string) => async () => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal}: finishing requests in flight, then exiting (at most ${config.shutdownDrainMs} ms)`);
    const drained = setTimeout(() => {
      app.log.warn(`${signal}: drain time over, closing the connections still open`);
      app.server.closeAllConnections();
    }, config.shutdownDrainMs);
    /** The last resort if the lead store hangs on close: leads already acknowledged are durable, nothing is lost by exiting. */
    setTimeout(() => {
      app.log.error(`${signal}: still not closed ${config.shutdownDrainMs + FORCED_EXIT_AFTER_DRAIN_MS} ms after the signal, exiting`);
      process.exit(1);
    }, config.shutdownDrainMs + FORCED_EXIT_AFTER_DRAIN_MS);
    await app.close();
    clearTimeout(drained);
    await closeMetrics();
    await closeControl();
    await retention?.stop();
    await leads.close();
    release();
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
  retention = startRetention(leads.store, settings.retentionDays);
  if (metrics && config.metrics.port !== undefined) {
    closeMetrics = await startMetricsServer({ ...config.metrics, port: config.metrics.port }, metrics.registry);
    app.log.info(`Metrics at http://${config.metrics.host}:${config.metrics.port}/metrics`);
  }
  if (settings.store.kind === 'file')
    closeControl = await serveStoreControl(
      settings.store.dir,
      localOperations(leads.store, () => leads.outbox.runOnce()),
    ).catch((error: unknown) => {
      app.log.warn(
        `lead store: \`npm run leads\` cannot reach this server (${error instanceof Error ? error.message : String(error)}); it will refuse to change the files while the server runs`,
      );
      return async () => undefined;
    });
  app.log.info(
    `Serving ${config.publicDir} at http://${config.host}:${config.port} (leads: ${leads.store.kind} store at ${leads.store.location})`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof LeadConfigError || error instanceof Error ? error.message : error);
  process.exit(1);
});
