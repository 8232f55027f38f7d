// Pry mocks: the Monday cash view, the hiring plan scenario, and the burn and runway chart.
import { bars, card, lineChart, listRows, phone, pill, statusRows } from '../recipes.mjs';
import { caseMock } from '../caseMock.mjs';

const theme = { primary: '#111827', accent: '#22c55e', ink: '#111827', soft: '#e5e7eb', stage: '#d9f99d', canvas: '#fafaf9' };

const monday = phone({
  body:
    `<div class="mut sm">Monday 20 May</div><div class="ptitle">Runway: 19 months</div><div class="card" style="background:#111827;color:#fff;border:0"><div class="sm" style="opacity:.7">Cash in bank</div><div class="big">$2.41m</div><div class="sm" style="color:#86efac">+$38k last week (customer payments)</div></div>` +
    card(
      'Burn, last 6 months',
      `<div style="height:110px">${lineChart([[142, 150, 149, 161, 158, 127]], { height: 110, labels: ['D', 'J', 'F', 'M', 'A', 'M'] })}</div>`,
    ) +
    statusRows([['AWS bill up 22%', 'vs 3-month average', 'Check', 'warn']]),
});
const hiring = phone({
  activeTab: 1,
  body:
    `<div class="ptitle">Scenario: hire 3</div><div class="mut sm">Compared with your base plan</div>` +
    listRows([
      { title: 'Senior engineer', meta: 'Start Jul · $165k', value: '−$14k/mo' },
      { title: 'Product designer', meta: 'Start Aug · $120k', value: '−$10k/mo' },
      { title: 'Account executive', meta: 'Start Sep · $90k + comm.', value: '−$9k/mo' },
    ]) +
    `<div class="card"><div class="row"><span class="mut sm">Runway</span><b class="sp">19 → 15 months</b></div><div class="row"><span class="mut sm">Zero cash</span><b class="sp">Aug 2026</b></div></div><span class="btn" style="text-align:center;padding:14px">Save scenario</span>`,
});
const spend = phone({
  activeTab: 2,
  body:
    `<div class="ptitle">Where the money goes</div>` +
    bars([
      ['Payroll', '$96k', 100],
      ['Cloud', '$14k', 15, '#f59e0b'],
      ['Software', '$8k', 8],
      ['Office', '$6k', 6],
      ['Marketing', '$3k', 3],
    ]) +
    card(
      'Revenue vs burn',
      `<div style="height:120px">${lineChart(
        [
          [31, 36, 40, 45, 51, 58],
          [142, 150, 149, 161, 158, 127],
        ],
        { height: 120, colors: ['#22c55e', '#111827'] },
      )}</div>`,
    ),
});
const investors = phone({
  activeTab: 3,
  body: `<div class="ptitle">Investor update</div><div class="mut sm">Draft for May · 6 investors</div><div class="card"><b>Highlights</b><div class="sm">MRR $58k (+14%) · burn down to $127k · 19 months runway</div></div><div class="card"><b>Asks</b><div class="sm">Intros to heads of finance at Series B SaaS companies</div></div><span class="btn" style="text-align:center;padding:14px">Send update</span>`,
});
const chart = `<div class="card" style="width:600px;padding:26px;box-shadow:0 30px 70px rgba(0,0,0,.2)"><h3><span>Cash balance, base plan vs hire 3</span>${pill('15 vs 19 months', 'warn')}</h3><div style="height:300px">${lineChart(
  [
    [2.41, 2.28, 2.15, 2.02, 1.89, 1.76, 1.62, 1.49, 1.36, 1.22, 1.09, 0.95],
    [2.41, 2.27, 2.11, 1.92, 1.72, 1.51, 1.29, 1.07, 0.85, 0.62, 0.39, 0.16],
  ],
  { height: 300, colors: ['#111827', '#22c55e'], labels: ['Jun', '', 'Aug', '', 'Oct', '', 'Dec', '', 'Feb', '', 'Apr', ''] },
)}</div></div>`;

export default caseMock(
  { theme },
  [
    {
      frame: 'phone',
      html: monday + hiring + spend,
      zoom: 1.15,
      describe:
        'Three phones of the finance app: the Monday view with 19 months of runway, cash in bank and burn, a hire-three scenario that shortens runway to 15 months, and spending by category with revenue against burn',
    },
    {
      frame: 'phone',
      html: chart + hiring,
      stage: '#111827',
      describe:
        'An enlarged chart of cash balance over 12 months for the base plan against the hire-three scenario, beside the scenario phone',
    },
    {
      frame: 'phone',
      html: investors + monday,
      align: 'flex-start',
      gap: 100,
      stage: '#f5f5f4',
      describe: 'Two phones: a draft monthly investor update with highlights and asks, and the Monday cash view',
    },
  ],
  {
    layout: 'phones',
    phones: hiring + monday + spend,
    stage: '#d9f99d',
    describe:
      'Three Pry phones on lime: a hire-three scenario that shortens runway from 19 to 15 months, the Monday view with 19 months of runway, cash in bank and a six-month burn chart, and spending by category above a revenue-against-burn chart.',
  },
);
