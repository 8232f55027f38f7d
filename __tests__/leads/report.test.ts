/** `npm run leads`: a readable line per lead with delivery state, and CSV a spreadsheet opens safely. */
import { leadEmailText } from '../../src/leads/channels';
import { csvCell, leadLine, leadsCsv, leadsJson } from '../../src/leads/report';
import type { LeadWithDeliveries } from '../../src/leads/store';

const row: LeadWithDeliveries = {
  lead: {
    id: '5b0e6f0e-7c1a-4c0e-9d7e-2f1e0c9a1b22',
    receivedAt: '2026-11-23T09:15:00.000Z',
    form: 'default',
    language: 'en',
    name: 'Maya Chen',
    email: 'maya@ledgerly.io',
    company: 'Ledgerly',
    message: 'Onboarding redesign, "fast", then a pilot.\nBudget agreed.',
  },
  deliveries: [
    {
      leadId: '5b0e6f0e-7c1a-4c0e-9d7e-2f1e0c9a1b22',
      channel: 'webhook',
      status: 'pending',
      attempts: 4,
      nextAttemptAt: Date.parse('2026-11-23T10:00:00.000Z'),
      lastError: 'webhook answered 502',
    },
    {
      leadId: '5b0e6f0e-7c1a-4c0e-9d7e-2f1e0c9a1b22',
      channel: 'email',
      status: 'delivered',
      attempts: 1,
      nextAttemptAt: 0,
      deliveredAt: '2026-11-23T09:15:01.000Z',
    },
  ],
};

test('a lead whose webhook keeps failing is shown as failing with its last error and next try', () => {
  expect(leadLine(row)).toBe(
    '2026-11-23T09:15:00.000Z  5b0e6f0e-7c1a-4c0e-9d7e-2f1e0c9a1b22  Maya Chen <maya@ledgerly.io>, Ledgerly (default form, en)  webhook: failing (4 attempts; last error: webhook answered 502; next try 2026-11-23T10:00:00.000Z); email: delivered (1 attempt)',
  );
});

test('CSV quotes commas, quotes and line breaks, and defuses spreadsheet formulas', () => {
  const csv = leadsCsv([row]).split('\n');
  expect(csv[0]).toBe(
    'id,receivedAt,form,language,name,email,company,audience,page,cta,landingPage,referrer,utmSource,utmMedium,utmCampaign,utmTerm,utmContent,message,webhook,email',
  );
  expect(csv.slice(1).join('\n')).toBe(
    '5b0e6f0e-7c1a-4c0e-9d7e-2f1e0c9a1b22,2026-11-23T09:15:00.000Z,default,en,Maya Chen,maya@ledgerly.io,Ledgerly,,,,,,,,,,,"Onboarding redesign, ""fast"", then a pilot.\nBudget agreed.",failing,delivered\n',
  );
  expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
  expect(csvCell('+44 20 7946 0000')).toBe("'+44 20 7946 0000");
});

const attributed: LeadWithDeliveries = {
  lead: {
    ...row.lead,
    id: '0c6a2d4e-1b7f-4e59-8a34-5d2f6b9e1c07',
    page: '/services/ux-audit/',
    cta: 'talk',
    attribution: {
      landingPage: '/cases/ledgerly-onboarding/',
      referrer: 'https://www.linkedin.com/',
      utm: { source: 'linkedin', medium: 'social', campaign: 'autumn-audit', content: 'carousel' },
    },
  },
  deliveries: [],
};

test('where a lead came from shows in its listing line, its CSV columns, its JSON and its email, one labelled line each', () => {
  expect(leadLine(attributed)).toContain(
    '(default form, en)  [page=/services/ux-audit/ cta=talk landingPage=/cases/ledgerly-onboarding/ referrer=https://www.linkedin.com/ utmSource=linkedin utmMedium=social utmCampaign=autumn-audit utmContent=carousel]  no delivery channel',
  );
  const [header, line] = leadsCsv([attributed]).split('\n');
  const cells = Object.fromEntries(header.split(',').map((name, i) => [name, line.split(',')[i]]));
  expect(cells).toMatchObject({
    page: '/services/ux-audit/',
    cta: 'talk',
    landingPage: '/cases/ledgerly-onboarding/',
    referrer: 'https://www.linkedin.com/',
    utmSource: 'linkedin',
    utmMedium: 'social',
    utmCampaign: 'autumn-audit',
    utmTerm: '',
    utmContent: 'carousel',
  });
  expect(JSON.parse(leadsJson([attributed, row]))).toEqual([
    { ...attributed.lead, deliveries: [] },
    { ...row.lead, deliveries: row.deliveries },
  ]);
  const email = leadEmailText(attributed.lead);
  for (const line of [
    'Sent from page:\n    /services/ux-audit/',
    'Opened by:\n    Talk block',
    'Landing page:\n    /cases/ledgerly-onboarding/',
    'Referrer:\n    https://www.linkedin.com/',
    'UTM source:\n    linkedin',
    'UTM medium:\n    social',
    'UTM campaign:\n    autumn-audit',
    'UTM content:\n    carousel',
  ])
    expect(email).toContain(line);
  expect(email).not.toContain('UTM term');
  expect(leadEmailText(row.lead)).not.toMatch(/UTM|Landing page|Opened by/);
});

test("a German form's lead says its language in its listing line, its CSV column, its JSON and its email", () => {
  const german: LeadWithDeliveries = { lead: { ...row.lead, language: 'de' }, deliveries: [] };
  expect(leadLine(german)).toContain('Ledgerly (default form, de)');
  const [header, line] = leadsCsv([german]).split('\n');
  expect(header.split(',')[3]).toBe('language');
  expect(line.split(',')[3]).toBe('de');
  expect(JSON.parse(leadsJson([german]))[0]).toMatchObject({ language: 'de' });
  expect(leadEmailText(german.lead)).toContain('Language:\n    German (Deutsch)\n');
  expect(leadEmailText(row.lead)).toContain('Language:\n    English\n');
});
