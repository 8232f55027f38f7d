/** Where stored leads are delivered: a webhook (with the lead id as idempotency key) and email through SMTP (nodemailer). */
import nodemailer from 'nodemailer';
import { attributionEntries } from './attribution';
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

/** The form's language for the studio: its English name, and its own name beside it when that differs (`German (Deutsch)`). */
export function languageName(locale: string): string {
  const english = new Intl.DisplayNames(['en'], { type: 'language' }).of(locale) ?? locale;
  const own = new Intl.DisplayNames([locale], { type: 'language' }).of(locale) ?? locale;
  return own === english ? english : `${english} (${own})`;
}

/** Line breaks of every kind (CR, LF, vertical tab, form feed, NEL, Unicode line/paragraph separators). */
const LINE_BREAKS = /\r\n|[\r\n\v\f\u0085\u2028\u2029]/g;

/** A visitor's one-line value as one line, whatever they typed into it. */
export const oneLine = (value: string) => value.replace(LINE_BREAKS, ' ').trim();

/** Every line of a visitor's value indented, so no value can start a line of its own (such as `Bcc: …`). */
const indented = (value: string) =>
  value
    .split(LINE_BREAKS)
    .map((line) => `    ${line}`)
    .join('\n');

/**
 * Labels at the start of a line are ours; what the visitor typed follows on indented lines (the message keeps its line
 * breaks, the other fields are collapsed to one line), so no field can forge a label, a header or another lead's line.
 */
export const leadEmailText = (lead: LeadRecord) =>
  [
    `New lead through the ${FORM_NAMES[lead.form] ?? oneLine(lead.form)}:`,
    '',
    ...(
      [
        ['Name', oneLine(lead.name)],
        ['Email', oneLine(lead.email)],
        ['Company', oneLine(lead.company)],
        ...(lead.audience ? [['Company type', oneLine(lead.audience)]] : []),
        ['Language', languageName(lead.language)],
        ...attributionEntries(lead).map(([label, value]) => [label, oneLine(value)]),
        ['Message', lead.message],
        ['Received', lead.receivedAt],
        ['Lead id', lead.id],
      ] as [string, string][]
    ).flatMap(([label, value]) => [`${label}:`, indented(value)]),
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
      /** A structured address: nodemailer quotes the name, so nothing in it can add a recipient or hide the address. */
      replyTo: { name: oneLine(lead.name), address: lead.email },
      subject: `New lead: ${oneLine(lead.company)} (${FORM_NAMES[lead.form] ?? oneLine(lead.form)})`,
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
