/** Starts the throwaway PostgreSQL cluster the server suites share (each suite makes its own database in it). */
import { startPostgres, type Postgres } from './postgres';

export default async function globalSetup() {
  const postgres = await startPostgres();
  (globalThis as { __POSTGRES__?: Postgres }).__POSTGRES__ = postgres;
  process.env.TEST_POSTGRES_URL = postgres.url;
}
