/** Names shared by the lead form UI and its schema, free of zod so the page bundle can import them. */
export const formNames = ['default', 'pilot'] as const;
export type FormName = (typeof formNames)[number];

export const audienceOptions = [
  { value: 'startup', label: 'Startup' },
  { value: 'smb', label: 'Small and medium business' },
  { value: 'enterprise', label: 'Enterprise' },
] as const;

export type LeadField = 'name' | 'email' | 'company' | 'message' | 'audience';
export type FieldErrors = Partial<Record<LeadField | 'form', string>>;

/** Order in which fields appear, so the first invalid one can take focus. */
export const fieldOrder: readonly LeadField[] = ['name', 'email', 'company', 'audience', 'message'];

/** Where forms post: overridable at build time for hosts without Gatsby Functions. */
export const contactEndpoint = () => process.env.GATSBY_CONTACT_ENDPOINT ?? '/api/contact';

/** Content gives the form name as a GraphQL string (checked against formNames at build); anything else means the default form. */
export const toFormName = (value?: string | null): FormName => (formNames as readonly string[]).includes(value ?? '') ? (value as FormName) : 'default';
