/** Client side of a lead the form has checked (src/lib/leadRules.ts): POST it as JSON and classify the answer. Loaded on demand, free of zod. */
import type { FieldErrors } from '../lib/leadFields';

export { readAttribution } from './readAttribution';

/** `expired`: the endpoint refused the render token (too old or already used); a fresh one lets the same lead through. */
export type SubmitOutcome =
  { kind: 'sent' } | { kind: 'invalid'; errors: FieldErrors } | { kind: 'expired' } | { kind: 'failed'; status?: number };

/** The endpoint checks everything again; its 400 names the fields with the same messages the form shows. */
export async function postLead(endpoint: string, lead: Record<string, unknown>): Promise<SubmitOutcome> {
  try {
    const response = await fetch(endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(lead),
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
