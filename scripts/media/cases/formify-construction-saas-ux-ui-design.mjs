// Formify mocks: the form builder, the site inspection on a crew phone, and the project's submissions with issues.
import { btn, card, dashboard, phone, pill, bars, statusRows, splitScreen } from '../recipes.mjs';
import { stack } from '../kit.mjs';
import { caseMock } from '../caseMock.mjs';

const theme = { primary: '#ca8a04', accent: '#1d4ed8', ink: '#1c1a14', soft: '#fef3c7', stage: '#fde68a', canvas: '#f8f7f3' };
const app = { brand: 'Formify', initial: 'F', nav: ['Forms', 'Submissions', 'Issues', 'Projects', 'Crews', 'Exports'], sidebg: '#1c1a14' };
const field = (label, kind, extra = '') =>
  `<div class="card row" style="padding:12px 14px"><span class="pill grey">${kind}</span><b>${label}</b><span class="sp mut sm">${extra}</span></div>`;

const builder = splitScreen(
  { app, title: 'Form: Daily scaffold inspection', actions: pill('v7 · live on 14 sites', 'good') + btn('Preview', true) + btn('Publish') },
  '220px 1fr 300px',
  card(
    'Add field',
    stack(
      ['Checkbox', 'Photo', 'Signature', 'Location', 'Number', 'Choice', 'Date', 'Section']
        .map((f) => `<div class="input">＋ ${f}</div>`)
        .join(''),
      8,
    ),
  ),
  stack(
    field('Site and scaffold ID', 'Choice', 'required') +
      field('Base plates and sole boards sound', 'Checkbox', 'fail → raise issue') +
      field('Guardrails at 950 mm or more', 'Checkbox', 'fail → raise issue') +
      field('Ties every 4 m', 'Checkbox') +
      field('Photo of each elevation', 'Photo', 'min 2') +
      field('Wind speed at inspection', 'Number', 'km/h · alert > 50') +
      field('Inspector signature', 'Signature', 'required') +
      field('GPS at submission', 'Location', 'auto'),
    8,
  ),
  card(
    'Rule',
    '<div class="sm"><b>If</b> any checkbox in “Structure” fails<br><b>then</b> raise an issue for the site manager, block the “Safe to use” tag and notify by SMS.</div><div style="margin-top:12px">' +
      pill('Offline ready', 'good') +
      '</div>',
  ),
);

const inspection = phone({
  body:
    `<div class="ptitle">Scaffold inspection</div><div class="mut sm">Riverside Block B · SC-14 · offline, will sync</div>` +
    statusRows([
      ['Base plates sound', 'Structure', 'Pass', 'good'],
      ['Guardrails ≥ 950 mm', 'Structure', 'Fail', 'bad'],
      ['Ties every 4 m', 'Structure', 'Pass', 'good'],
    ]) +
    `<div class="card"><b>Photos (2)</b><div class="row" style="margin-top:8px"><div style="width:110px;height:70px;border-radius:8px;background:linear-gradient(135deg,#9ca3af,#4b5563)"></div><div style="width:110px;height:70px;border-radius:8px;background:linear-gradient(135deg,#d6d3d1,#78716c)"></div></div></div><span class="btn" style="text-align:center;padding:14px">Sign & submit</span>`,
});
const issue = phone({
  activeTab: 2,
  body: `<div class="ptitle">Issue raised</div><div class="card" style="border-color:#dc2626"><b>Guardrail below 950 mm</b><div class="mut sm">Level 3, north elevation · SC-14</div><div style="margin-top:8px">${pill('Scaffold not safe to use', 'bad')}</div></div><div class="card"><b>Assigned to</b><div class="mut sm">Dev Mistry · site manager · SMS sent 07:42</div></div><div class="card"><b>Due</b><div class="mut sm">Today 12:00 · before works resume</div></div>`,
});

const submissions = dashboard({
  app,
  active: 1,
  title: 'Riverside Block B · submissions',
  actions: btn('Export PDF pack', true) + btn('Share with client'),
  kpiItems: [
    { label: 'Forms this week', value: '386' },
    { label: 'Filled on a phone', value: '94%', delta: '+61 pts vs paper' },
    { label: 'Open issues', value: '7' },
    { label: 'Avg. time to close', value: '5.2 h', delta: '-71%', good: true },
  ],
  chartTitle: 'Submissions per day',
  series: [[41, 52, 49, 58, 61, 22, 8, 47, 55, 60, 63, 66, 25, 9]],
  labels: ['M', 'T', 'W', 'T', 'F', 'S', 'S', 'M', 'T', 'W', 'T', 'F', 'S', 'S'],
  sideTitle: 'By form',
  side: bars([
    ['Scaffold inspection', '112', 90],
    ['Permit to dig', '64', 52],
    ['Toolbox talk', '88', 70],
    ['Concrete pour', '31', 25],
  ]),
  tableTitle: 'Latest',
  tableCols: ['Form', 'Crew', 'Where', 'When', 'Result'],
  tableRows: [
    ['Scaffold inspection', 'Apex Scaffolding', 'SC-14 · L3', '07:41', pill('1 issue', 'bad')],
    ['Permit to dig', 'Grove Civils', 'Trench T2', '07:30', pill('Approved', 'good')],
    ['Toolbox talk', 'Kerb & Co', 'Gate 2', '07:05', pill('12 signed', 'good')],
  ],
});

export default caseMock(
  { theme, url: 'app.formify.build/forms/scaffold-inspection' },
  [
    {
      frame: 'desktop',
      html: builder,
      describe:
        'Form builder for a daily scaffold inspection: a field palette, the form’s checkbox, photo, number, signature and location fields, and a rule that raises an issue when a structure check fails',
    },
    {
      frame: 'phone',
      html: inspection + issue,
      previewPhone: inspection,
      stage: '#1c1a14',
      describe:
        'Crew app on two phones: the scaffold inspection filled offline with one failed guardrail check and two photos, and the issue raised for the site manager with its due time',
    },
    {
      frame: 'desktop',
      html: submissions,
      stage: '#ca8a04',
      describe:
        'Project submissions dashboard: forms this week, share filled on a phone, open issues and time to close, daily submissions over two weeks, counts by form and the latest submissions',
    },
  ],
  {
    layout: 'desktop-phone',
    stage: '#fde68a',
    describe:
      'The Formify form builder in a browser window with the fields of a daily scaffold inspection (checkboxes, a photo, wind speed, a signature, GPS), overlapped by the crew app on a phone filling in that inspection on site, with one failed guardrail check and two photos.',
  },
);
