// Katana ERP mocks: the brand system sheet, the trial onboarding, and the manufacturing orders screen.
import { board, card, pill, splitScreen, tableCard, barsCard } from '../recipes.mjs';
import { stack } from '../kit.mjs';
import { caseMock } from '../caseMock.mjs';
import { mockData } from '../mockData.mjs';

const data = mockData(import.meta.url);
const { app } = data;

const katanaMark = (size, color = '#111827') =>
  `<svg width="${size}" height="${size}" viewBox="0 0 100 100"><path d="M18 82 L58 18 L72 18 L40 70 L86 70 L80 82 Z" fill="${color}"/><circle cx="74" cy="36" r="8" fill="#facc15"/></svg>`;

const brand = `<div style="flex:1;display:grid;grid-template-columns:1.1fr 1fr 1fr;grid-template-rows:1fr 1fr;gap:18px;padding:26px;background:#f3f4f6">
<div class="card" style="grid-row:span 2;display:flex;flex-direction:column;justify-content:space-between;background:#111827;color:#fff"><div class="row">${katanaMark(70, '#fff')}<span style="font:800 58px Display,Inter;letter-spacing:-.04em">katana</span></div><div><div class="mut sm" style="color:#9ca3af">Brand system v1.0</div><div style="font:700 30px/1.1 Display,Inter">Manufacturing ERP that makes sense on the shop floor.</div></div><div class="row" style="gap:14px">${katanaMark(46, '#facc15')}${katanaMark(46, '#818cf8')}${katanaMark(46, '#fff')}</div></div>
<div class="card"><h3><span>Colour</span></h3><div style="display:grid;grid-template-columns:repeat(3,1fr);gap:8px">${[
  ['#4f46e5', 'Indigo 600'],
  ['#111827', 'Ink'],
  ['#facc15', 'Spark'],
  ['#e0e7ff', 'Indigo 100'],
  ['#f3f4f6', 'Mist'],
  ['#16a34a', 'Go'],
]
  .map(
    ([c, n]) =>
      `<div><div style="height:70px;border-radius:10px;background:${c};border:1px solid #e5e7eb"></div><div class="sm"><b>${n}</b><div class="mut">${c}</div></div></div>`,
  )
  .join('')}</div></div>
<div class="card"><h3><span>Type</span></h3><div style="font:800 64px/1 Display,Inter;letter-spacing:-.03em">Aa</div><div style="font:700 22px Display,Inter">Bricolage Grotesque</div><div class="mut">Headlines, numbers</div><div style="font:600 40px/1.1 Inter;margin-top:10px">Aa</div><div style="font:600 18px Inter">Inter</div><div class="mut">Interface, body</div></div>
<div class="card"><h3><span>Icons</span></h3><div style="display:grid;grid-template-columns:repeat(4,1fr);gap:12px">${Array.from({ length: 8 }, (_, i) => `<div style="aspect-ratio:1;border-radius:12px;background:#eef2ff;display:grid;place-items:center"><svg width="34" height="34" viewBox="0 0 24 24" fill="none" stroke="#4f46e5" stroke-width="1.75">${['<rect x="3" y="7" width="18" height="13" rx="2"/><path d="M8 7V4h8v3"/>', '<circle cx="12" cy="12" r="8"/><path d="M12 8v4l3 2"/>', '<path d="M3 20h18M6 20V9l6-5 6 5v11"/>', '<path d="M4 6h16M4 12h16M4 18h10"/>', '<circle cx="12" cy="12" r="3"/><path d="M12 2v4M12 18v4M2 12h4M18 12h4"/>', '<path d="M4 19l6-6 4 4 6-8"/>', '<rect x="4" y="4" width="16" height="16" rx="3"/><path d="M9 12l2 2 4-4"/>', '<path d="M12 3l9 5-9 5-9-5 9-5zM3 13l9 5 9-5"/>'][i]}</svg></div>`).join('')}</div></div>
<div class="card" style="background:#4f46e5;color:#fff"><h3><span style="color:#c7d2fe">Business card</span></h3><div style="background:#fff;color:#111827;border-radius:10px;padding:16px;height:150px;display:flex;flex-direction:column;justify-content:space-between"><div class="row">${katanaMark(30)}<b>katana</b></div><div><b>Liis Tamm</b><div class="mut sm">Head of Product · liis@katanamrp.com</div></div></div></div></div>`;

const step = ([t, m, s, tone], i) =>
  `<div class="row card" style="padding:12px"><span class="av" style="background:${tone === 'good' ? '#16a34a' : '#4f46e5'}">${i + 1}</span><div><b>${t}</b><div class="mut sm">${m}</div></div><span class="sp">${pill(s, tone)}</span></div>`;

const trial = splitScreen(
  { app, ...data.trial },
  '1fr 1.2fr',
  card('Get to your first make order', stack(data.trial.firstMakeOrder.map(step).join(''), 10)),
  stack(
    tableCard('Recipe: Amber & Cedar 220 g', ['Material', 'Per candle', 'In stock', 'Cost'], data.trial.recipeAmberCedar220G) +
      barsCard('Cost and margin', data.trial.costAndMargin),
  ),
);

const orders = board({ app, ...data.orders });

const screen1 = `<div class="app">${brand}</div>`;

export default caseMock(data, { screen1, trial, orders });
