// Cargo TMS mocks: the dispatch board, a load's documents, and the driver app.
import { avatar, btn, card, cols, kanban, kpis, listRows, map, phone, pill, search, shell, stack, top } from '../kit.mjs';
import { tableCard } from '../recipes.mjs';
import { caseMock } from '../caseMock.mjs';

const theme = { primary: '#1f6feb', accent: '#f59e0b', ink: '#0f1b2d', soft: '#dbe8fd', stage: '#c9dbf7', canvas: '#f3f6fb' };
const nav = ['Dispatch board', 'Loads', 'Drivers', 'Fleet', 'Documents', 'Invoices', 'Reports'];
const brand = { brand: 'Cargo TMS', initial: 'C' };

const board = shell({
  ...brand,
  nav,
  main:
    top('Dispatch board · Tue 14 May', search('Search loads, drivers, cities') + btn('Plan', true) + btn('+ New load')) +
    cols(
      '1.35fr 1fr',
      stack(
        card(
          'Live map · 18 trucks on the road',
          `<div style="height:660px;border-radius:8px;overflow:hidden">${map('cargo-board', {
            routes: [
              {
                points: [
                  [0.08, 0.2],
                  [0.3, 0.3],
                  [0.46, 0.22],
                  [0.7, 0.48],
                  [0.9, 0.4],
                ],
                color: '#1f6feb',
              },
              {
                points: [
                  [0.12, 0.8],
                  [0.35, 0.62],
                  [0.55, 0.7],
                  [0.8, 0.86],
                ],
                color: '#f59e0b',
              },
              {
                points: [
                  [0.5, 0.08],
                  [0.52, 0.4],
                  [0.4, 0.9],
                ],
                color: '#10b981',
                dashed: true,
              },
            ],
            pins: [
              { x: 0.3, y: 0.3, color: '#1f6feb', label: '7' },
              { x: 0.7, y: 0.48, color: '#1f6feb', label: '12' },
              { x: 0.35, y: 0.62, color: '#f59e0b', label: '3' },
              { x: 0.52, y: 0.4, color: '#10b981', label: '9' },
            ],
          })}</div>`,
        ),
      ) +
        stack(
          kanban([
            {
              name: 'Unassigned',
              cards: [
                { title: 'L-20931 · Lyon → Turin', meta: '22 pallets · pick-up 10:30', tag: 'Reefer', tone: 'warn', owner: 'Unassigned' },
                { title: 'L-20934 · Dijon → Basel', meta: '8 t · pick-up 13:00', tag: 'Standard', owner: 'Unassigned' },
                { title: 'L-20937 · Grenoble → Nice', meta: '14 pallets · pick-up 15:45', tag: 'ADR', tone: 'bad', owner: 'Unassigned' },
                { title: 'L-20940 · Bern → Lyon', meta: '6 t · pick-up 16:20', tag: 'Standard', owner: 'Unassigned' },
              ],
            },
            {
              name: 'En route',
              cards: [
                { title: 'L-20915 · Zurich → Stuttgart', meta: 'ETA 14:05 · on time', tag: 'On time', tone: 'good', owner: 'Lena Vogt' },
                { title: 'L-20918 · Milan → Munich', meta: 'ETA 16:40 · on time', tag: 'On time', tone: 'good', owner: 'Marco Rossi' },
                { title: 'L-20922 · Geneva → Lyon', meta: 'ETA 12:15 · +25 min', tag: 'Delayed', tone: 'bad', owner: 'Ana Costa' },
              ],
            },
          ]),
          14,
          'flex:1',
        ),
      'flex:1',
    ),
});

