// Vessel mocks: scanning a test card, the results in plain words, and the daily plan.
import { card, listRows, phone, pill, ring, statusRows } from '../recipes.mjs';
import { caseMock } from '../caseMock.mjs';
import { mockData } from '../mockData.mjs';

const data = mockData(import.meta.url);

const pad = (c) => `<div style="width:30px;height:30px;border-radius:6px;background:${c}"></div>`;

const scan = phone({
  bg: '#1f1235',
  tabs: 0,
  body: `<div class="ptitle" style="color:#fff">Scan your card</div><div class="sm" style="color:#d8b4fe">Lay it flat, 2 minutes after dipping</div><div style="flex:1;display:grid;place-items:center"><div style="width:210px;height:300px;border-radius:14px;background:#fff;padding:16px;display:grid;grid-template-columns:1fr 1fr;gap:14px;place-items:center;outline:3px solid #10b981;outline-offset:10px">${['#fde68a', '#fca5a5', '#a7f3d0', '#bfdbfe', '#fbcfe8', '#ddd6fe', '#fed7aa', '#bbf7d0'].map(pad).join('')}</div></div><div style="color:#10b981;text-align:center;font-weight:700">Card found · reading 8 pads</div>`,
});
const results = phone({
  activeTab: 1,
  body:
    `<div class="ptitle">Today’s results</div><div style="display:grid;place-items:center">${ring(74, { size: 140, color: '#7c3aed', label: '74' })}</div><div class="mut sm" style="text-align:center">Wellness score · up 6 since Monday</div>` +
    statusRows(data.results.statusRows),
});
const plan = phone({
  activeTab: 2,
  body:
    `<div class="ptitle">Your plan today</div>` +
    listRows(data.plan.listRows) +
    card('Why this plan', '<div class="sm">Your vitamin C has been low three mornings in a row; food is the simplest fix.</div>'),
});
const trends = phone({
  activeTab: 3,
  body:
    `<div class="ptitle">Trends</div>` +
    card(
      'Hydration, 14 days',
      `<div style="display:flex;gap:5px;align-items:flex-end;height:110px">${[40, 55, 48, 62, 70, 58, 44, 50, 66, 72, 68, 52, 60, 64].map((v) => `<div style="flex:1;height:${v}%;border-radius:4px;background:${v < 50 ? '#fbbf24' : '#7c3aed'}"></div>`).join('')}</div>`,
    ) +
    card('Streak', '<div class="big">12 days</div><div class="mut sm">tested every morning</div>'),
});
const readout = `<div class="card" style="width:520px;padding:28px;box-shadow:0 30px 70px rgba(0,0,0,.2)"><h3><span>Hydration · specific gravity</span>${pill('A little low', 'warn')}</h3><div style="height:22px;border-radius:11px;background:linear-gradient(90deg,#10b981,#a3e635,#fbbf24,#f97316);position:relative;margin:20px 0"><div style="position:absolute;left:62%;top:-8px;width:6px;height:38px;border-radius:3px;background:#1f1235"></div></div><div class="row sm mut"><span>Well hydrated</span><span class="sp">Dehydrated</span></div><div style="font-size:17px;margin-top:14px">Drink two more glasses before noon and test again tomorrow.</div></div>`;

export default caseMock(data, { scan, results, plan, readout, trends });
