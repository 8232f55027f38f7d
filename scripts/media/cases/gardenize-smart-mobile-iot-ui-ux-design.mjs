// Gardenize mocks: the garden overview with live sensors, a plant's journal, and a watering alert with history.
import { card, lineChart, listRows, phone, pill, ring } from '../recipes.mjs';
import { caseMock } from '../caseMock.mjs';
import { mockData } from '../mockData.mjs';

const data = mockData(import.meta.url);

const leaf = (c = '#15803d') => `<span class="av" style="background:${c}">❦</span>`;

const overview = phone({
  body:
    `<div class="ptitle">My garden</div><div class="mut sm">4 beds · 3 sensors online · 18°C, light rain</div><div style="display:grid;grid-template-columns:1fr 1fr;gap:10px">${data.overview.beds
      .map(
        ([t, v, m, c]) =>
          `<div class="card"><div class="mut sm">${t}</div><div style="font:800 26px Display,Inter;color:${c}">${v}</div><div class="sm">${m}</div></div>`,
      )
      .join('')}</div>` +
    listRows([
      { title: 'Water the herb spiral', meta: 'Sensor 2 · dry since 06:00', value: pill('Today', 'bad'), lead: leaf('#dc2626') },
      { title: 'Pinch out tomato side shoots', meta: 'Journal reminder', value: pill('Sat', 'grey'), lead: leaf() },
    ]),
});
const plant = phone({
  activeTab: 1,
  body:
    `<div style="height:150px;border-radius:16px;background:radial-gradient(circle at 30% 40%,#ef4444 0 14px,transparent 15px),radial-gradient(circle at 60% 55%,#dc2626 0 18px,transparent 19px),radial-gradient(circle at 45% 75%,#f97316 0 12px,transparent 13px),linear-gradient(160deg,#86efac,#166534)"></div><div class="ptitle">Tomato ‘Sungold’</div><div class="row">${pill('Tomato bed')}${pill('Planted 2 Apr', 'grey')}</div>` +
    card(
      'Journal',
      listRows([
        { title: 'First fruit set', meta: '18 May · photo', value: '🍅', lead: leaf() },
        { title: 'Fed with seaweed', meta: '10 May', value: '', lead: leaf('#ca8a04') },
        { title: 'Moved outdoors', meta: '28 Apr', value: '', lead: leaf('#0284c7') },
      ]),
    ),
});
const alert = phone({
  activeTab: 2,
  body:
    `<div class="ptitle">Herb spiral</div><div style="display:grid;place-items:center">${ring(28, { size: 150, color: '#dc2626', label: '28%' })}</div><div class="mut sm" style="text-align:center">Soil moisture · target 45–65%</div>` +
    card(
      'Last 7 days',
      `<div style="height:120px">${lineChart([[61, 57, 52, 47, 40, 34, 28]], { height: 120, labels: ['M', 'T', 'W', 'T', 'F', 'S', 'S'] })}</div>`,
    ) +
    `<span class="btn" style="text-align:center;padding:14px">Mark as watered</span>`,
});
const sensors = phone({
  activeTab: 3,
  body:
    `<div class="ptitle">Sensors</div>` +
    listRows([
      { title: 'Sensor 1 · Tomato bed', meta: 'Battery 82% · 2 min ago', value: pill('Online', 'good') },
      { title: 'Sensor 2 · Herb spiral', meta: 'Battery 64% · 1 min ago', value: pill('Online', 'good') },
      { title: 'Sensor 3 · Greenhouse', meta: 'Battery 12% · 9 min ago', value: pill('Low battery', 'warn') },
      { title: 'Add a sensor', meta: 'Pair over Bluetooth', value: '+' },
    ]),
});
const widget = `<div class="card" style="width:520px;padding:28px;box-shadow:0 30px 70px rgba(0,0,0,.2)"><h3><span>Season so far · Tomato bed</span></h3><div style="display:grid;grid-template-columns:repeat(3,1fr);gap:16px;text-align:center"><div><div class="big" style="color:#15803d">4.2 kg</div><div class="mut sm">harvested</div></div><div><div class="big">38</div><div class="mut sm">waterings</div></div><div><div class="big" style="color:#ca8a04">−31%</div><div class="mut sm">water vs 2023</div></div></div></div>`;

export default caseMock(data, { overview, plant, alert, sensors, widget });
