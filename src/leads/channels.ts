/** Where stored leads are delivered: a webhook (with the lead id as idempotency key) and email through SMTP (nodemailer). */
import nodemailer from 'nodemailer';
import { attributionLines } from './attribution';
import type { EmailSettings } from './config';
import type { Channel, LeadRecord } from './store';

export type Sender = (lead: LeadRecord) => Promise<void>;

const TIMEOUT_MS = 10_000;

/** The webhook's `Idempotency-Key`: the lead id and the channel, the same on every retry and from every server. */
export const idempotencyKey = (lead: LeadRecord) => `${lead.id}:webhook`;

/** POSTs the lead as JSON (with its page, call to action and attribution); `Idempotency-Key` lets the receiver de-duplicate a repeat. */
export function webhookSender(url: string): Sender {
  return async (lead) => {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': idempotencyKey(lead) },
      body: JSON.stringify(lead),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    await response.body?.cancel();
    if (!response.ok) throw new Error(`webhook answered ${response.status}`);
  };
}

const FORM_NAMES: Record<string, string> = { default: 'contact form', pilot: 'Pilot form' };

export const leadEmailText = (lead: LeadRecord) =>
  [
    `${lead.name} from ${lead.company} wrote through the ${FORM_NAMES[lead.form] ?? lead.form}${lead.page ? ` on ${lead.page}` : ''}:`,
    '',
    lead.message,
    '',
    `Name: ${lead.name}`,
    `Email: ${lead.email}`,
    `Company: ${lead.company}`,
    ...(lead.audience ? [`Company type: ${lead.audience}`] : []),
    ...attributionLines(lead),
    `Received: ${lead.receivedAt}`,
    `Lead id: ${lead.id}`,
  ].join('\n');

/** Sends one email per lead; the Message-ID comes from the lead id, so a retried send is recognisably the same message. */
export function emailSender(settings: EmailSettings): Sender {
  const transport = nodemailer.createTransport({
    url: settings.smtpUrl,
    connectionTimeout: TIMEOUT_MS,
    greetingTimeout: TIMEOUT_MS,
    socketTimeout: TIMEOUT_MS,
  });
  const domain = settings.from.replace(/^.*@/, '').replace(/>.*$/, '') || 'localhost';
  return async (lead) => {
    await transport.sendMail({
      from: settings.from,
      to: settings.to,
      replyTo: `${lead.name} <${lead.email}>`,
      subject: `New lead: ${lead.company} (${FORM_NAMES[lead.form] ?? lead.form})`,
      text: leadEmailText(lead),
      messageId: `<lead-${lead.id}@${domain}>`,
      headers: { 'X-Lead-Id': lead.id },
    });
  };
}

export function channelSenders(config: { webhookUrl?: string; email?: EmailSettings }): Partial<Record<Channel, Sender>> {
  return {
    ...(config.webhookUrl ? { webhook: webhookSender(config.webhookUrl) } : {}),
    ...(config.email ? { email: emailSender(config.email) } : {}),
  };
}
