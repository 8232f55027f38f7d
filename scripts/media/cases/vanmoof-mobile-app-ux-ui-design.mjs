// VanMoof mocks: the bike home with the unlock button, ride stats, and the theft-tracking map.
import { barChart, card, listRows, phone, pill } from '../recipes.mjs';
import { map } from '../kit.mjs';
import { caseMock } from '../caseMock.mjs';
import { mockData } from '../mockData.mjs';

const data = mockData(import.meta.url);

const bike = (w = 240, c = '#0a0a0a') =>
  `<svg width="${w}" height="${w * 0.6}" viewBox="0 0 200 120"><circle cx="45" cy="82" r="32" fill="none" stroke="${c}" stroke-width="6"/><circle cx="158" cy="82" r="32" fill="none" stroke="${c}" stroke-width="6"/><path d="M45 82 L80 30 L150 30 L158 82 M80 30 L105 82 L45 82 M150 30 L140 12 L128 12 M80 30 L74 18 L92 18" stroke="${c}" stroke-width="7" fill="none" stroke-linejoin="round" stroke-linecap="round"/><rect x="70" y="34" width="70" height="12" rx="6" fill="#00a3e0"/></svg>`;

const home = phone({
  bg: '#0a0a0a',
  body: `<div style="color:#fff"><div class="sm" style="opacity:.7">S5 · Dark grey</div><div class="ptitle">Good morning, Ines</div></div><div style="display:grid;place-items:center;margin:6px 0">${bike(240, '#fff')}</div><div class="row" style="color:#fff;gap:18px"><div><div class="big" style="font-size:34px">82%</div><div class="sm" style="opacity:.7">battery · 96 km</div></div><div class="sp">${pill('Locked', 'grey')}</div></div><div style="width:150px;height:150px;border-radius:50%;margin:8px auto;background:#00a3e0;display:grid;place-items:center;color:#fff;font:700 18px Display,Inter;box-shadow:0 0 0 10px rgba(0,163,224,.25)">Hold to unlock</div>`,
});
const ride = phone({
  activeTab: 1,
  body:
    `<div class="ptitle">This week</div><div style="display:grid;grid-template-columns:1fr 1fr;gap:10px"><div class="card"><div class="mut sm">Distance</div><div class="big" style="font-size:32px">64 km</div></div><div class="card"><div class="mut sm">CO₂ saved</div><div class="big" style="font-size:32px">9.1 kg</div></div></div>` +
    card(
      'Kilometres per day',
      `<div style="height:130px">${barChart([8, 12, 0, 14, 11, 19, 0], { height: 130, highlight: 5, labels: ['M', 'T', 'W', 'T', 'F', 'S', 'S'] })}</div>`,
    ) +
    listRows([{ title: 'Home → Studio', meta: 'Sat · 27 min · avg 21 km/h', value: '9.4 km' }]),
});
const track = phone({
  activeTab: 2,
  body: `<div class="ptitle">Find my bike</div><div style="height:300px;border-radius:16px;overflow:hidden">${map('vanmoof-track', data.track.map)}</div><div class="card"><b>Last seen 4 min ago</b><div class="mut sm">Prinsengracht 412 · 1.1 km from you</div></div><span class="btn" style="text-align:center;padding:14px;background:#ffd400;color:#0a0a0a">Report stolen</span>`,
});
const settings = phone({
  activeTab: 3,
  body:
    `<div class="ptitle">Bike settings</div>` +
    listRows([
      { title: 'Power level', meta: 'Boost up to 25 km/h', value: '3 of 4' },
      { title: 'Bell sound', meta: 'Ding-dong', value: '›' },
      { title: 'Auto-lock', meta: 'When you walk away', value: pill('On', 'good') },
      { title: 'Alarm', meta: 'Sound + push', value: pill('On', 'good') },
      { title: 'Firmware', meta: 'Up to date · 1.8.4', value: '✓' },
    ]),
});

const screen3 =
  `<div style="background:#fff;border-radius:28px;padding:34px 40px;box-shadow:0 30px 70px rgba(0,0,0,.25)">${bike(460)}<div class="row" style="margin-top:14px"><b style="font:700 26px Display,Inter">VanMoof S5</b><span class="sp">${pill('82% · 96 km', '')}</span></div></div>` +
  track;

export default caseMock(data, { ride, home, track, settings, screen3 });
