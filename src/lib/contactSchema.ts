/** The /api/contact endpoint's check of a lead: the request's shape with zod, and what the visitor typed with the rules the browser form applies (./leadRules.ts). */
import { z } from 'zod';

import { fill } from './fill';
import { formNames, type FieldErrors } from './leadFields';
import { checkTypedFields, isReadable, type LeadMessages, type TypedFields } from './leadRules';
import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from './locales';

export type { LeadMessages };
export { countLinks, isReadable, MAX_LINKS } from './leadRules';

/** The schema with the given messages; built once per messages object. */
const schemas = new WeakMap<LeadMessages, ReturnType<typeof buildLeadSchema>>();

function buildLeadSchema(m: LeadMessages) {
  /** An optional value the browser fills in (page, attribution): bounded, and storable in both stores. */
  const readable = (max: number) => z.string().max(max).refine(isReadable, m.unreadable);
  return z.strictObject({
    form: z.enum(formNames, m.unknownForm),
    /** What the visitor typed: their rules and messages are ./leadRules.ts, which the browser form applies too (validateLead). */
    name: z.unknown().optional(),
    email: z.unknown().optional(),
    company: z.unknown().optional(),
    message: z.unknown().optional(),
    audience: z.unknown().optional(),
    /** Honeypot: people never see or fill it. */
    website: z.string().max(500).optional(),
    page: readable(300).optional(),
    /** The call to action that opened the form: a talk block, the header's Say Hello, or a page's contact section. */
    cta: z.enum(['talk', 'say-hello', 'contact', 'search']).optional(),
    /** Where this visit came from, kept per tab in sessionStorage by the browser and never in a cookie. */
    attribution: z
      .strictObject({
        landingPage: readable(500).optional(),
        referrer: readable(500).optional(),
        utm: z
          .strictObject({
            source: readable(200).optional(),
            medium: readable(200).optional(),
            campaign: readable(200).optional(),
            term: readable(200).optional(),
            content: readable(200).optional(),
          })
          .optional(),
      })
      .optional(),
    /** Signed when the form was shown (src/leads/token.ts); checked by the endpoint, never stored. */
    renderToken: z.string().max(200).optional(),
    /** The language of the page the form was on: the endpoint answers in it, and the lead records it (absent: the default language). */
    language: z.enum(LOCALES).optional(),
  });
}

/** The language a lead is answered in: the one it names when the site has it, otherwise the default. */
export const leadLanguage = (input: unknown): Locale => {
  const named = typeof input === 'object' && input !== null ? (input as { language?: unknown }).language : undefined;
  return isLocale(named) ? named : DEFAULT_LOCALE;
};

/** The copy's words for a broken rule of the request's shape that has no message of its own (zod's would be English). */
const shapeMessages =
  (m: LeadMessages): z.core.$ZodErrorMap =>
  (issue) =>
    issue.code === 'too_big' ? fill(m.tooLong, { max: Number(issue.maximum) }) : m.invalid;

export function leadSchema(messages: LeadMessages) {
  let schema = schemas.get(messages);
  if (!schema) schemas.set(messages, (schema = buildLeadSchema(messages)));
  return schema;
}

type TypedKey = keyof TypedFields;
export type Lead = Omit<z.infer<ReturnType<typeof buildLeadSchema>>, TypedKey> & TypedFields;

/** First message per field, keyed by the field's name. */
export function fieldErrors(error: z.ZodError): FieldErrors {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? 'form');
    if (!(key in out)) out[key] = issue.message;
  }
  return out;
}

/** Every problem at once: the typed fields' messages (the same the browser shows) beside those of the request's shape. */
export function validateLead(input: unknown, messages: LeadMessages): { ok: true; lead: Lead } | { ok: false; errors: FieldErrors } {
  const typed = checkTypedFields(input, messages);
  const result = leadSchema(messages).safeParse(input, { error: shapeMessages(messages) });
  if (result.success && typed.ok) {
    const { name: _name, email: _email, company: _company, message: _message, audience: _audience, ...rest } = result.data;
    return { ok: true, lead: { ...rest, ...typed.fields } };
  }
  return { ok: false, errors: { ...(result.success ? {} : fieldErrors(result.error)), ...(typed.ok ? {} : typed.errors) } };
}

/** A filled honeypot means a bot: answered like success, stored nowhere. */
export const isHoneypotFilled = (input: { website?: string }) => typeof input.website === 'string' && input.website.trim() !== '';
