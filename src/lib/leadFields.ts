/** Names shared by the lead form UI and its schema, free of zod so the page bundle can import them. */
export const formNames = ['default', 'pilot'] as const;
export type FormName = (typeof formNames)[number];

/** The Pilot form's company types, in the order shown; their labels are content (`copy.forms.audienceOptions`). */
export const audienceValues = ['startup', 'smb', 'enterprise'] as const;
export type Audience = (typeof audienceValues)[number];

/** The call to action that opened a form, sent with the lead: a talk block, the header's Say Hello, a page's contact section, or a search that found nothing. */
export type Cta = 'talk' | 'say-hello' | 'contact' | 'search';

export type LeadField = 'name' | 'email' | 'company' | 'message' | 'audience';
export type FieldErrors = Partial<Record<LeadField | 'form', string>>;

/** Order in which fields appear, so the first invalid one can take focus. */
export const fieldOrder: readonly LeadField[] = ['name', 'email', 'company', 'audience', 'message'];

/** Where forms post: overridable at build time for hosts without Gatsby Functions. */
export const contactEndpoint = () => process.env.GATSBY_CONTACT_ENDPOINT ?? '/api/contact';

/** Content gives the form name as a GraphQL string (checked against formNames at build); anything else means the default form. */
export const toFormName = (value?: string | null): FormName =>
  (formNames as readonly string[]).includes(value ?? '') ? (value as FormName) : 'default';

/** A render token with what the endpoint said about it: renew it after `renewAfterMs`, send it no sooner than `minFillMs`. */
export interface RenderToken {
  token?: string;
  /** When this browser received it (its own clock, so only differences matter). */
  receivedAt: number;
  renewAfterMs: number;
  minFillMs: number;
}

/** Asks the endpoint for a signed render token (GET); the form sends it back so a submit faster than a person is spotted. Never throws. */
export async function fetchRenderToken(endpoint: string): Promise<RenderToken> {
  const receivedAt = Date.now();
  try {
    const response = await fetch(endpoint, { headers: { accept: 'application/json' } });
    const body = (await response.json()) as { token?: unknown; renewAfterMs?: unknown; minFillMs?: unknown };
    return {
      token: response.ok && typeof body.token === 'string' ? body.token : undefined,
      receivedAt,
      renewAfterMs: typeof body.renewAfterMs === 'number' ? body.renewAfterMs : Infinity,
      minFillMs: typeof body.minFillMs === 'number' ? body.minFillMs : 0,
    };
  } catch {
    return { receivedAt, renewAfterMs: 0, minFillMs: 0 };
  }
}
