/** The one validation schema of contact form leads, used by the browser form and by the /api/contact endpoint. */
import { z } from 'zod';

import { formNames, type FieldErrors } from './leadFields';

const trimmed = (max: number, required: string) => z.string(required).trim().min(1, required).max(max, `Please keep this under ${max} characters.`);

export const leadSchema = z
  .strictObject({
    form: z.enum(formNames, 'Unknown form.'),
    name: trimmed(120, 'Please tell us your name.'),
    email: z.string('Please enter your work email.').trim().min(1, 'Please enter your work email.').max(200, 'Please keep this under 200 characters.').pipe(z.email('Please enter a valid email address, like name@company.com.')),
    company: trimmed(160, 'Please tell us your company.'),
    message: z.string('Please tell us a little about your project.').trim().min(10, 'Please tell us a little more (at least 10 characters).').max(5000, 'Please keep this under 5000 characters.'),
    audience: z.enum(['startup', 'smb', 'enterprise'], 'Please choose what kind of company you are.').optional(),
    /** Honeypot: people never see or fill it. */
    website: z.string().max(500).optional(),
    page: z.string().max(300).optional(),
  })
  .superRefine((lead, ctx) => {
    if (lead.form === 'pilot' && !lead.audience) ctx.addIssue({ code: 'custom', path: ['audience'], message: 'Please choose what kind of company you are.' });
  });

export type Lead = z.infer<typeof leadSchema>;

/** First message per field, keyed by the field's name. */
export function fieldErrors(error: z.ZodError): FieldErrors {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? 'form');
    if (!(key in out)) out[key] = issue.message;
  }
  return out as FieldErrors;
}

export function validateLead(input: unknown): { ok: true; lead: Lead } | { ok: false; errors: FieldErrors } {
  const result = leadSchema.safeParse(input);
  return result.success ? { ok: true, lead: result.data } : { ok: false, errors: fieldErrors(result.error) };
}

/** A filled honeypot means a bot: answered like success, stored nowhere. */
export const isHoneypotFilled = (input: { website?: string }) => typeof input.website === 'string' && input.website.trim() !== '';
