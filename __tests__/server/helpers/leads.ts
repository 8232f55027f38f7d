/** Valid leads and how to post them, with a render token old enough to pass the time-trap (fetched once per suite). */
export const validLead = (marker: string) => ({
  form: 'default',
  name: 'Lena Brandt',
  email: 'lena@gardenize.app',
  company: 'Gardenize',
  message: `Redesign of our plant care app onboarding. ${marker}`,
  website: '',
});

/** A token from the server's GET, aged past the 2 s minimum by waiting, as a person filling in the form would. */
export async function agedToken(base: string): Promise<string> {
  const { token } = (await (await fetch(`${base}/api/contact`)).json()) as { token: string };
  await new Promise((r) => setTimeout(r, 2100));
  return token;
}

export const postJson = (base: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${base}/api/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
