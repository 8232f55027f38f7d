/**
 * The render token ids already used, so each token carries one lead. A store that several instances share (PostgreSQL)
 * keeps them itself; otherwise this process keeps them in memory: a bounded table, forgotten on restart.
 */
import { ExpiringMap } from './expiringMap';

export interface TokenLedger {
  /** Records `id` as used until `expiresAt` (epoch ms); false if it was already used. */
  claim(id: string, expiresAt: number, now: number): Promise<boolean>;
  /** Forgets a claim whose lead could not be stored, so the visitor can send the same form again. */
  release(id: string): Promise<void>;
}

/** Most ids remembered at once; far above the leads one instance takes in a token's lifetime under the rate limit. */
export const LEDGER_CAPACITY = 200_000;

export function memoryTokenLedger(capacity = LEDGER_CAPACITY): TokenLedger {
  const used = new ExpiringMap<true>(capacity);
  return {
    async claim(id, expiresAt, now) {
      if (used.get(id, now)) return false;
      used.set(id, true, expiresAt, now);
      return true;
    },
    async release(id) {
      used.delete(id);
    },
  };
}
