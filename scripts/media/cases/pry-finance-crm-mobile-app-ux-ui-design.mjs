// Pry mocks: the Monday cash view, the hiring plan scenario, and the burn and runway chart.
import { bars, card, lineChart, listRows, phone, pill, statusRows } from '../recipes.mjs';
import { caseMock } from '../caseMock.mjs';
import { mockData } from '../mockData.mjs';

const data = mockData(import.meta.url);

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
    listRows(data.hiring.listRows) +
    `<div class="card"><div class="row"><span class="mut sm">Runway</span><b class="sp">19 → 15 months</b></div><div class="row"><span class="mut sm">Zero cash</span><b class="sp">Aug 2026</b></div></div><span class="btn" style="text-align:center;padding:14px">Save scenario</span>`,
});
const spend = phone({
  activeTab: 2,
  body:
    `<div class="ptitle">Where the money goes</div>` +
    bars(data.spend.bars) +
    card(
      'Revenue vs burn',
      `<div style="height:120px">${lineChart(data.spend.revenueVsBurn, { height: 120, colors: ['#22c55e', '#111827'] })}</div>`,
    ),
});
const investors = phone(data.investors);
const chart = `<div class="card" style="width:600px;padding:26px;box-shadow:0 30px 70px rgba(0,0,0,.2)"><h3><span>Cash balance, base plan vs hire 3</span>${pill('15 vs 19 months', 'warn')}</h3><div style="height:300px">${lineChart(
  data.chart.series,
  { height: 300, colors: ['#111827', '#22c55e'], labels: ['Jun', '', 'Aug', '', 'Oct', '', 'Dec', '', 'Feb', '', 'Apr', ''] },
)}</div></div>`;

export default caseMock(data, { monday, hiring, spend, chart, investors });
