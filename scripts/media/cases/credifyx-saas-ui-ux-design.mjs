// CredifyX mocks: the application queue, a credit decision with its reasons, and the portfolio risk view.
import { bars, board, btn, card, dashboard, lineChart, pill, record, ring, search, tableCard, barsCard } from '../recipes.mjs';
import { caseMock } from '../caseMock.mjs';

const theme = { primary: '#0f766e', accent: '#f97316', ink: '#10211f', soft: '#ccf0eb', stage: '#0f766e', canvas: '#f4f7f6' };
const app = { brand: 'CredifyX', initial: 'X', nav: ['Applications', 'Decisions', 'Portfolio', 'Policies', 'Models', 'Audit log'] };

const queue = board({
  app,
  title: 'Applications · SME lending',
  actions: search('Company, ID, officer') + btn('Export', true),
  kpiItems: [
    { label: 'In review', value: '42' },
    { label: 'Median time to decision', value: '3h 10m', delta: '-61% vs Q1', good: true },
    { label: 'Approval rate', value: '68%' },
    { label: 'Amount requested', value: '€4.2m' },
  ],
  columns: [
    {
      name: 'New',
      cards: [
        { title: 'Brightside Bakery Ltd', meta: '€45,000 · working capital', tag: 'Score 712', owner: 'Ana Lopez' },
        { title: 'Nordvik Marine AS', meta: '€210,000 · equipment', tag: 'Score 655', tone: 'warn', owner: 'Tom Berg' },
        { title: 'Kite & Co Design', meta: '€18,000 · overdraft', tag: 'Score 740', tone: 'good', owner: 'Ana Lopez' },
      ],
    },
    {
      name: 'Needs documents',
      cards: [
        { title: 'Hollis Logistics', meta: 'Missing: 2023 accounts', tag: 'Waiting 2d', tone: 'warn', owner: 'Maya Chen' },
        { title: 'Verde Pharmacy', meta: 'Missing: VAT returns', tag: 'Waiting 1d', tone: 'warn', owner: 'Tom Berg' },
      ],
    },
    {
      name: 'Decision ready',
      cards: [
        { title: 'Atlas Print Works', meta: '€96,000 · refinance', tag: 'Approve', tone: 'good', owner: 'Maya Chen' },
        { title: 'Quay Street Café', meta: '€30,000 · fit-out', tag: 'Decline', tone: 'bad', owner: 'Ana Lopez' },
        { title: 'Solent Solar', meta: '€150,000 · growth', tag: 'Refer', owner: 'Tom Berg' },
      ],
    },
    {
      name: 'Decided today',
      cards: [
        { title: 'Fenwick Tools', meta: '€60,000 · approved 11:20', tag: 'Approved', tone: 'good', owner: 'Maya Chen' },
        { title: 'Oak & Iron Gym', meta: '€25,000 · declined 10:05', tag: 'Declined', tone: 'bad', owner: 'Tom Berg' },
      ],
    },
  ],
});

const decision = record({
  app,
  active: 1,
  title: 'Atlas Print Works · €96,000 refinance',
  actions: btn('Refer', true) + btn('Decline', true) + btn('Approve'),
  main:
    card(
      'Recommendation',
      `<div class="row" style="gap:24px">${ring(78, { size: 130, label: '778' })}<div><div style="font:700 24px Display,Inter">Approve at 7.9% over 48 months</div><div class="mut" style="margin-top:6px">Model v4.2 · confidence high · within policy SME-3</div><div class="row" style="margin-top:10px">${pill('Affordable', 'good')}${pill('Low concentration', 'good')}${pill('Young director', 'warn')}</div></div></div>`,
    ) +
    barsCard('Why this score', [
      ['Cash flow covers repayments 2.4x', '+64', 82, '#16a34a'],
      ['9 years trading, no arrears', '+41', 60, '#16a34a'],
      ['Revenue down 6% in 2023', '-18', 24, '#dc2626'],
      ['Sector default rate 3.1%', '-9', 14, '#dc2626'],
    ]),
  side:
    card(
      'Cash flow, last 12 months',
      `<div style="height:190px">${lineChart(
        [
          [42, 45, 41, 48, 52, 50, 55, 57, 54, 60, 63, 61],
          [30, 31, 31, 32, 33, 33, 34, 34, 35, 35, 36, 36],
        ],
        { height: 190 },
      )}</div>`,
    ) +
    tableCard(
      'Documents',
      ['File', 'Check'],
      [
        ['Accounts 2023.pdf', pill('Read', 'good')],
        ['Bank statements (12)', pill('Matched', 'good')],
        ['Director ID', pill('Verified', 'good')],
        ['Lease agreement', pill('Review', 'warn')],
      ],
    ),
});

