// Zocdoc mocks: search filtered by insurance, a doctor's profile with open times, and the booked visit.
import { avatar, card, listRows, phone, pill, statusRows } from '../recipes.mjs';
import { map } from '../kit.mjs';
import { caseMock } from '../caseMock.mjs';
import { mockData } from '../mockData.mjs';

const data = mockData(import.meta.url);

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
    statusRows(data.intake.statusRows),
});
const filter = `<div class="card" style="width:480px;padding:28px;box-shadow:0 30px 70px rgba(0,0,0,.2)"><h3><span>Your insurance</span></h3><div class="input" style="height:48px;font-size:16px">Aetna</div><div style="margin-top:10px">${listRows(
  data.filter.listRows,
)}</div></div>`;

export default caseMock(data, { search, profile, booked, filter, intake });
