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
/** NUL and UTF-16 halves without their partner: no text store keeps them (PostgreSQL refuses them), so no field may hold them. */
// eslint-disable-next-line no-control-regex -- NUL is exactly what this pattern is for
const UNREADABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?:^|[^\ud800-\udbff])[\udc00-\udfff]/;
export const isReadable = (text: string) => !UNREADABLE.test(text);

/** The per-field messages people read, from content (`copy.forms.errors`): the form passes its copy, the endpoint `leadMessages`. */
export type LeadMessages = SiteCopy['forms']['errors'];

/** The schema with the given messages; built once per messages object. */
const schemas = new WeakMap<LeadMessages, ReturnType<typeof buildLeadSchema>>();

function buildLeadSchema(m: LeadMessages) {
  const tooLong = (max: number) => fill(m.tooLong, { max });
  const trimmed = (max: number, required: string) =>
    z.string(required).trim().min(1, required).max(max, tooLong(max)).refine(isReadable, m.unreadable);
  /** An optional value the browser fills in (page, attribution): bounded, and storable in both stores. */
  const readable = (max: number) => z.string().max(max).refine(isReadable, m.unreadable);
  return z
    .strictObject({
      form: z.enum(formNames, m.unknownForm),
      name: trimmed(120, m.name),
      email: z.string(m.email).trim().min(1, m.email).max(200, tooLong(200)).refine(isReadable, m.unreadable).pipe(z.email(m.emailInvalid)),
      company: trimmed(160, m.company),
      message: z
        .string(m.message)
        .trim()
        .min(MIN_MESSAGE, fill(m.messageShort, { min: MIN_MESSAGE }))
        .max(5000, tooLong(5000))
        .refine((text) => countLinks(text) <= MAX_LINKS, fill(m.links, { max: MAX_LINKS }))
        .refine(isReadable, m.unreadable),
      audience: z.enum(audienceValues, m.audience).optional(),
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
