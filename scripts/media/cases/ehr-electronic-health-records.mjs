// EHR mocks: the patient timeline, the charting note with orders, and the clinic's day list.
import { avatar, card, cols, lineChart, pill, record, table, screen, tableCard, barsCard, statusCard } from '../recipes.mjs';
import { timeline } from '../kit.mjs';
import { caseMock } from '../caseMock.mjs';
import { mockData } from '../mockData.mjs';

const data = mockData(import.meta.url);
const { app } = data;

const patient = `<div class="card row" style="gap:14px">${avatar('Helen Park', 3)}<div><b style="font-size:16px">Helen Park · 67 y · F</b><div class="mut sm">MRN 0048213 · Dr. Okafor · allergies: penicillin</div></div><span class="sp row">${pill('Type 2 diabetes', 'warn')}${pill('Hypertension', 'warn')}${pill('Falls risk', 'bad')}</span></div>`;

const timelineScreen = record({
  app,
  ...data.timelineScreen,
  main: patient + card('Timeline', timeline(data.timelineScreen.timeline)),
  side:
    card(
      'Blood glucose, 30 days (mmol/L)',
      `<div style="height:170px">${lineChart([[9.1, 8.7, 9.4, 8.2, 8.0, 7.8, 8.3, 7.6, 7.2, 7.5, 7.1, 6.9, 7.0, 6.8]], { height: 170 })}</div>`,
    ) +
    tableCard('Medications', ['Drug', 'Dose', 'Since'], data.timelineScreen.medications) +
    barsCard('Vitals', data.timelineScreen.vitals),
});

const note = record({
  app,
  ...data.note,
  main:
    card(
      'Assessment & plan',
      `<div style="font-size:14px;line-height:1.7"><b>S:</b> Feels steadier since the dose change. No falls since April.<br><b>O:</b> BP 132/84, HR 72, BMI 26.1. Foot exam normal.<br><b>A:</b> Type 2 diabetes, improving control. Hypertension, controlled.<br><b>P:</b> Continue metformin. Repeat HbA1c in 3 months. Physio 6 sessions.</div>`,
    ) +
    card(
      'Smart phrases',
      `<div class="row" style="flex-wrap:wrap;gap:8px">${['.dmfoot normal', '.bpcontrolled', '.fallsadvice', '.diet-review', '.followup3m'].map((p) => pill(p, 'grey')).join('')}</div>`,
    ),
  side: statusCard('Orders in this visit', data.note.ordersInThisVisit) + tableCard('Codes', ['Code', 'Description'], data.note.codes),
});

const today = screen(
  { app, ...data.today },
  card(
    'Clinic list',
    table(
      ['Time', 'Patient', 'Reason', 'Room', 'Status'],
      [
        ['08:30', 'Jamal Reed, 54', 'Chest pain follow-up', '3', pill('Done', 'good')],
        ['08:50', 'Sofia Lind, 29', 'Pregnancy 20-week scan', '1', pill('Done', 'good')],
        ['09:20', 'Helen Park, 67', 'Diabetes review', '3', pill('In room', '')],
        ['09:40', 'Oliver Grant, 8', 'Asthma action plan', '2', pill('Checked in', 'warn')],
        ['10:00', 'Priya Nair, 41', 'Migraine', '3', pill('Waiting', 'grey')],
        ['10:20', 'Tomás Ruiz, 72', 'Warfarin INR check', '1', pill('Lab pending', 'bad')],
        ['10:40', 'Ella Brooks, 35', 'Mental health check-in', 'Video', pill('Booked', 'grey')],
        ['11:00', 'Marcus Bell, 60', 'Post-op wound review', '2', pill('Booked', 'grey')],
        ['11:20', 'Grace Kim, 23', 'Travel vaccines', 'Nurse', pill('Booked', 'grey')],
      ],
    ),
    'flex:1',
  ) +
    cols(
      '1fr 1fr 1fr',
      card('Results to review', '<div class="big">7</div><div class="mut sm">2 flagged abnormal</div>') +
        card('Unsigned notes', '<div class="big">3</div><div class="mut sm">oldest from yesterday</div>') +
        card('Messages', '<div class="big">11</div><div class="mut sm">4 from patients</div>'),
    ),
);

export default caseMock(data, { timelineScreen, note, today });
