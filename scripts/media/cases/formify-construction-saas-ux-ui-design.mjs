// Formify mocks: the form builder, the site inspection on a crew phone, and the project's submissions with issues.
import { card, dashboard, phone, pill, statusRows, splitScreen } from '../recipes.mjs';
import { stack } from '../kit.mjs';
import { caseMock } from '../caseMock.mjs';
import { mockData } from '../mockData.mjs';

const data = mockData(import.meta.url);
const { app } = data;

const field = (label, kind, extra = '') =>
  `<div class="card row" style="padding:12px 14px"><span class="pill grey">${kind}</span><b>${label}</b><span class="sp mut sm">${extra}</span></div>`;

const builder = splitScreen(
  { app, ...data.builder },
  '220px 1fr 300px',
  card('Add field', stack(data.builder.addField.map((f) => `<div class="input">＋ ${f}</div>`).join(''), 8)),
  stack(data.builder.fields.map((f) => field(...f)).join(''), 8),
  card(
    'Rule',
    '<div class="sm"><b>If</b> any checkbox in “Structure” fails<br><b>then</b> raise an issue for the site manager, block the “Safe to use” tag and notify by SMS.</div><div style="margin-top:12px">' +
      pill('Offline ready', 'good') +
      '</div>',
  ),
);

const inspection = phone({
  body:
    `<div class="ptitle">Scaffold inspection</div><div class="mut sm">Riverside Block B · SC-14 · offline, will sync</div>` +
    statusRows(data.inspection.statusRows) +
    `<div class="card"><b>Photos (2)</b><div class="row" style="margin-top:8px"><div style="width:110px;height:70px;border-radius:8px;background:linear-gradient(135deg,#9ca3af,#4b5563)"></div><div style="width:110px;height:70px;border-radius:8px;background:linear-gradient(135deg,#d6d3d1,#78716c)"></div></div></div><span class="btn" style="text-align:center;padding:14px">Sign & submit</span>`,
});
const issue = phone({
  activeTab: 2,
  body: `<div class="ptitle">Issue raised</div><div class="card" style="border-color:#dc2626"><b>Guardrail below 950 mm</b><div class="mut sm">Level 3, north elevation · SC-14</div><div style="margin-top:8px">${pill('Scaffold not safe to use', 'bad')}</div></div><div class="card"><b>Assigned to</b><div class="mut sm">Dev Mistry · site manager · SMS sent 07:42</div></div><div class="card"><b>Due</b><div class="mut sm">Today 12:00 · before works resume</div></div>`,
});

const submissions = dashboard({ app, ...data.submissions });

export default caseMock(data, { builder, inspection, issue, submissions });
