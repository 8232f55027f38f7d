// Salesforce AI scheduler mocks: the dispatcher's week with AI suggestions, the reasons behind one suggestion, and the technician's phone.
import { card, listRows, phone, pill, record, screen, tableCard, barsCard } from '../recipes.mjs';
import { calendar } from '../kit.mjs';
import { caseMock } from '../caseMock.mjs';
import { mockData } from '../mockData.mjs';

const data = mockData(import.meta.url);
const { app } = data;

const ai = { color: '#f3e8ff', edge: '#9333ea' };

const week = screen(
  { app, ...data.week },
  calendar(
    ['Mon 13', 'Tue 14', 'Wed 15', 'Thu 16', 'Fri 17'],
    [
      { day: 0, start: 8, hours: 2, title: 'Boiler service', meta: 'J. Patel · BS3 4QT' },
      { day: 0, start: 11, hours: 1.5, title: 'Heat pump survey', meta: 'J. Patel · BS6 7AA' },
      { day: 1, start: 9, hours: 3, title: 'Install: Vaillant 412', meta: 'R. Evans · BS8 1TH' },
      { day: 1, start: 13.5, hours: 1.5, title: 'Suggested: move from Thu', meta: 'saves 38 min driving', ...ai },
      { day: 2, start: 8.5, hours: 1, title: 'Gas safety check', meta: 'L. Moore · BS5' },
      { day: 2, start: 10, hours: 2, title: 'Emergency: no heating', meta: 'L. Moore · priority P1', color: '#fee2e2', edge: '#dc2626' },
      { day: 2, start: 14, hours: 2, title: 'Suggested: pair with L. Moore', meta: 'first-time fix 92%', ...ai },
      { day: 3, start: 9, hours: 2, title: 'Radiator flush', meta: 'R. Evans · BS4' },
      { day: 3, start: 12, hours: 3, title: 'Install: Worcester 8000', meta: 'J. Patel · BS9' },
      { day: 4, start: 8, hours: 1.5, title: 'Annual service', meta: 'L. Moore · BS7' },
      { day: 4, start: 10.5, hours: 2, title: 'Suggested: fill gap', meta: '3 jobs waiting nearby', ...ai },
      { day: 4, start: 14, hours: 2, title: 'Warranty repair', meta: 'R. Evans · BS1' },
    ],
  ),
);

const why = record({
  app,
  ...data.why,
  main:
    card(
      'Suggestion',
      '<div style="font:700 22px Display,Inter">Move “Boiler repair, Clifton” from Thu 16 to Tue 14 at 13:30 with R. Evans</div><div class="row" style="margin-top:10px">' +
        pill('-38 min driving', 'good') +
        pill('SLA met', 'good') +
        pill('Customer prefers afternoons', '') +
        '</div>',
    ) + barsCard('What the model weighed', data.why.whatTheModelWeighed),
  side:
    tableCard('Alternatives', ['Slot', 'Technician', 'Driving', 'Score'], data.why.alternatives) +
    card(
      'Accepted suggestions this month',
      '<div class="big">212</div><div class="mut sm">of 268 shown (79%) · 61 hours of driving saved</div>',
    ),
});

const techDay = phone({
  body:
    `<div class="ptitle">Tuesday, Rhys</div><div class="mut sm">4 jobs · 62 miles · first at 09:00</div>` +
    listRows([
      { title: '09:00 Install Vaillant 412', meta: '14 Royal York Cres, BS8', value: pill('Now', '') },
      { title: '13:30 Boiler repair', meta: 'Moved by dispatcher · Clifton', value: pill('New', 'warn') },
      { title: '15:30 Warranty visit', meta: 'Hotwells, BS1', value: '' },
      { title: '17:00 Van restock', meta: 'Depot, Avonmouth', value: '' },
    ]),
});
const techJob = phone({
  activeTab: 1,
  body:
    `<div class="ptitle">Boiler repair</div><div class="card"><b>Mrs. A. Hughes</b><div class="mut sm">Fault code F28 · no ignition · customer home after 13:00</div></div>` +
    `<div class="card"><b>Parts in your van</b><div class="mut sm">Ignition electrode ×2 · gas valve ×1</div></div><div class="card"><b>Checklist</b><div class="sm">☑ Flue check<br>☑ Pressure test<br>☐ Photo of data plate</div></div><span class="btn" style="text-align:center;padding:14px">Start travel</span>`,
});

export default caseMock(data, { week, why, techDay, techJob });
