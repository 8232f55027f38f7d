// Sisense AI assistant mocks: a question answered with a chart, the answer's sources and SQL, and the dashboard it pins to.
import { barChart, bars, btn, card, chat, dashboard, lineChart, pill, splitScreen, tableCard, barsCard } from '../recipes.mjs';
import { stack } from '../kit.mjs';
import { caseMock } from '../caseMock.mjs';

const theme = { primary: '#7c3aed', accent: '#06b6d4', ink: '#1e1433', soft: '#ede4fe', stage: '#d9c8fb', canvas: '#f8f6fc' };
const app = { brand: 'Sisense', initial: 'S', nav: ['Ask', 'Dashboards', 'Data models', 'Pulse alerts', 'Shared', 'Admin'] };

const ask = splitScreen(
  { app, title: 'Ask your data', actions: pill('Model: Retail sales 2024') + btn('New chat', true) },
  '1fr 1.3fr',
  stack(
    chat([
      { me: true, text: 'Which regions missed their Q1 revenue target, and by how much?' },
      {
        text: 'Two of six regions missed: North-East by $412k (-8.3%) and Pacific by $126k (-2.9%). North-East’s gap is mostly in-store apparel after the February store closures.',
      },
      { me: true, text: 'Show apparel in North-East week by week against last year.' },
      { text: 'Here it is: the gap opens in week 6 and narrows from week 10 as online orders rise.' },
    ]) + `<div class="input" style="height:46px;margin-top:auto">Ask a follow-up…</div>`,
    12,
    'flex:1',
  ),
  stack(
    card(
      'Q1 revenue vs target by region',
      `<div style="height:260px">${barChart([104, 92, 101, 97, 110, 106], { height: 260, highlight: 1, labels: ['West', 'North-East', 'South', 'Pacific', 'Central', 'Mountain'] })}</div>`,
      '',
      pill('Pin to dashboard'),
    ) +
      card(
        'North-East apparel, weekly ($k)',
        `<div style="height:240px">${lineChart(
          [
            [310, 305, 298, 301, 280, 241, 236, 240, 251, 266, 279, 288, 294],
            [300, 302, 304, 299, 303, 305, 301, 306, 308, 307, 309, 311, 312],
          ],
          { height: 240, labels: ['W1', '', 'W3', '', 'W5', '', 'W7', '', 'W9', '', 'W11', '', 'W13'] },
        )}</div>`,
      ),
  ),
);

const sources = splitScreen(
  { app, title: 'How this answer was built', actions: btn('Copy SQL', true) + btn('Open in notebook') },
  '1.2fr 1fr',
  card(
    'Generated SQL',
    `<pre style="font:13px/1.6 monospace;white-space:pre-wrap;background:#1e1433;color:#e9defe;padding:14px;border-radius:8px">SELECT region,
       SUM(revenue)            AS revenue,
       SUM(target)             AS target,
       SUM(revenue) - SUM(target) AS gap
FROM   sales_fact f
JOIN   dim_store s ON s.store_id = f.store_id
WHERE  f.date BETWEEN '2024-01-01' AND '2024-03-31'
GROUP  BY region
HAVING SUM(revenue) &lt; SUM(target)
ORDER  BY gap;</pre>`,
  ),
  stack(
    tableCard(
      'Sources used',
      ['Table', 'Rows', 'Fresh'],
      [
        ['sales_fact', '18.2M', pill('2h ago', 'good')],
        ['dim_store', '642', pill('1d ago', 'good')],
        ['targets_2024', '72', pill('Manual', 'warn')],
      ],
    ) +
      barsCard('Confidence', [
        ['Matched fields', '6 / 6', 100],
        ['Question understood', 'High', 88],
        ['Data coverage', '97%', 97],
      ]) +
      card(
        'Definitions',
        '<div class="sm"><b>Revenue</b>: net of returns and discounts.<br><b>Target</b>: regional plan approved 12 Jan.</div>',
      ),
  ),
);

const dash = dashboard({
  app,
  active: 1,
  title: 'Retail performance · Q1',
  actions: btn('Ask about this dashboard'),
  kpiItems: [
    { label: 'Revenue', value: '$48.6m', delta: '+4.1%' },
    { label: 'Gross margin', value: '41.2%', delta: '+0.8 pts' },
    { label: 'Orders', value: '612k', delta: '+6.5%' },
    { label: 'Return rate', value: '9.4%', delta: '-1.1 pts', good: true },
  ],
  chartTitle: 'Revenue, online vs in-store ($m)',
  series: [
    [3.1, 3.3, 3.6, 3.8, 3.7, 4.0, 4.3, 4.4, 4.6, 4.9, 5.1, 5.4],
    [9.8, 9.6, 9.9, 9.2, 8.7, 8.9, 9.1, 9.0, 9.3, 9.4, 9.6, 9.7],
  ],
  labels: ['W1', 'W2', 'W3', 'W4', 'W5', 'W6', 'W7', 'W8', 'W9', 'W10', 'W11', 'W12'],
  sideTitle: 'Pinned answer: regions under target',
  side: bars([
    ['North-East', '-$412k', 83, '#dc2626'],
    ['Pacific', '-$126k', 29, '#f97316'],
  ]),
  tableTitle: 'Top categories',
  tableCols: ['Category', 'Revenue', 'vs LY', 'Margin', 'Trend'],
  tableRows: [
    ['Footwear', '$9.8m', '+7.2%', '44%', pill('Up', 'good')],
    ['Apparel', '$14.1m', '-2.4%', '39%', pill('Down', 'bad')],
    ['Home', '$6.3m', '+3.0%', '36%', pill('Flat', 'grey')],
  ],
});

export default caseMock(
  { theme, url: 'analytics.sisense.com/ask' },
  [
    {
      frame: 'desktop',
      html: ask,
      describe:
        'AI assistant conversation: a question about regions missing their Q1 target answered in text, with a bar chart of revenue by region (North-East highlighted) and a weekly apparel line chart against last year',
    },
    {
      frame: 'desktop',
      html: sources,
      stage: '#7c3aed',
      describe:
        'How an answer was built: the generated SQL query, the tables it used with row counts and freshness, confidence bars and the metric definitions',
    },
    {
      frame: 'desktop',
      html: dash,
      stage: '#f1ecfb',
      describe:
        'Retail dashboard with revenue, margin, orders and return rate, online against in-store revenue by week, a pinned assistant answer listing regions under target and top categories',
    },
  ],
  {
    layout: 'crop',
    x: -230,
    y: 70,
    stage: '#d9c8fb',
    describe:
      'Close crop of the Sisense assistant: a chat asking which regions missed their Q1 revenue target, answered in text, beside a bar chart of revenue against target by region with North-East highlighted and a weekly line chart of North-East apparel against last year.',
  },
);
