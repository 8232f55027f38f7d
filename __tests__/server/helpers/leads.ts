/** Valid leads and how to post them, with a render token old enough to pass the time-trap (fetched once per suite). */
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

/** A token from the server's GET, returned once it is old enough to pass the time-trap (it carries its issue time). */
export async function agedToken(base: string, minFillMs = TEST_MIN_FILL_MS): Promise<string> {
  const { token } = (await (await fetch(`${base}/api/contact`)).json()) as { token: string };
  const issuedAt = Number(token.split('.')[0]);
  while (Date.now() - issuedAt < minFillMs) await new Promise((r) => setTimeout(r, issuedAt + minFillMs - Date.now()));
  return token;
}

export const postJson = (base: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${base}/api/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