const portfolio = dashboard({
  app,
  active: 2,
  title: 'Portfolio risk · May',
  actions: btn('Quarter', true) + btn('Download report'),
  kpiItems: [
    { label: 'Live loans', value: '1,284' },
    { label: 'Balance', value: '€86.3m' },
    { label: '30+ days past due', value: '1.8%', delta: '-0.4 pts', good: true },
    { label: 'Expected loss', value: '€1.1m', delta: '-9%', good: true },
  ],
  chartTitle: 'Arrears rate vs forecast',
  series: [
    [2.6, 2.5, 2.4, 2.5, 2.3, 2.2, 2.1, 2.0, 1.9, 1.9, 1.8, 1.8],
    [2.6, 2.6, 2.5, 2.5, 2.4, 2.4, 2.3, 2.3, 2.2, 2.2, 2.1, 2.1],
  ],
  labels: ['Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec', 'Jan', 'Feb', 'Mar', 'Apr', 'May'],
  sideTitle: 'Exposure by sector',
  side: bars([
    ['Retail', '24%', 24],
    ['Construction', '19%', 19],
    ['Hospitality', '16%', 16],
    ['Manufacturing', '14%', 14],
    ['Services', '27%', 27],
  ]),
  tableTitle: 'Watch list',
  tableCols: ['Borrower', 'Balance', 'Days past due', 'Trend', 'Officer'],
  tableRows: [
    ['Harbour Fish Co', '€74,200', '34', pill('Worsening', 'bad'), 'Tom Berg'],
    ['Linden Builders', '€188,000', '12', pill('Stable', 'grey'), 'Maya Chen'],
    ['Pixel Arcade Bar', '€22,900', '45', pill('Worsening', 'bad'), 'Ana Lopez'],
    ['Greenway Nursery', '€51,000', '8', pill('Improving', 'good'), 'Maya Chen'],
  ],
});

export default caseMock(
  { theme, url: 'app.credifyx.com/applications' },
  [
    {
      frame: 'desktop',
      html: queue,
      stage: '#0f766e',
      describe:
        'Application queue: four columns (new, needs documents, decision ready, decided today) of SME loan applications with amounts, scores and officers, above review-time and approval-rate figures',
    },
    {
      frame: 'desktop',
      html: decision,
      stage: '#134e4a',
      describe:
        'Credit decision for a €96,000 refinance: a 778 score ring with the recommendation to approve, the four reasons that raised or lowered the score, cash flow for 12 months and checked documents',
    },
    {
      frame: 'desktop',
      html: portfolio,
      stage: '#99d5cc',
      describe:
        'Portfolio risk dashboard: live loans, balance, arrears and expected loss, the arrears rate against forecast over 12 months, exposure by sector and a watch list of borrowers',
    },
  ],
  {
    layout: 'windows',
    stage: '#0f766e',
    describe:
      'Two CredifyX windows on teal: in front, the SME lending application queue with review figures above four columns of loan applications (new, needs documents, decision ready, decided today); behind, a €96,000 refinance decision with its 778 score ring, the reasons for the score and 12 months of cash flow.',
  },
);
