/** The one validation schema of contact form leads, used by the browser form and by the /api/contact endpoint. */
import { z } from 'zod';

import type { SiteCopy } from '../content-model/copy';
import { fill } from './fill';
import { audienceValues, formNames, type FieldErrors } from './leadFields';

/** Spam carries lists of links; a person describing a project needs a few at most. */
export const MAX_LINKS = 3;
const LINK = /\b(?:https?:\/\/|www\.)\S+/gi;
export const countLinks = (text: string) => text.match(LINK)?.length ?? 0;
/** Fewer characters than this cannot describe a project. */
const MIN_MESSAGE = 10;

/** The per-field messages people read, from content (`copy.forms.errors`): the form passes its copy, the endpoint `leadMessages`. */
export type LeadMessages = SiteCopy['forms']['errors'];

/** The schema with the given messages; built once per messages object. */
const schemas = new WeakMap<LeadMessages, ReturnType<typeof buildLeadSchema>>();

function buildLeadSchema(m: LeadMessages) {
  const tooLong = (max: number) => fill(m.tooLong, { max });
  const trimmed = (max: number, required: string) => z.string(required).trim().min(1, required).max(max, tooLong(max));
  return z
    .strictObject({
      form: z.enum(formNames, m.unknownForm),
      name: trimmed(120, m.name),
      email: z.string(m.email).trim().min(1, m.email).max(200, tooLong(200)).pipe(z.email(m.emailInvalid)),
      company: trimmed(160, m.company),
      message: z
        .string(m.message)
        .trim()
        .min(MIN_MESSAGE, fill(m.messageShort, { min: MIN_MESSAGE }))
        .max(5000, tooLong(5000))
        .refine((text) => countLinks(text) <= MAX_LINKS, fill(m.links, { max: MAX_LINKS })),
      audience: z.enum(audienceValues, m.audience).optional(),
      /** Honeypot: people never see or fill it. */
      website: z.string().max(500).optional(),
      page: z.string().max(300).optional(),
      /** Signed when the form was shown (src/leads/token.ts); checked by the endpoint, never stored. */
      renderToken: z.string().max(200).optional(),
    })
    .superRefine((lead, ctx) => {
      if (lead.form === 'pilot' && !lead.audience) ctx.addIssue({ code: 'custom', path: ['audience'], message: m.audience });
    });
}

export function leadSchema(messages: LeadMessages) {
  let schema = schemas.get(messages);
  if (!schema) schemas.set(messages, (schema = buildLeadSchema(messages)));
  return schema;
}

export type Lead = z.infer<ReturnType<typeof buildLeadSchema>>;

/** First message per field, keyed by the field's name. */
export function fieldErrors(error: z.ZodError): FieldErrors {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? 'form');
    if (!(key in out)) out[key] = issue.message;
  }
  return out;
}

export function validateLead(input: unknown, messages: LeadMessages): { ok: true; lead: Lead } | { ok: false; errors: FieldErrors } {
  const result = leadSchema(messages).safeParse(input);
  return result.success ? { ok: true, lead: result.data } : { ok: false, errors: fieldErrors(result.error) };
}

/** A filled honeypot means a bot: answered like success, stored nowhere. */
export const isHoneypotFilled = (input: { website?: string }) => typeof input.website === 'string' && input.website.trim() !== '';
