/** Valid leads and how to post them, with render tokens old enough to pass the time-trap (each token carries one lead). */
export const validLead = (marker: string) => ({
  form: 'default',
  name: 'Lena Brandt',
  email: 'lena@gardenize.app',
  company: 'Gardenize',
  message: `Redesign of our plant care app onboarding. ${marker}`,
  website: '',
});

/** `count` tokens from the server's GET, aged together past the 2 s minimum by waiting, as people filling in the form would. */
export async function agedTokens(base: string, count: number): Promise<string[]> {
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
  await new Promise((r) => setTimeout(r, 2100));
  return tokens;
}

/** One token, aged past the 2 s minimum. */
export const agedToken = async (base: string): Promise<string> => (await agedTokens(base, 1))[0];

export const postJson = (base: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${base}/api/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
