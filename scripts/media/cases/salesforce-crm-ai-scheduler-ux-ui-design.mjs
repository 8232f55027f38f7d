// Salesforce AI scheduler mocks: the dispatcher's week with AI suggestions, the reasons behind one suggestion, and the technician's phone.
import { btn, card, listRows, phone, pill, record, screen, tableCard, barsCard } from '../recipes.mjs';
import { calendar } from '../kit.mjs';
import { caseMock } from '../caseMock.mjs';

const theme = { primary: '#0176d3', accent: '#9333ea', ink: '#032d60', soft: '#d8ebfb', stage: '#b9dbf7', canvas: '#f3f6fa' };
const app = {
  brand: 'Field Service',
  initial: 'SF',
  nav: ['Schedule', 'Work orders', 'Technicians', 'Territories', 'AI suggestions', 'Reports'],
};
const ai = { color: '#f3e8ff', edge: '#9333ea' };

const week = screen(
  { app, title: 'Schedule · Bristol territory · 13–17 May', actions: pill('AI: 4 suggestions') + btn('Day', true) + btn('Apply all') },
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
  active: 4,
  title: 'Why move WO-44182 to Tuesday 13:30?',
  actions: btn('Reject', true) + btn('Accept suggestion'),
  split: '1.2fr 1fr',
  main:
    card(
      'Suggestion',
      '<div style="font:700 22px Display,Inter">Move “Boiler repair, Clifton” from Thu 16 to Tue 14 at 13:30 with R. Evans</div><div class="row" style="margin-top:10px">' +
        pill('-38 min driving', 'good') +
        pill('SLA met', 'good') +
        pill('Customer prefers afternoons', '') +
        '</div>',
    ) +
    barsCard('What the model weighed', [
      ['Travel: R. Evans is 1.2 mi away after his 09:00 install', '+0.41', 82, '#16a34a'],
      ['Skills: Vaillant certified, part in van stock', '+0.27', 54, '#16a34a'],
      ['Customer: 2 of 3 past visits booked after 13:00', '+0.12', 24, '#16a34a'],
      ['Workload: 7.5 h booked that day', '-0.08', 16, '#dc2626'],
    ]),
  side:
    tableCard(
      'Alternatives',
      ['Slot', 'Technician', 'Driving', 'Score'],
      [
        ['Tue 13:30', 'R. Evans', '14 min', '0.86'],
        ['Wed 15:00', 'L. Moore', '31 min', '0.71'],
        ['Thu 10:00', 'J. Patel', '52 min', '0.58'],
      ],
    ) +
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

export default caseMock(
  { theme, url: 'bristol.my.salesforce.com/field-service/schedule' },
  [
    {
      frame: 'desktop',
      html: week,
      describe:
        'Dispatcher’s week for three heating technicians: booked jobs, one emergency and three purple AI suggestions (move a job, pair technicians, fill a gap) on a Monday-to-Friday calendar',
    },
    {
      frame: 'desktop',
      html: why,
      stage: '#0176d3',
      describe:
        'The reasons behind one AI suggestion: the proposed move, the weighted factors (travel, skills, customer preference, workload), alternative slots with scores and the month’s acceptance rate',
    },
    {
      frame: 'phone',
      html: techDay + techJob,
      previewPhone: techDay,
      stage: '#ddeefc',
      describe:
        'Technician app on two phones: Tuesday’s four jobs with the newly moved repair, and the job card with fault code, parts in the van and a checklist',
    },
  ],
  {
    layout: 'desktop-phone',
    mirror: true,
    stage: '#0176d3',
    describe:
      'The technician app on a phone, listing four jobs for Tuesday, in front of the Salesforce Field Service week calendar for the Bristol territory, where purple AI suggestions sit among the booked jobs and one red emergency, on blue.',
  },
);
