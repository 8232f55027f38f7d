/** Stops the PostgreSQL cluster of globalSetup and removes its directory. */
import type { Postgres } from './postgres';

export default async function globalTeardown() {
  (globalThis as { __POSTGRES__?: Postgres }).__POSTGRES__?.stop();
}
