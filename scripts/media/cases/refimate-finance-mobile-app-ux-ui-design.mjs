// Refimate mocks: the savings estimate, document upload by photo, and the offer comparison.
import { listRows, phone, pill, ring, statusRows } from '../recipes.mjs';
import { caseMock } from '../caseMock.mjs';

const theme = { primary: '#b45309', accent: '#0f766e', ink: '#25160a', soft: '#fef3c7', stage: '#fcd9a8', canvas: '#fffbf5' };

const estimate = phone({
  body:
    `<div class="ptitle">Your refinance estimate</div><div class="card" style="background:#b45309;color:#fff;border:0"><div class="sm" style="opacity:.85">You could save</div><div class="big">$312/mo</div><div class="sm" style="opacity:.85">$41,200 over the loan</div></div>` +
    listRows([
      { title: 'Current rate', meta: '30-year fixed · 7.125%', value: '$2,486' },
      { title: 'New rate', meta: '30-year fixed · 6.250%', value: '$2,174' },
      { title: 'Closing costs', meta: 'Paid back in 19 months', value: '$5,870' },
    ]) +
    `<span class="btn" style="text-align:center;padding:14px">Check my real rate</span>`,
});
const docs = phone({
  activeTab: 1,
  body:
    `<div class="ptitle">Documents</div><div class="mut sm">4 of 6 done · no printing, no scanning</div>` +
    statusRows([
      ['Pay stubs (2)', 'Photographed · read automatically', 'Done', 'good'],
      ['W-2 2023', 'Imported from payroll', 'Done', 'good'],
      ['Bank statements', 'Connected Chase', 'Done', 'good'],
      ['Homeowner’s insurance', 'Take a photo', 'To do', 'warn'],
      ['Photo ID', 'Front and back', 'To do', 'warn'],
    ]),
});
const camera = phone({
  activeTab: 1,
  bg: '#111',
  tabs: 0,
  body: `<div style="color:#fff" class="ptitle">Insurance declaration</div><div style="flex:1;border:3px dashed #fbbf24;border-radius:18px;margin:10px 0;display:grid;place-items:center;background:#2a2a2a"><div style="width:75%;height:70%;background:#f5f5f4;border-radius:6px;padding:14px;font-size:10px;color:#555;line-height:1.8">HOMEOWNERS POLICY<br>Policy no. HO-55812-TX<br>Dwelling: $412,000<br>Effective 03/01/2024<br>━━━━━━━━━━<br>━━━━━━━<br>━━━━━━━━━</div></div><div style="color:#fbbf24;text-align:center" class="sm">Edges found · hold still</div><div style="width:70px;height:70px;border-radius:50%;background:#fff;border:6px solid #555;margin:6px auto"></div>`,
});
const offers = phone({
  activeTab: 2,
  body:
    `<div class="ptitle">3 offers</div>` +
    [
      ['Harbor Lending', '6.250%', '$2,174', '$5,870', 'Best overall', 'good'],
      ['Union Federal', '6.125%', '$2,148', '$8,940', 'Lowest rate', ''],
      ['Crest Mortgage', '6.375%', '$2,201', '$3,120', 'Lowest cost', 'grey'],
    ]
      .map(
        ([n, r, m, c, tag, tone]) =>
          `<div class="card"><div class="row"><b>${n}</b><span class="sp">${pill(tag, tone)}</span></div><div class="row sm" style="margin-top:6px"><span>${r}</span><span class="sp"><b>${m}</b>/mo</span></div><div class="mut sm">Closing costs ${c}</div></div>`,
      )
      .join(''),
});
const progress = `<div class="card" style="width:520px;padding:28px;box-shadow:0 30px 70px rgba(0,0,0,.2)"><h3><span>Application progress</span>${pill('Day 6 of ~21', '')}</h3><div class="row" style="gap:26px">${ring(66, { size: 150, color: '#b45309', label: '4 / 6' })}<div style="flex:1">${listRows(
  [
    { title: 'Rate locked', meta: '6.250% until 14 Jun', value: '✓' },
    { title: 'Appraisal', meta: 'Booked Thu 10:00', value: '…' },
  ],
)}</div></div></div>`;

export default caseMock(
  { theme },
  [
    {
      frame: 'phone',
      html: estimate + docs + offers,
      zoom: 1.15,
      describe:
        'Three phones of the refinancing app: an estimate saving $312 a month with current and new rates and closing costs, the document checklist with four of six done, and three lender offers compared by rate, payment and closing costs',
    },
    {
      frame: 'phone',
      html: camera + docs,
      align: 'flex-start',
      gap: 110,
      stage: '#b45309',
      describe: 'Two phones: the camera capturing a homeowner’s insurance declaration with its edges found, and the document checklist',
    },
    {
      frame: 'phone',
      html: progress + offers,
      stage: '#fff7ed',
      describe: 'An enlarged application progress card (4 of 6 steps, rate locked, appraisal booked) beside the offer comparison phone',
    },
  ],
  {
    layout: 'phones',
    phones: docs + estimate + offers,
    stage: '#fcd9a8',
    describe:
      'Three Refimate phones on amber: the document checklist with four of six done, a refinance estimate saving $312 a month with the current rate, the new rate and closing costs, and three lender offers compared side by side.',
  },
);
