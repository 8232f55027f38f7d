/**
 * The render token ids already used, so each token carries one lead. A store that several instances share (PostgreSQL)
 * keeps them itself; otherwise this process keeps them in memory: a bounded table, forgotten on restart.
 */
export interface TokenLedger {
  /** Records `id` as used until `expiresAt` (epoch ms); false if it was already used. */
  claim(id: string, expiresAt: number, now: number): Promise<boolean>;
  /** Forgets a claim whose lead could not be stored, so the visitor can send the same form again. */
  release(id: string): Promise<void>;
}

/** Most ids remembered at once; far above the leads one instance takes in a token's lifetime under the rate limit. */
export const LEDGER_CAPACITY = 200_000;

export function memoryTokenLedger(capacity = LEDGER_CAPACITY): TokenLedger {
  const used = new Map<string, number>();
  return {
    async claim(id, expiresAt, now) {
      const known = used.get(id);
      if (known !== undefined && known > now) return false;
      used.delete(id);
      for (const [oldest, expiry] of used) {
        if (expiry > now && used.size < capacity) break;
        used.delete(oldest);
      }
      used.set(id, expiresAt);
      return true;
    },
    async release(id) {
      used.delete(id);
    },
  };
}
