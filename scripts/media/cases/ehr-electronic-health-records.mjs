// EHR mocks: the patient timeline, the charting note with orders, and the clinic's day list.
import { avatar, btn, card, cols, lineChart, pill, record, search, table, screen, tableCard, barsCard, statusCard } from '../recipes.mjs';
import { timeline } from '../kit.mjs';
import { caseMock } from '../caseMock.mjs';

const theme = { primary: '#0e7490', accent: '#e11d48', ink: '#0b1f29', soft: '#cff1f8', stage: '#a5dbe8', canvas: '#f3f8fa' };
const app = { brand: 'Northwell EHR', initial: 'N', nav: ['Today', 'Patients', 'Chart', 'Orders', 'Results', 'Messages', 'Billing'] };
const patient = `<div class="card row" style="gap:14px">${avatar('Helen Park', 3)}<div><b style="font-size:16px">Helen Park · 67 y · F</b><div class="mut sm">MRN 0048213 · Dr. Okafor · allergies: penicillin</div></div><span class="sp row">${pill('Type 2 diabetes', 'warn')}${pill('Hypertension', 'warn')}${pill('Falls risk', 'bad')}</span></div>`;

const timelineScreen = record({
  app,
  active: 2,
  title: 'Patient timeline',
  actions: search('Search this chart') + btn('New note'),
  split: '1.4fr 1fr',
  main:
    patient +
    card(
      'Timeline',
      timeline([
        {
          title: 'Endocrinology follow-up',
          when: 'Today 09:20',
          text: 'HbA1c 7.4% (down from 8.1%). Metformin continued, diet plan reviewed.',
          tags: [
            ['Visit', ''],
            ['Signed', 'good'],
          ],
        },
        {
          title: 'Lab results: HbA1c, lipid panel',
          when: '12 May',
          text: 'LDL 2.9 mmol/L, flagged for GP review.',
          tags: [
            ['Lab', 'grey'],
            ['1 abnormal', 'bad'],
          ],
          color: '#e11d48',
        },
        {
          title: 'Telehealth call',
          when: '28 Apr',
          text: 'Dizziness on standing; amlodipine dose reduced to 5 mg.',
          tags: [['Call', 'grey']],
        },
        {
          title: 'Emergency visit: fall at home',
          when: '2 Apr',
          text: 'Wrist X-ray clear, physiotherapy referral made.',
          tags: [
            ['ED', 'bad'],
            ['Referral', ''],
          ],
          color: '#f59e0b',
        },
      ]),
    ),
  side:
    card(
      'Blood glucose, 30 days (mmol/L)',
      `<div style="height:170px">${lineChart([[9.1, 8.7, 9.4, 8.2, 8.0, 7.8, 8.3, 7.6, 7.2, 7.5, 7.1, 6.9, 7.0, 6.8]], { height: 170 })}</div>`,
    ) +
    tableCard(
      'Medications',
      ['Drug', 'Dose', 'Since'],
      [
        ['Metformin', '1000 mg twice daily', '2019'],
        ['Amlodipine', '5 mg daily', 'Apr'],
        ['Atorvastatin', '20 mg nightly', '2021'],
      ],
    ) +
    barsCard('Vitals', [
      ['Blood pressure', '132/84', 66],
      ['Weight', '71.2 kg', 55],
      ['eGFR', '68', 68],
    ]),
});

const note = record({
  app,
  active: 3,
  title: 'Visit note · Helen Park',
  actions: btn('Save draft', true) + btn('Sign & close'),
  main:
    card(
      'Assessment & plan',
      `<div style="font-size:14px;line-height:1.7"><b>S:</b> Feels steadier since the dose change. No falls since April.<br><b>O:</b> BP 132/84, HR 72, BMI 26.1. Foot exam normal.<br><b>A:</b> Type 2 diabetes, improving control. Hypertension, controlled.<br><b>P:</b> Continue metformin. Repeat HbA1c in 3 months. Physio 6 sessions.</div>`,
    ) +
    card(
      'Smart phrases',
      `<div class="row" style="flex-wrap:wrap;gap:8px">${['.dmfoot normal', '.bpcontrolled', '.fallsadvice', '.diet-review', '.followup3m'].map((p) => pill(p, 'grey')).join('')}</div>`,
    ),
  side:
    statusCard('Orders in this visit', [
      ['HbA1c', 'Lab · due 14 Aug', 'Queued'],
      ['Physiotherapy × 6', 'Referral · Westside Physio', 'Sent', 'good'],
      ['Retinal screening', 'Imaging · annual', 'Needs consent', 'warn'],
    ]) +
    tableCard(
      'Codes',
      ['Code', 'Description'],
      [
        ['E11.9', 'Type 2 diabetes without complications'],
        ['I10', 'Essential hypertension'],
        ['Z91.81', 'History of falling'],
      ],
    ),
});

const today = screen(
  { app, title: 'Today · Dr. Okafor · 16 patients', actions: btn('Week', true) + btn('Add walk-in') },
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

export default caseMock(
  { theme, url: 'ehr.northwell-clinic.org/chart/0048213' },
  [
    {
      frame: 'desktop',
      html: timelineScreen,
      describe:
        'Patient timeline of a 67-year-old with diabetes: visits, lab results, a telehealth call and an emergency visit in date order, beside a 30-day glucose chart, medications and vitals',
    },
    {
      frame: 'desktop',
      html: note,
      stage: '#0e7490',
      describe:
        'Visit note in SOAP format with smart phrases, the orders placed in the visit (HbA1c, physiotherapy, retinal screening) and the diagnosis codes',
    },
    {
      frame: 'desktop',
      html: today,
      stage: '#e0f2f6',
      describe:
        'A clinician’s day list: 9 appointments with time, patient, reason, room and status, above counts of results to review, unsigned notes and messages',
    },
  ],
  {
    layout: 'crop',
    x: -250,
    y: 60,
    stage: '#a5dbe8',
    describe:
      'Close crop of the EHR patient timeline: the banner of a 67-year-old patient tagged type 2 diabetes, hypertension and falls risk, her recent visits, lab results, a telehealth call and an emergency visit in date order, beside a 30-day blood glucose chart, her medications and vitals.',
  },
);
