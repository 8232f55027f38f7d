/**
 * POST /api/contact (and GET for the form's render token) as a Gatsby Function, for hosts that deploy Functions.
 * All logic is in src/leads/handler.ts, shared with the production server; this file only adapts the request.
 */
import type { GatsbyFunctionRequest, GatsbyFunctionResponse } from 'gatsby';
import { leadConfig } from '../leads/config';
import { createLeadService, type LeadService } from '../leads/handler';
import { runtimeEnvironment } from '../leads/runtimeEnv';
import { clientIp, parseTrustProxy, type TrustProxy } from '../leads/trustProxy';

/**
 * Gatsby's middleware re-evaluates this module on each request, so the service (store, limiter, outbox) lives on
 * globalThis and is made once per process. A configuration that would lose leads (for example a serverless host
 * without DATABASE_URL) throws here, when the function loads, with a message naming what to set.
 * (No `export const config`: Gatsby would then build SSR engines for the whole site.)
 */
const shared = globalThis as typeof globalThis & { __oaklineLeads?: { service: LeadService; trust: TrustProxy } };
const env = runtimeEnvironment();
const leads = (shared.__oaklineLeads ??= { service: createLeadService(leadConfig(env)), trust: parseTrustProxy(env.TRUST_PROXY) });

export default async function handler(req: GatsbyFunctionRequest, res: GatsbyFunctionResponse) {
  const answer = await leads.service.handle({
    method: req.method ?? 'GET',
    contentType: req.headers['content-type'],
    contentLength: Number(req.headers['content-length'] ?? 0),
    body: req.body,
    ip: clientIp(req, leads.trust),
  });
  for (const [name, value] of Object.entries(answer.headers)) res.setHeader(name, value);
  res.status(answer.status).json(answer.body);
  /** A Function has no background worker: each request gives the outbox one pass (this lead, and any retry now due). */
  if (answer.status === 201) await leads.service.outbox.runOnce();
}
