// Cargo TMS mocks: the dispatch board, a load's documents, and the driver app.
import { avatar, btn, card, cols, kanban, kpis, listRows, map, phone, pill, search, shell, stack, top } from '../kit.mjs';
import { tableCard } from '../recipes.mjs';
import { caseMock } from '../caseMock.mjs';
import { mockData } from '../mockData.mjs';

const data = mockData(import.meta.url);

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
          `<div style="height:660px;border-radius:8px;overflow:hidden">${map('cargo-board', data.board.map)}</div>`,
        ),
      ) + stack(kanban(data.board['135fr1fr']), 14, 'flex:1'),
      'flex:1',
    ),
});

const documents = shell({
  ...brand,
  nav,
  active: 4,
  main:
    top('Load L-20918 · Milan → Munich', btn('Send to driver', true) + btn('Issue CMR')) +
    kpis(data.documents.kpis) +
    cols(
      '1fr 1fr',
      tableCard('Documents', ['Document', 'Status', 'Updated'], data.documents.files) +
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
    `<div style="height:200px;border-radius:14px;overflow:hidden">${map('cargo-driver', data.driverHome.map)}</div>` +
    listRows(data.driverHome.listRows),
});
const driverDocs = phone({
  activeTab: 2,
  body:
    `<div class="ptitle">Sign delivery</div><div class="card"><div class="mut sm">Consignee</div><b>Kühlhaus Nord GmbH</b><div class="mut sm" style="margin-top:6px">33 pallets · 18.4 t</div></div>` +
    `<div class="card" style="height:170px;display:grid;place-items:center"><svg width="220" height="90"><path d="M10 60 C 40 10, 60 90, 90 40 S 150 20, 170 60 S 200 70, 210 30" stroke="#0f1b2d" stroke-width="3" fill="none"/></svg></div>` +
    `<div class="row sm mut">☑ Pallets counted · ☑ Seal intact</div><span class="btn" style="text-align:center;padding:14px">Confirm delivery</span>`,
});

export default caseMock(data, { board, documents, driverHome, driverDocs });
