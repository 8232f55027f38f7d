/** How `npm run leads` shows stored leads: one line each with its origin and delivery state, CSV for a spreadsheet, or JSON for a CRM. */
import { ATTRIBUTION_COLUMNS, attributionFields } from './attribution';
import { FAILING_AFTER_ATTEMPTS, type Channel, type Delivery, type LeadWithDeliveries } from './store';

const CHANNELS: Channel[] = ['webhook', 'email'];

/** delivered, pending (still within its first tries) or failing (retried, and still retrying). */
export const deliveryStatus = (d: Delivery) =>
  d.status === 'delivered' ? 'delivered' : d.attempts >= FAILING_AFTER_ATTEMPTS ? 'failing' : 'pending';

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

export function describeDelivery(d: Delivery): string {
  const status = deliveryStatus(d);
  if (status === 'delivered') return `${d.channel}: delivered (${plural(d.attempts, 'attempt')})`;
  const tries = d.attempts === 0 ? 'not tried yet' : `${plural(d.attempts, 'attempt')}; last error: ${d.lastError ?? 'unknown'}`;
  return `${d.channel}: ${status} (${tries}; next try ${new Date(d.nextAttemptAt).toISOString()})`;
}

export function leadLine({ lead, deliveries }: LeadWithDeliveries): string {
  const state = deliveries.length > 0 ? deliveries.map(describeDelivery).join('; ') : 'no delivery channel';
  const origin = attributionFields(lead)
    .filter(([, , value]) => value !== '')
    .map(([, column, value]) => `${column}=${value}`)
    .join(' ');
  return `${lead.receivedAt}  ${lead.id}  ${lead.name} <${lead.email}>, ${lead.company} (${lead.form} form, ${lead.language})${origin ? `  [${origin}]` : ''}  ${state}`;
}

/** RFC 4180 quoting; a cell a spreadsheet would run as a formula (= + - @) is prefixed with ' so it stays text. */
export function csvCell(value: string | number | null | undefined): string {
  let text = value === undefined || value === null ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function leadsCsv(rows: LeadWithDeliveries[]): string {
  const header = [
    'id',
    'receivedAt',
    'form',
    'language',
    'name',
    'email',
    'company',
    'audience',
    ...ATTRIBUTION_COLUMNS,
    'message',
    ...CHANNELS,
  ];
  const lines = rows.map(({ lead, deliveries }) => {
    const state = (channel: Channel) => {
      const d = deliveries.find((x) => x.channel === channel);
      return d ? deliveryStatus(d) : '';
    };
    return [
      lead.id,
      lead.receivedAt,
      lead.form,
      lead.language,
      lead.name,
      lead.email,
      lead.company,
      lead.audience,
      ...attributionFields(lead).map(([, , value]) => value),
      lead.message,
      ...CHANNELS.map(state),
    ]
      .map(csvCell)
      .join(',');
  });
  return `${[header.join(','), ...lines].join('\n')}\n`;
}

/** Every lead with every stored field and its delivery records, for a CRM import. */
export const leadsJson = (rows: LeadWithDeliveries[]): string =>
  `${JSON.stringify(
    rows.map(({ lead, deliveries }) => ({ ...lead, deliveries })),
    null,
    2,
  )}\n`;
