/**
 * The rules of what a visitor types into a lead form, with their messages: the one source the browser form checks before
 * any request and the endpoint's schema (./contactSchema.ts) applies, so the two never disagree. Free of zod, so the
 * form's chunk carries them in about a kilobyte.
 */
import { fill } from './fill';
import { audienceValues, type Audience, type FieldErrors } from './leadFields';

/** The per-field messages people read, from content (`copy.forms.errors`): the form passes its copy, the endpoint `leadMessages`. */
export type LeadMessages = Record<
  | 'name'
  | 'email'
  | 'emailInvalid'
  | 'company'
  | 'message'
  | 'messageShort'
  | 'links'
  | 'tooLong'
  | 'unreadable'
  | 'audience'
  | 'unknownForm'
  | 'invalid',
  string
>;

/** Spam carries lists of links; a person describing a project needs a few at most. */
export const MAX_LINKS = 3;
const LINK = /\b(?:https?:\/\/|www\.)\S+/gi;
export const countLinks = (text: string) => text.match(LINK)?.length ?? 0;
/** Fewer characters than this cannot describe a project. */
export const MIN_MESSAGE = 10;
/** The longest value each typed field may hold once trimmed. */
export const FIELD_MAX = { name: 120, email: 200, company: 160, message: 5000 } as const;
/** NUL and UTF-16 halves without their partner: no text store keeps them (PostgreSQL refuses them), so no field may hold them. */
// eslint-disable-next-line no-control-regex -- NUL is exactly what this pattern is for
const UNREADABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?:^|[^\ud800-\udbff])[\udc00-\udfff]/;
export const isReadable = (text: string) => !UNREADABLE.test(text);
/** An address: zod 4.6's `z.email()` pattern (zod/v4/core/regexes.js `email`), which this site used before the rules moved here. */
const EMAIL = /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/** A typed field's trimmed value, or the one message to show beside it. */
export type Checked<T = string> = { ok: true; value: T } | { ok: false; message: string };

/** Required text: the first rule it breaks, in the order the visitor reads them (missing, too long, unreadable, then the field's own). */
function text(value: unknown, required: string, max: number, m: LeadMessages, own?: (trimmed: string) => string | undefined): Checked {
  if (typeof value !== 'string') return { ok: false, message: required };
  const trimmed = value.trim();
  const broken =
    (trimmed === '' ? required : undefined) ??
    (trimmed.length > max ? fill(m.tooLong, { max }) : undefined) ??
    (isReadable(trimmed) ? undefined : m.unreadable) ??
    own?.(trimmed);
  return broken === undefined ? { ok: true, value: trimmed } : { ok: false, message: broken };
}

export const checkName = (value: unknown, m: LeadMessages) => text(value, m.name, FIELD_MAX.name, m);
export const checkCompany = (value: unknown, m: LeadMessages) => text(value, m.company, FIELD_MAX.company, m);
export const checkEmail = (value: unknown, m: LeadMessages) =>
  text(value, m.email, FIELD_MAX.email, m, (trimmed) => (EMAIL.test(trimmed) ? undefined : m.emailInvalid));

/** A message shorter than MIN_MESSAGE (empty included) asks for a little more; links are counted after length. */
export function checkMessage(value: unknown, m: LeadMessages): Checked {
  if (typeof value !== 'string') return { ok: false, message: m.message };
  const trimmed = value.trim();
  const broken =
    (trimmed.length < MIN_MESSAGE ? fill(m.messageShort, { min: MIN_MESSAGE }) : undefined) ??
    (trimmed.length > FIELD_MAX.message ? fill(m.tooLong, { max: FIELD_MAX.message }) : undefined) ??
    (countLinks(trimmed) > MAX_LINKS ? fill(m.links, { max: MAX_LINKS }) : undefined) ??
    (isReadable(trimmed) ? undefined : m.unreadable);
  return broken === undefined ? { ok: true, value: trimmed } : { ok: false, message: broken };
}

/** The Pilot form asks what kind of company the visitor is; any form that sends an audience must send a known one. */
export function checkAudience(form: unknown, value: unknown, m: LeadMessages): Checked<Audience | undefined> {
  if (value === undefined) return form === 'pilot' ? { ok: false, message: m.audience } : { ok: true, value: undefined };
  return (audienceValues as readonly unknown[]).includes(value)
    ? { ok: true, value: value as Audience }
    : { ok: false, message: m.audience };
}

/** What the visitor typed, trimmed, once every rule holds. */
export interface TypedFields {
  name: string;
  email: string;
  company: string;
  message: string;
  audience?: Audience;
}

/** Checks every typed field of a lead (of any shape: the endpoint passes the request body as it came). */
export function checkTypedFields(input: unknown, m: LeadMessages): { ok: true; fields: TypedFields } | { ok: false; errors: FieldErrors } {
  const lead = (typeof input === 'object' && input !== null ? input : {}) as Record<string, unknown>;
  const checks = {
    name: checkName(lead.name, m),
    email: checkEmail(lead.email, m),
    company: checkCompany(lead.company, m),
    message: checkMessage(lead.message, m),
    audience: checkAudience(lead.form, lead.audience, m),
  };
  const errors: FieldErrors = {};
  for (const [field, check] of Object.entries(checks) as [keyof typeof checks, Checked<unknown>][])
    if (!check.ok) errors[field] = check.message;
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const value = <T>(check: Checked<T>) => (check as { value: T }).value;
  const fields: TypedFields = {
    name: value(checks.name),
    email: value(checks.email),
    company: value(checks.company),
    message: value(checks.message),
  };
  const audience = value(checks.audience);
  if (audience) fields.audience = audience;
  return { ok: true, fields };
}
