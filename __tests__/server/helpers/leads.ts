/** Valid leads and how to post them, with render tokens old enough to pass the time-trap (each token carries one lead). */
export const validLead = (marker: string) => ({
  form: 'default',
  name: 'Lena Brandt',
  email: 'lena@gardenize.app',
  company: 'Gardenize',
  message: `Redesign of our plant care app onboarding. ${marker}`,
  website: '',
});

/** The time-trap minimum the test servers run with (FORM_MIN_FILL_MS): still checked, short enough not to slow the suite. */
export const TEST_MIN_FILL_MS = 100;

/** `count` tokens from the server's GET, returned once the newest is old enough to pass the time-trap (each carries its issue time). */
export async function agedTokens(base: string, count: number, minFillMs = TEST_MIN_FILL_MS): Promise<string[]> {
  const tokens: string[] = [];
  for (let start = 0; start < count; start += 50) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(50, count - start) }, async () => {
        const { token } = (await (await fetch(`${base}/api/contact`)).json()) as { token: string };
        return token;
      }),
    );
    tokens.push(...batch);
  }
  const newest = Math.max(...tokens.map((token) => Number(token.split('.')[0])));
  while (Date.now() - newest < minFillMs) await new Promise((r) => setTimeout(r, newest + minFillMs - Date.now()));
  return tokens;
}

/** One token, old enough to pass the time-trap. */
export const agedToken = async (base: string, minFillMs = TEST_MIN_FILL_MS): Promise<string> => (await agedTokens(base, 1, minFillMs))[0];

export const postJson = (base: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${base}/api/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
