// Zocdoc mocks: search filtered by insurance, a doctor's profile with open times, and the booked visit.
import { avatar, card, listRows, phone, pill, statusRows } from '../recipes.mjs';
import { map } from '../kit.mjs';
import { caseMock } from '../caseMock.mjs';

const theme = { primary: '#ff6b4a', accent: '#1c3f94', ink: '#1a1a2e', soft: '#fff0eb', stage: '#ffd9cf', canvas: '#fffaf8' };
const slots = (times) =>
  `<div class="row" style="flex-wrap:wrap;gap:6px">${times.map((t, i) => `<span class="pill" style="${i === 1 ? 'background:#ff6b4a;color:#fff' : 'background:#fff0eb;color:#b2361b'}">${t}</span>`).join('')}</div>`;

const search = phone({
  body:
    `<div class="ptitle">Dermatologists near you</div><div class="row" style="gap:6px">${pill('Aetna PPO ✓', '')}${pill('This week', 'grey')}${pill('Video', 'grey')}</div>` +
    [
      'Dr. Maya Patel, MD|4.9 · 312 reviews · 0.8 mi|Today 3:30, Tomorrow 9:00',
      'Dr. James Okoro, MD|4.8 · 201 reviews · 1.4 mi|Thu 11:15, Fri 8:45',
      'Dr. Lena Fischer, DO|4.7 · 98 reviews · 2.1 mi|Fri 2:00',
    ]
      .map((d, i) => {
        const [n, m, t] = d.split('|');
        return `<div class="card"><div class="row">${avatar(n.replace('Dr. ', ''), i)}<div><b>${n}</b><div class="mut sm">${m}</div></div></div><div class="sm" style="margin-top:6px;color:#1c3f94;font-weight:600">In network · ${t}</div></div>`;
      })
      .join(''),
});
const profile = phone({
  activeTab: 1,
  body:
    `<div class="row">${avatar('Maya Patel', 0)}<div><b style="font-size:17px">Dr. Maya Patel, MD</b><div class="mut sm">Dermatology · NYU Langone</div></div></div><div class="card"><b>Takes your insurance</b><div class="mut sm">Aetna Choice PPO · in network · est. copay $40</div></div>` +
    card('Next available', slots(['Today 3:30', 'Tomorrow 9:00', 'Tomorrow 9:30', 'Thu 1:15'])) +
    `<div style="height:120px;border-radius:14px;overflow:hidden">${map('zocdoc-office', { width: 300, height: 120, pins: [{ x: 0.5, y: 0.45, color: '#ff6b4a', label: '' }] })}</div>`,
});
const booked = phone({
  activeTab: 2,
  bg: '#1c3f94',
  body: `<div style="flex:1;display:grid;place-items:center;text-align:center;color:#fff"><div><div style="width:90px;height:90px;border-radius:50%;background:#ff6b4a;display:grid;place-items:center;font:800 44px Inter;margin:0 auto">✓</div><div class="ptitle" style="margin-top:16px">You’re booked</div><div style="opacity:.9;margin-top:6px">Dr. Maya Patel · Tomorrow 9:00<br>240 E 38th St, 14th floor</div><div style="margin-top:14px">${pill('Add to calendar', 'grey')}</div></div></div>`,
});
const intake = phone({
  activeTab: 2,
  body:
    `<div class="ptitle">Before your visit</div><div class="mut sm">2 minutes · saves 15 at the desk</div>` +
    statusRows([
      ['Insurance card', 'Photo added', 'Done', 'good'],
      ['Reason for visit', 'Mole check, left shoulder', 'Done', 'good'],
      ['Medications', 'Add or confirm none', 'To do', 'warn'],
      ['Consent forms', '2 to sign', 'To do', 'warn'],
    ]),
});
const filter = `<div class="card" style="width:480px;padding:28px;box-shadow:0 30px 70px rgba(0,0,0,.2)"><h3><span>Your insurance</span></h3><div class="input" style="height:48px;font-size:16px">Aetna</div><div style="margin-top:10px">${listRows(
  [
    { title: 'Aetna Choice POS II', meta: 'Employer plan', value: '' },
    { title: 'Aetna Choice PPO', meta: 'Selected · shows in-network doctors only', value: '✓' },
    { title: 'Aetna Medicare Advantage', meta: 'Medicare', value: '' },
  ],
)}</div></div>`;

export default caseMock(
  { theme },
  [
    {
      frame: 'phone',
      html: search + profile + booked,
      zoom: 1.15,
      describe:
        'Three phones of the doctor-finding app: dermatologists filtered by the patient’s Aetna PPO plan with ratings, distance and open times, a doctor’s profile with insurance, copay estimate and time slots, and the booking confirmation',
    },
    {
      frame: 'phone',
      html: filter + search,
      stage: '#ff6b4a',
      describe: 'An enlarged insurance picker with the Aetna Choice PPO plan selected, beside the filtered search results phone',
    },
    {
      frame: 'phone',
      html: intake + profile,
      align: 'flex-end',
      gap: 110,
      stage: '#eef2fb',
      describe:
        'Two phones: the pre-visit intake checklist (insurance card, reason, medications, consent) and the doctor’s profile with open times',
    },
  ],
  {
    layout: 'phones',
    phones: profile + search + booked,
    stage: '#ffd9cf',
    describe:
      'Three Zocdoc phones on coral: a dermatologist’s profile that takes the patient’s insurance, with her next open times, dermatologists nearby filtered by an Aetna PPO plan, and the booking confirmation.',
  },
);
