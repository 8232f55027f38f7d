// Sisense AI assistant mocks: a question answered with a chart, the answer's sources and SQL, and the dashboard it pins to.
import { barChart, card, chat, dashboard, lineChart, pill, splitScreen, tableCard, barsCard } from '../recipes.mjs';
import { stack } from '../kit.mjs';
import { caseMock } from '../caseMock.mjs';
import { mockData } from '../mockData.mjs';

const data = mockData(import.meta.url);
const { app } = data;

const ask = splitScreen(
  { app, ...data.ask },
  '1fr 1.3fr',
  stack(chat(data.ask.chat) + `<div class="input" style="height:46px;margin-top:auto">Ask a follow-up…</div>`, 12, 'flex:1'),
  stack(
    card(
      'Q1 revenue vs target by region',
      `<div style="height:260px">${barChart([104, 92, 101, 97, 110, 106], { height: 260, highlight: 1, labels: ['West', 'North-East', 'South', 'Pacific', 'Central', 'Mountain'] })}</div>`,
      '',
      pill('Pin to dashboard'),
    ) +
      card(
        'North-East apparel, weekly ($k)',
        `<div style="height:240px">${lineChart(data.ask.weeklyRevenue, {
          height: 240,
          labels: ['W1', '', 'W3', '', 'W5', '', 'W7', '', 'W9', '', 'W11', '', 'W13'],
        })}</div>`,
      ),
  ),
);

const sources = splitScreen(
  { app, ...data.sources },
  '1.2fr 1fr',
  card(
    'Generated SQL',
    `<pre style="font:500 13px/1.6 Inter;white-space:pre-wrap;background:#1e1433;color:#e9defe;padding:14px;border-radius:8px">SELECT region,
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
    tableCard('Sources used', ['Table', 'Rows', 'Fresh'], data.sources.sourcesUsed) +
      barsCard('Confidence', data.sources.confidence) +
      card(
        'Definitions',
        '<div class="sm"><b>Revenue</b>: net of returns and discounts.<br><b>Target</b>: regional plan approved 12 Jan.</div>',
      ),
  ),
);

const dash = dashboard({ app, ...data.dash });

export default caseMock(data, { ask, sources, dash });
