/** Client side of a lead: validate with the shared schema, POST it as JSON, and classify the answer. Loaded on demand (it pulls zod). */
import { validateLead, type LeadMessages } from '../lib/contactSchema';
import type { FieldErrors } from '../lib/leadFields';

export { validateLead };
export { readAttribution } from './readAttribution';

/** `expired`: the endpoint refused the render token (too old or already used); a fresh one lets the same lead through. */
export type SubmitOutcome =
  { kind: 'sent' } | { kind: 'invalid'; errors: FieldErrors } | { kind: 'expired' } | { kind: 'failed'; status?: number };

/** `messages` are the form's copy (`copy.forms.errors`), the same the endpoint answers with. */
export async function postLead(endpoint: string, input: Record<string, unknown>, messages: LeadMessages): Promise<SubmitOutcome> {
  const checked = validateLead(input, messages);
  if (!checked.ok) return { kind: 'invalid', errors: checked.errors };
  try {
    const response = await fetch(endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ ...checked.lead, website: input.website ?? '' }),
    });
    if (response.status === 201 || response.ok) return { kind: 'sent' };
    if (response.status === 400) {
      const body = (await response.json().catch(() => ({}))) as { fields?: FieldErrors; code?: string };
      if (body.fields && Object.keys(body.fields).length > 0) return { kind: 'invalid', errors: body.fields };
      if (body.code === 'token') return { kind: 'expired' };
    }
    return { kind: 'failed', status: response.status };
  } catch {
    return { kind: 'failed' };
  }
}
