/**
 * The lead form's render token over a long-lived page: each token carries one lead and ages out, so the form renews
 * it when the visitor comes back to an old tab, after each send and when the endpoint calls it out of date, and never
 * sends one younger than the endpoint's minimum fill time (that would be silently dropped as a bot).
 */
import { fetchRenderToken, type RenderToken } from '../lib/leadFields';

export interface RenderTokenKeeper {
  /** On focus: a token past its renewal age is replaced while the visitor types. */
  freshen(): void;
  /** Replaces the token now (after a send, or when the endpoint refused it). */
  renew(): void;
  /** The token to send: renewed first if stale, and held back until it is old enough to pass the time-trap. */
  take(): Promise<string | undefined>;
}

export function renderTokenKeeper(endpoint: string, now: () => number = Date.now): RenderTokenKeeper {
  let current: Promise<RenderToken> = fetchRenderToken(endpoint);
  const renew = () => {
    current = fetchRenderToken(endpoint);
  };
  const stale = (t: RenderToken) => !t.token || now() - t.receivedAt >= t.renewAfterMs;
  return {
    freshen() {
      void current.then((t) => stale(t) && renew());
    },
    renew,
    async take() {
      if (stale(await current)) renew();
      const t = await current;
      const wait = t.receivedAt + t.minFillMs - now();
      if (t.token && wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      return t.token;
    },
  };
}
