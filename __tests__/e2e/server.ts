/** Where the built site is served for browser tests, and how to wait for it. */
export const PORT = Number(process.env.E2E_PORT ?? 9100);
export const BASE = `http://localhost:${PORT}`;

export async function waitForServer(url: string, timeoutMs = 60000): Promise<void> {
  const start = Date.now();
  for (;;) {
    try {
      const res = await fetch(url);
      if (res.status < 500) return;
    } catch {
      // not listening yet
    }
    if (Date.now() - start > timeoutMs) throw new Error(`server at ${url} did not start within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 300));
  }
}
