// Keyo mocks: palm enrolment, a palm payment at a terminal, and the wallet with trusted places.
import { listRows, phone, pill } from '../recipes.mjs';
import { caseMock } from '../caseMock.mjs';
import { mockData } from '../mockData.mjs';

const data = mockData(import.meta.url);

const palm = (size = 200, color = '#22d3ee') =>
  `<svg width="${size}" height="${size * 1.15}" viewBox="0 0 100 115"><path d="M30 110 C 18 90, 14 70, 16 55 L 16 32 C 16 26, 25 26, 25 32 L 25 52 L 27 18 C 27 11, 37 11, 37 18 L 37 50 L 40 12 C 40 5, 50 5, 50 12 L 50 50 L 54 18 C 54 11, 64 11, 64 18 L 62 56 L 72 44 C 77 38, 86 43, 81 50 L 68 74 C 62 88, 60 100, 62 110 Z" fill="none" stroke="${color}" stroke-width="3"/><path d="M30 70 C 42 62, 52 66, 60 60 M28 82 C 40 76, 50 80, 58 74" stroke="${color}" stroke-width="1.6" fill="none" opacity=".7"/></svg>`;

const enrol = phone({
  bg: '#0e0b2a',
  tabs: 0,
  body: `<div class="ptitle" style="color:#fff">Enrol your palm</div><div style="color:#a5b4fc" class="sm">Hold your right hand 10 cm above the scanner</div><div style="flex:1;display:grid;place-items:center;position:relative">${palm(190)}<div style="position:absolute;left:20px;right:20px;top:48%;height:3px;background:#22d3ee;box-shadow:0 0 18px #22d3ee"></div></div><div class="bar-h" style="background:#312e81"><b style="width:72%;background:#22d3ee"></b></div><div style="color:#fff" class="sm">Scan 2 of 3 · keep still</div>`,
});
const paid = phone({
  bg: '#4338ca',
  tabs: 0,
  body: `<div style="flex:1;display:grid;place-items:center;text-align:center;color:#fff"><div>${palm(110, '#fff')}<div class="ptitle" style="margin-top:10px">Paid with your palm</div><div class="big" style="margin-top:8px">$6.40</div><div style="opacity:.85">Blue Door Coffee · 08:14<br>Visa ···· 4242</div></div></div>`,
});
const wallet = phone({
  activeTab: 1,
  body:
    `<div class="ptitle">Keyo wallet</div><div class="card" style="background:linear-gradient(135deg,#4338ca,#0e0b2a);color:#fff;border:0;height:130px;display:flex;flex-direction:column;justify-content:space-between"><b>Visa debit</b><div>···· 4242<div class="sm" style="opacity:.8">Linked to your palm</div></div></div>` +
    listRows(data.wallet.listRows),
});
const privacy = phone({
  activeTab: 3,
  body:
    `<div class="ptitle">Privacy</div><div class="card"><b>Your palm is stored as a code, not an image</b><div class="mut sm">It can’t be turned back into a picture of your hand.</div></div>` +
    listRows([
      { title: 'Trusted places', meta: '3 places can identify you', value: '›' },
      { title: 'Pause my palm', meta: 'Stop all scans instantly', value: pill('Off', 'grey') },
      { title: 'Delete my palm data', meta: 'Removed within 24 hours', value: '›' },
    ]),
});
const terminal = `<div style="width:380px;height:520px;border-radius:40px;background:#e5e7eb;padding:24px;box-shadow:0 30px 70px rgba(0,0,0,.35);display:flex;flex-direction:column;gap:16px"><div style="flex:1;border-radius:20px;background:#0e0b2a;display:grid;place-items:center;color:#fff;text-align:center"><div>${palm(120)}<div style="font:700 22px Display,Inter;margin-top:10px">Hover to pay</div><div style="color:#a5b4fc">$6.40 · Blue Door Coffee</div></div></div><div style="height:70px;border-radius:18px;background:#111827;box-shadow:inset 0 0 24px #22d3ee"></div></div>`;

export default caseMock(data, { enrol, paid, wallet, terminal, privacy });
