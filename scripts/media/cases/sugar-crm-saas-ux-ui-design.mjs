// SugarCRM mocks: the sales pipeline, an account workspace, and the rep's forecast.
import { board, btn, card, dashboard, pill, record, search, bars, statusCard } from '../recipes.mjs';
import { timeline } from '../kit.mjs';
import { caseMock } from '../caseMock.mjs';

const theme = { primary: '#e03e2d', accent: '#2563eb', ink: '#1c1917', soft: '#fde3df', stage: '#fbd5cf', canvas: '#faf7f6' };
const app = { brand: 'SugarCRM', initial: 'S', nav: ['Pipeline', 'Accounts', 'Contacts', 'Forecast', 'Activities', 'Reports'] };

const pipeline = board({
  app,
  title: 'Pipeline · Q2 new business',
  actions: search('Deals, accounts') + btn('My deals', true) + btn('+ Deal'),
  kpiItems: [
    { label: 'Open pipeline', value: '$2.84m' },
    { label: 'Weighted', value: '$1.12m' },
    { label: 'Win rate', value: '31%', delta: '+6 pts' },
    { label: 'Avg. cycle', value: '38 days', delta: '-9 days', good: true },
  ],
  columns: [
    {
      name: 'Qualified',
      total: '$640k',
      cards: [
        { title: 'Harlow Foods', meta: '240 seats · renewal risk low', value: '$86,000' },
        { title: 'Meridian Health', meta: 'Demo booked Thu', value: '$120,000' },
        { title: 'Bloom Retail', meta: 'Inbound · webinar', value: '$24,500' },
      ],
    },
    {
      name: 'Proposal',
      total: '$910k',
      cards: [
        { title: 'Cobalt Energy', meta: 'Security review', value: '$210,000' },
        { title: 'Fable Books', meta: 'Pricing sent 2d ago', value: '$38,000' },
      ],
    },
    {
      name: 'Negotiation',
      total: '$780k',
      cards: [
        { title: 'Northstar Bank', meta: 'Legal redlines', value: '$340,000' },
        { title: 'Pine & Co', meta: 'Awaiting PO', value: '$52,000' },
      ],
    },
    {
      name: 'Closed won',
      total: '$510k',
      cards: [
        { title: 'Atlas Freight', meta: 'Signed 12 May', value: '$96,000' },
        { title: 'Lumen Labs', meta: 'Signed 9 May', value: '$64,000' },
      ],
    },
  ],
});

const account = record({
  app,
  active: 1,
  title: 'Northstar Bank',
  actions: btn('Log call', true) + btn('Email', true) + btn('Update stage'),
  facts: [
    { label: 'Deal value', value: '$340,000' },
    { label: 'Stage', value: 'Negotiation' },
    { label: 'Close date', value: '28 Jun' },
    { label: 'Health', value: '82 / 100' },
  ],
  main: card(
    'Activity',
    timeline([
      {
        title: 'Call with Priya Shah (CFO)',
        when: 'Today 10:30',
        text: 'Agreed to 3-year term if onboarding is included. Send revised order form.',
        tags: [
          ['Call', ''],
          ['Next step set', 'good'],
        ],
      },
      {
        title: 'Legal redlines received',
        when: 'Yesterday',
        text: 'Data residency clause and liability cap; forwarded to legal.',
        tags: [['Email', 'grey']],
      },
      {
        title: 'Security questionnaire passed',
        when: '8 May',
        text: '214 answers, 3 follow-ups closed.',
        tags: [
          ['Task', 'grey'],
          ['Done', 'good'],
        ],
      },
    ]),
  ),
  side:
    statusCard('Buying group', [
      ['Priya Shah', 'CFO · economic buyer', 'Champion', 'good'],
      ['Daniel Ortiz', 'Head of Sales Ops', 'Engaged'],
      ['Karen Wu', 'Procurement', 'Blocker?', 'warn'],
    ]) +
    card(
      'Suggested next step',
      '<b>Send the revised order form with onboarding included</b><div class="mut sm" style="margin-top:4px">Deals like this close 2.1x more often when the order form follows a CFO call within 24 hours.</div>',
    ),
});

const forecast = dashboard({
  app,
  active: 3,
  title: 'Forecast · Q2 · Emma Lowe',
  actions: btn('Submit forecast'),
  kpiItems: [
    { label: 'Quota', value: '$1.5m' },
    { label: 'Closed', value: '$910k', delta: '61% of quota' },
    { label: 'Commit', value: '$420k' },
    { label: 'Best case', value: '$310k' },
  ],
  chartTitle: 'Closed vs quota, weekly',
  series: [
    [40, 110, 160, 250, 300, 380, 470, 520, 610, 700, 820, 910],
    [115, 230, 345, 460, 575, 690, 805, 920, 1035, 1150, 1265, 1380],
  ],
  labels: ['W1', 'W2', 'W3', 'W4', 'W5', 'W6', 'W7', 'W8', 'W9', 'W10', 'W11', 'W12'],
  sideTitle: 'Deals by confidence',
  side: bars([
    ['Commit', '$420k', 70, '#16a34a'],
    ['Best case', '$310k', 52],
    ['Pipeline', '$880k', 100, '#a8a29e'],
  ]),
  tableTitle: 'Commit deals',
  tableCols: ['Deal', 'Amount', 'Close', 'Stage', 'Last activity'],
  tableRows: [
    ['Northstar Bank', '$340,000', '28 Jun', pill('Negotiation', ''), 'Call today'],
    ['Pine & Co', '$52,000', '14 Jun', pill('Awaiting PO', 'warn'), 'Email 2d ago'],
    ['Harlow Foods', '$28,000', '21 Jun', pill('Verbal yes', 'good'), 'Meeting 1d ago'],
  ],
});

export default caseMock(
  { theme, url: 'acme.sugarcrm.com/pipeline' },
  [
    {
      frame: 'desktop',
      html: pipeline,
      describe:
        'Sales pipeline: four deal stages from qualified to closed won with deal cards and amounts, under totals for open and weighted pipeline, win rate and cycle length',
    },
    {
      frame: 'desktop',
      html: account,
      stage: '#e03e2d',
      describe:
        'Account workspace for a $340,000 bank deal: deal facts, an activity timeline of calls and emails, the buying group with roles, and a suggested next step',
    },
    {
      frame: 'desktop',
      html: forecast,
      stage: '#f5f0ee',
      describe:
        'Quarterly forecast of one rep: quota, closed, commit and best case, closed revenue against quota week by week, deals by confidence and the commit deals table',
    },
  ],
  {
    layout: 'windows',
    stage: '#fbd5cf',
    describe:
      'Two SugarCRM windows on pale red: in front, the Q2 new-business pipeline with open and weighted totals, win rate, cycle length and deal cards in four stages; behind, the Northstar Bank account workspace with its activity timeline and buying group.',
  },
);
