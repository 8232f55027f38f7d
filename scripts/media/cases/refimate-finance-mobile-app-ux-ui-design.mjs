// Refimate mocks: the savings estimate, document upload by photo, and the offer comparison.
import { listRows, phone, pill, ring, statusRows } from '../recipes.mjs';
import { caseMock } from '../caseMock.mjs';
import { mockData } from '../mockData.mjs';

const data = mockData(import.meta.url);

const estimate = phone({
  body:
    `<div class="ptitle">Your refinance estimate</div><div class="card" style="background:#b45309;color:#fff;border:0"><div class="sm" style="opacity:.85">You could save</div><div class="big">$312/mo</div><div class="sm" style="opacity:.85">$41,200 over the loan</div></div>` +
    listRows(data.estimate.listRows) +
    `<span class="btn" style="text-align:center;padding:14px">Check my real rate</span>`,
});
const docs = phone({
  activeTab: 1,
  body:
    `<div class="ptitle">Documents</div><div class="mut sm">4 of 6 done · no printing, no scanning</div>` +
    statusRows(data.docs.statusRows),
});
const camera = phone(data.camera);
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
  data.progress.listRows,
)}</div></div></div>`;

export default caseMock(data, { estimate, docs, offers, camera, progress });
