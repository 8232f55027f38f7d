// Healthiv mocks: the clinic homepage, the booking step, and the mobile site with a treatment page.
import { btn, card, phone, pill } from '../recipes.mjs';
import { calendar } from '../kit.mjs';
import { caseMock } from '../caseMock.mjs';
import { mockData } from '../mockData.mjs';

const data = mockData(import.meta.url);

const navBar = `<div class="row" style="padding:18px 48px;border-bottom:1px solid var(--line)"><span class="logo">H</span><b style="font:700 20px Display,Inter">Healthiv</b><span class="sp row" style="gap:28px;font-weight:500">IV therapy<span>Vitamin shots</span><span>Clinics</span><span>Prices</span>${btn('Book a visit')}</span></div>`;
const drip = `<svg width="300" height="360" viewBox="0 0 300 360"><rect x="95" y="20" width="110" height="150" rx="26" fill="#ccfbf1" stroke="#0d9488" stroke-width="6"/><rect x="108" y="80" width="84" height="78" rx="16" fill="#0d9488"/><path d="M150 170 V 250 C 150 300, 230 290, 230 340" stroke="#0d9488" stroke-width="6" fill="none"/><circle cx="150" cy="210" r="10" fill="#f43f5e"/><text x="150" y="125" text-anchor="middle" font-size="20" font-weight="800" fill="#fff">B12</text></svg>`;

const home = `<div style="flex:1;background:#fff;display:flex;flex-direction:column">${navBar}<div style="display:grid;grid-template-columns:1.2fr 1fr;gap:40px;padding:56px 48px;align-items:center;background:linear-gradient(180deg,#f0fdfa,#fff)"><div><span class="pill">Same-day visits in Austin & Dallas</span><div style="font:800 64px/1.02 Display,Inter;letter-spacing:-.03em;margin:18px 0">IV therapy, booked in two minutes.</div><div class="mut" style="font-size:18px;max-width:520px">Hydration, immunity and recovery drips given by registered nurses, at our clinics or at home.</div><div class="row" style="margin-top:26px;gap:12px">${btn('Book a visit')}${btn('See prices', true)}</div><div class="row mut sm" style="margin-top:22px;gap:18px">★ 4.9 from 2,310 reviews · HSA/FSA accepted</div></div><div style="display:grid;place-items:center">${drip}</div></div><div style="display:grid;grid-template-columns:repeat(4,1fr);gap:16px;padding:0 48px">${[
  ['Hydration', '$149 · 45 min'],
  ['Immunity boost', '$179 · 45 min'],
  ['Hangover relief', '$159 · 40 min'],
  ['NAD+ recovery', '$349 · 2 h'],
]
  .map(([t, m]) => card(t, `<div class="mut sm">${m}</div><div style="margin-top:10px" class="row">${pill('Book', '')}</div>`))
  .join('')}</div></div>`;

const booking = `<div style="flex:1;background:#fff;display:flex;flex-direction:column">${navBar}<div style="display:grid;grid-template-columns:1fr 1.6fr;gap:28px;padding:32px 48px;flex:1"><div>${card('Your visit', `<b style="font-size:18px">Immunity boost drip</b><div class="mut sm">45 min · vitamin C, zinc, B complex</div><div class="row" style="margin-top:12px">${pill('South Congress clinic')}${pill('$179')}</div>`)}<div style="height:14px"></div>${card('Step 2 of 3 · choose a time', '<div class="bar-h"><b style="width:66%"></b></div>')}<div style="height:14px"></div>${card('Before you come', '<div class="sm">Eat a light meal · bring photo ID · a nurse reviews your health form first</div>')}</div><div style="display:flex;flex-direction:column">${calendar(
  ['Thu 16', 'Fri 17', 'Sat 18', 'Sun 19'],
  data.booking.calendar,
  { hourHeight: 52 },
)}<div class="row" style="margin-top:14px">${btn('Back', true)}<span class="sp">${btn('Continue to health form')}</span></div></div></div></div>`;

const mobileHome = phone({
  tabs: 0,
  bg: '#f0fdfa',
  body: `<div class="row"><span class="logo">H</span><b>Healthiv</b><span class="sp">☰</span></div><div style="font:800 32px/1.05 Display,Inter;letter-spacing:-.02em">IV therapy, booked in two minutes.</div><div class="mut sm">Registered nurses · clinic or home</div><span class="btn" style="text-align:center;padding:14px">Book a visit</span><div style="display:grid;place-items:center;transform:scale(.6);margin:-70px 0">${drip}</div>`,
});
const mobileTreatment = phone({
  tabs: 0,
  body: `<div class="ptitle">NAD+ recovery</div><div class="row">${pill('2 hours')}${pill('$349')}</div><div class="card"><b>What it helps with</b><div class="mut sm">Energy, focus and recovery after illness or long travel.</div></div><div class="card"><b>What’s in the bag</b><div class="mut sm">NAD+ 250 mg · saline 500 ml · B12</div></div><div class="card"><b>Who it’s not for</b><div class="mut sm">Pregnancy, kidney disease: our nurse will call first.</div></div><span class="btn" style="text-align:center;padding:14px">Book NAD+ · $349</span>`,
});

export default caseMock(data, { home, booking, mobileHome, mobileTreatment });