const documents = shell({
  ...brand,
  nav,
  active: 4,
  main:
    top('Load L-20918 · Milan → Munich', btn('Send to driver', true) + btn('Issue CMR')) +
    kpis([
      { label: 'Distance', value: '498 km' },
      { label: 'Weight', value: '18.4 t' },
      { label: 'Rate', value: '€1,240' },
      { label: 'Margin', value: '21%', delta: '+4 pts' },
    ]) +
    cols(
      '1fr 1fr',
      tableCard(
        'Documents',
        ['Document', 'Status', 'Updated'],
        [
          ['CMR consignment note', pill('Signed', 'good'), '08:02'],
          ['Delivery note DN-5521', pill('Generated', ''), '08:03'],
          ['Proof of delivery', pill('Waiting', 'warn'), '—'],
          ['Customs T1', pill('Not needed', 'grey'), '—'],
          ['Invoice INV-8830', pill('Draft', 'grey'), '—'],
        ],
      ) +
        card(
          'Stops',
          listRows([
            {
              title: 'Pick-up · Milan, Via Toffetti 40',
              meta: '07:30 · loaded 33 pallets',
              value: pill('Done', 'good'),
              lead: avatar('P U', 2),
            },
            { title: 'Border · Brenner pass', meta: 'ETA 12:50', value: pill('Next', ''), lead: avatar('B R', 4) },
            {
              title: 'Drop · Munich, Frankfurter Ring 81',
              meta: 'Slot 16:30–17:30',
              value: pill('Booked', 'grey'),
              lead: avatar('D R', 1),
            },
          ]),
        ),
    ) +
    card(
      'CMR preview',
      `<div style="display:grid;grid-template-columns:repeat(4,1fr);gap:10px;font-size:12px">${['Sender: Lattepiù S.p.A.', 'Consignee: Kühlhaus Nord GmbH', 'Carrier: Rossi Trasporti', 'Vehicle: FR-482-KT', 'Goods: dairy, 33 pallets', 'Gross weight: 18,400 kg', 'Place of loading: Milan', 'Place of delivery: Munich'].map((t) => `<div class="input">${t}</div>`).join('')}</div>`,
    ),
});

const driverHome = phone({
  body:
    `<div class="ptitle">Today, Marco</div><div class="card" style="background:#1f6feb;color:#fff;border:0"><div class="sm" style="opacity:.8">Current load</div><b style="font-size:17px">L-20918 · Milan → Munich</b><div class="row sm" style="margin-top:6px">ETA 16:40 ${pill('On time', 'good')}</div></div>` +
    `<div style="height:200px;border-radius:14px;overflow:hidden">${map('cargo-driver', {
      width: 300,
      height: 200,
      routes: [
        {
          points: [
            [0.1, 0.85],
            [0.4, 0.55],
            [0.6, 0.6],
            [0.9, 0.15],
          ],
          color: '#1f6feb',
        },
      ],
      pins: [{ x: 0.4, y: 0.55, color: '#f59e0b', label: '' }],
    })}</div>` +
    listRows([
      { title: 'Scan CMR at drop', meta: 'Photo + signature', value: '›' },
      { title: 'Report a delay', meta: 'Dispatcher is told', value: '›' },
    ]),
});
const driverDocs = phone({
  activeTab: 2,
  body:
    `<div class="ptitle">Sign delivery</div><div class="card"><div class="mut sm">Consignee</div><b>Kühlhaus Nord GmbH</b><div class="mut sm" style="margin-top:6px">33 pallets · 18.4 t</div></div>` +
    `<div class="card" style="height:170px;display:grid;place-items:center"><svg width="220" height="90"><path d="M10 60 C 40 10, 60 90, 90 40 S 150 20, 170 60 S 200 70, 210 30" stroke="#0f1b2d" stroke-width="3" fill="none"/></svg></div>` +
    `<div class="row sm mut">☑ Pallets counted · ☑ Seal intact</div><span class="btn" style="text-align:center;padding:14px">Confirm delivery</span>`,
});

export default caseMock(
  { theme, url: 'app.cargotms.eu/dispatch' },
  [
    {
      frame: 'desktop',
      html: board,
      describe:
        'Dispatch board: a live map with three truck routes beside a board of unassigned and en-route loads (Lyon → Turin, Milan → Munich) with on-time and delayed statuses',
    },
    {
      frame: 'desktop',
      html: documents,
      describe:
        'Load detail for Milan → Munich: distance, weight, rate and margin, the generated CMR, delivery note and invoice with their statuses, and the three stops',
    },
    {
      frame: 'phone',
      html: driverHome + driverDocs,
      previewPhone: driverHome,
      describe:
        'Driver app on two phones: today’s load with its ETA and route map, and the delivery sign-off with a signature pad and a confirm button',
    },
  ],
  {
    layout: 'desktop-phone',
    stage: '#c9dbf7',
    describe:
      'The Cargo TMS dispatch board in a browser window: a live map with three coloured truck routes and a column of unassigned loads such as Lyon → Turin, overlapped by the driver app on a phone showing today’s load, Milan → Munich, on time, above its route map.',
  },
);
