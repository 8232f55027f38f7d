/** Where a lead came from (page, call to action, landing page, referrer, UTM tags), as labelled values for the email, the CLI and the CSV. */
import type { LeadRecord } from './store';

const CTA_NAMES: Record<string, string> = {
  talk: 'Talk block',
  'say-hello': 'Say Hello in the header',
  contact: 'Contact section',
  search: 'Search with no match',
};

/** One entry per attribution field, in a fixed order; absent values are empty strings, so CSV columns stay aligned. */
export function attributionFields(lead: LeadRecord): [label: string, column: string, value: string][] {
  const a = lead.attribution;
  return [
    ['Sent from page', 'page', lead.page ?? ''],
    ['Opened by', 'cta', lead.cta ?? ''],
    ['Landing page', 'landingPage', a?.landingPage ?? ''],
    ['Referrer', 'referrer', a?.referrer ?? ''],
    ['UTM source', 'utmSource', a?.utm?.source ?? ''],
    ['UTM medium', 'utmMedium', a?.utm?.medium ?? ''],
    ['UTM campaign', 'utmCampaign', a?.utm?.campaign ?? ''],
    ['UTM term', 'utmTerm', a?.utm?.term ?? ''],
    ['UTM content', 'utmContent', a?.utm?.content ?? ''],
  ];
}

export const ATTRIBUTION_COLUMNS = attributionFields({} as LeadRecord).map(([, column]) => column);

/** `[label, value]` for the fields that are present; the call to action in words. */
export const attributionEntries = (lead: LeadRecord): [label: string, value: string][] =>
  attributionFields(lead)
    .filter(([, , value]) => value !== '')
    .map(([label, column, value]) => [label, column === 'cta' ? (CTA_NAMES[value] ?? value) : value]);
