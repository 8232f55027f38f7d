/** Tests wait for a condition, never for a fixed time: this polls until it holds and fails naming what never happened. */
export async function waitFor(condition: () => boolean | Promise<boolean>, what: string, timeoutMs = 15_000, everyMs = 20): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`waited ${timeoutMs} ms for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
