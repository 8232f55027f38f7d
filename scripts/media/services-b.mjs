// Service hero scenes, part B (pilot, R&D, research and UX services, plus the home and about pages).
import { btn, kpis, listRows, phone, themed } from './kit.mjs';
import { tableCard, statusCard } from './recipes.mjs';
import { arrows, at, label, laptop, sticky, win, wireframe } from './heroKit.mjs';
import { pry } from './services-a.mjs';
import sisense from './cases/sisence-ai-assistant-saas-ux-ui-design.mjs';
import { mockData, scenes } from './mockData.mjs';

const data = mockData(import.meta.url);

const box = (text, { bg = '#fff', border = '#16131f', w = 190 } = {}) =>
  `<div style="width:${w}px;padding:14px 16px;background:${bg};border:2.5px solid ${border};border-radius:12px;font:700 16px/1.25 Inter;text-align:center">${text}</div>`;
const marker = (n, color = '#dc2626') =>
  `<span style="width:40px;height:40px;border-radius:50%;background:${color};color:#fff;display:grid;place-items:center;font:800 18px Inter;box-shadow:0 0 0 5px rgba(220,38,38,.25)">${n}</span>`;
const indigo = { primary: '#4f46e5', accent: '#f59e0b', ink: '#111827', soft: '#e0e7ff' };

export const scenesB = scenes(data, {
  'pilot-for-enterprise':
    at(
      40,
      60,
      `<div style="display:grid;grid-template-columns:repeat(3,200px);gap:26px 40px">${['Request by e-mail', 'Manager prints form', 'Finance checks budget', 'Spreadsheet update', 'Director signs', 'Scan to archive', 'Procurement re-keys', 'Supplier e-mailed', 'Requester chases'].map((t, i) => box(`${i + 1}. ${t}`, { bg: i % 3 === 1 ? '#fee2e2' : '#fff', w: 200 })).join('')}</div>`,
    ) +
    arrows(
      [
        [250, 95, 280, 95],
        [490, 95, 520, 95],
        [620, 130, 150, 190, 60, true],
        [250, 225, 280, 225],
        [490, 225, 520, 225],
        [620, 260, 150, 320, 60, true],
        [250, 355, 280, 355],
        [490, 355, 520, 355],
      ],
      '#64748b',
    ) +
    at(40, 470, label('Before: 9 steps · 11 days', { bg: '#dc2626', color: '#fff', size: 18 })) +
    at(860, 40, themed(indigo, win(shell2(), 'approvals.northgrid.com/requests/PR-2291')), { scale: 0.62 }),
  'pilot-for-startups':
    at(
      270,
      20,
      laptop(
        themed(
          indigo,
          `<div style="flex:1;display:grid;grid-template-columns:repeat(3,1fr);gap:24px;padding:40px;background:#f8fafc">${[
            ['1. Connect your bank', 'Pick your bank to import transactions.', ['Barclays', 'Monzo', 'Starling']],
            ['2. Add your first client', 'Who do you invoice most?', ['Name', 'Email', 'Day rate']],
            ['3. Send an invoice', 'We’ve drafted it from your time log.', ['INV-001 · £2,400', 'Due in 14 days', 'Send']],
          ]
            .map(
              ([t, s, items]) =>
                `<div class="card" style="padding:24px"><div style="font:700 22px Display,Inter">${t}</div><div class="mut" style="margin:8px 0 16px">${s}</div>${items.map((it) => `<div class="input" style="margin:8px 0;height:44px">${it}</div>`).join('')}<span class="btn" style="display:block;text-align:center;padding:12px;margin-top:14px">Continue</span></div>`,
            )
            .join('')}</div>`,
        ),
        1100,
        520,
      ),
    ) +
    [
      [420, 120, '1', '#7c3aed'],
      [760, 260, '2', '#f97316'],
      [1080, 170, '3', '#7c3aed'],
      [1250, 420, '4', '#f97316'],
      [560, 430, '5', '#f97316'],
    ]
      .map(([x, y, n, c]) =>
        at(
          x,
          y,
          `<div class="row" style="gap:8px">${marker(n, c)}<span style="background:#fff;padding:8px 12px;border-radius:10px;font:600 14px Inter;box-shadow:0 6px 16px rgba(0,0,0,.15)">${{ 1: 'Can we skip this for now?', 2: 'Day rate feels too early', 3: 'Love the drafted invoice', 4: 'Bigger send button', 5: 'Show progress 1/3' }[n]}</span></div>`,
          { z: 3 },
        ),
      )
      .join(''),
  'pilot-for-you':
    at(
      40,
      90,
      `<div style="display:grid;grid-template-columns:170px 170px;gap:16px">${['Goal: more repeat orders', 'Users: office managers', 'Problem: reordering takes 12 clicks', 'Deadline: board in June'].map((t, i) => `<div style="transform:rotate(${i % 2 ? 2 : -2}deg)">${sticky(t, '#fde68a', 170)}</div>`).join('')}</div>`,
    ) +
    arrows(
      [
        [430, 330, 520, 330, -30],
        [1220, 330, 1330, 330, -30],
      ],
      '#3f6212',
    ) +
    at(
      540,
      110,
      `<div style="display:grid;grid-template-columns:repeat(5,128px);gap:10px">${['Mon · Map', 'Tue · Sketch', 'Wed · Decide', 'Thu · Prototype', 'Fri · Test'].map((d, i) => `<div style="background:#fff;border-radius:12px;padding:12px;height:420px;box-shadow:0 8px 20px rgba(0,0,0,.08)"><div style="font:800 15px Inter;color:#3f6212">${d}</div>${Array.from({ length: 3 - (i % 2) }, (_, k) => `<div style="margin-top:10px;height:${[60, 80, 50][k]}px;border-radius:8px;background:${['#fef3c7', '#dbeafe', '#fce7f3'][k]}"></div>`).join('')}</div>`).join('')}</div>`,
    ) +
    at(
      1360,
      30,
      themed(
        { primary: '#3f6212', accent: '#f59e0b', ink: '#1a2e05', soft: '#ecfccb' },
        phone({
          body: `<div class="ptitle">Order again</div>${listRows([
            { title: 'Coffee beans 6 kg', meta: 'Every 2 weeks', value: '£84' },
            { title: 'Oat milk ×24', meta: 'Every week', value: '£31' },
            { title: 'Paper cups ×1000', meta: 'Monthly', value: '£46' },
          ])}<span class="btn" style="text-align:center;padding:14px">Reorder all · 1 tap</span>`,
        }),
      ),
      { scale: 0.98 },
    ),
  pilot: at(
    60,
    40,
    `<div style="display:grid;grid-template-columns:420px 520px 700px;gap:26px">${[
      [
        'Research',
        `<div style="display:grid;grid-template-columns:1fr 1fr;gap:12px">${['8 interviews', 'Exports weekly to Excel', 'Trust the numbers?', 'Needs it by client'].map((t, i) => sticky(t, ['#fde68a', '#bfdbfe', '#fbcfe8', '#bbf7d0'][i], 180)).join('')}</div>`,
      ],
      [
        'Wireframes',
        `<div style="display:flex;flex-direction:column;gap:14px">${wireframe(480, 250, { sketch: true, bg: '#fffdf7' })}${wireframe(480, 250, { sketch: true, bg: '#fffdf7', ink: '#6b7280' })}</div>`,
      ],
      [
        'Final UI',
        `<div style="position:relative">${themed(sisense.theme, win(sisense.screens[2].html, 'app'), 'transform:scale(.47);transform-origin:0 0;width:680px;height:420px')}<div style="position:absolute;right:10px;top:-14px">${label('Done', { bg: '#16a34a', color: '#fff' })}</div></div>`,
      ],
    ]
      .map(
        ([t, html]) =>
          `<div style="background:rgba(255,255,255,.6);border-radius:18px;padding:18px;height:590px"><div style="font:800 22px Display,Inter;margin-bottom:14px">${t}</div>${html}</div>`,
      )
      .join('')}</div>`,
  ),
  'product-design':
    `<div style="position:absolute;left:80px;right:80px;top:90px;height:4px;background:#38bdf8"></div>` +
    ['Research · Jan', 'Wireframes · Feb', 'UI design · Mar', 'Launch · May']
      .map((t, i) =>
        at(
          80 + i * 430,
          70,
          `<div style="display:flex;flex-direction:column;gap:16px"><span style="width:44px;height:44px;border-radius:50%;background:#38bdf8;display:block"></span><span style="color:#fff;font:700 20px Inter">${t}</span></div>`,
        ),
      )
      .join('') +
    at(
      80,
      190,
      `<div style="display:flex;flex-direction:column;gap:12px">${['“I lose receipts”', '“Tax time is panic”'].map((t) => sticky(t, '#fde68a', 260)).join('')}</div>`,
    ) +
    at(510, 190, wireframe(330, 420, { sketch: true, bg: '#f8fafc' })) +
    at(
      940,
      190,
      themed(
        pry.theme,
        `<div style="width:330px;height:440px;background:#fafaf9;border-radius:16px;padding:18px;display:flex;flex-direction:column;gap:12px"><div class="ptitle">Receipts</div>${listRows(
          [
            { title: 'Figma', meta: 'Software · 2 May', value: '$45' },
            { title: 'Train to Leeds', meta: 'Travel · 29 Apr', value: '$62' },
            { title: 'Coffee with client', meta: 'Meals · 28 Apr', value: '$9' },
          ],
        )}<div class="card"><div class="mut sm">Tax set aside</div><div class="big">$4,120</div></div></div>`,
      ),
    ) +
    at(
      1370,
      150,
      themed(
        pry.theme,
        phone({
          body: `<div class="ptitle">Receipts</div><div class="card"><div class="mut sm">Tax set aside</div><div class="big">$4,120</div></div>${listRows([{ title: 'Figma', meta: 'Software', value: '$45' }])}<div class="card row"><b>★ 4.8</b><span class="mut sm">App Store · 2,140 ratings</span></div>`,
        }),
      ),
      { scale: 0.8 },
    ),
  'product-market-fit-uvp-mvp':
    at(
      120,
      50,
      `<svg width="900" height="580" font-family="Inter"><rect x="20" y="60" width="400" height="400" fill="#fff" stroke="#16131f" stroke-width="3"/><line x1="20" y1="260" x2="420" y2="260" stroke="#16131f" stroke-width="2"/><line x1="220" y1="60" x2="220" y2="260" stroke="#16131f" stroke-width="2"/><circle cx="680" cy="260" r="200" fill="#fff" stroke="#16131f" stroke-width="3"/><line x1="680" y1="60" x2="680" y2="460" stroke="#16131f" stroke-width="2"/><line x1="680" y1="260" x2="880" y2="260" stroke="#16131f" stroke-width="2"/><text x="20" y="40" font-size="22" font-weight="800">Product</text><text x="560" y="40" font-size="22" font-weight="800">Customer</text>${[
        [40, 100, 'Gain creators'],
        [240, 100, 'Pain relievers'],
        [40, 300, 'Products & services'],
        [700, 120, 'Gains'],
        [700, 320, 'Pains'],
        [520, 220, 'Jobs'],
      ]
        .map(([x, y, t]) => `<text x="${x}" y="${y}" font-size="17" font-weight="700">${t}</text>`)
        .join('')}</svg>`,
    ) +
    at(
      140,
      200,
      `<div style="display:grid;grid-template-columns:170px 170px;gap:30px 30px">${sticky('Auto-matched receipts', '#bbf7d0', 160)}${sticky('No more month-end chase', '#fbcfe8', 160)}</div>`,
    ) +
    at(660, 200, `<div style="display:flex;flex-direction:column;gap:10px">${sticky('File expenses on the go', '#bfdbfe', 150)}</div>`) +
    at(
      1150,
      60,
      `<div style="background:#fff;border-radius:16px;padding:26px;width:520px;box-shadow:0 20px 40px rgba(0,0,0,.1);font:600 19px Inter"><div style="font:800 26px Display,Inter;margin-bottom:12px">MVP scope</div>${[
        'Receipt photo capture',
        'Auto-match to card spend',
        'Multi-currency',
        'Approval chains',
        'Monthly export to Xero',
        'Mileage tracker',
        'Team budgets',
        'Per-diem rules',
        'Custom reports',
        'Slack bot',
      ]
        .map((t, i) => {
          const keep = [0, 1, 4].includes(i);
          return `<div style="padding:7px 0;border-bottom:1px solid #eee;${keep ? 'color:#15803d;font-weight:800' : 'color:#9ca3af;text-decoration:line-through'}">${keep ? '✓ ' : ''}${t}</div>`;
        })
        .join('')}</div>`,
    ),
  'rd-architecture': (() => {
    const roles = ['Dispatcher', 'Driver', 'Customer', 'Finance'];
    const screens = ['Dispatch board', 'Load detail', 'Driver app', 'Tracking page', 'Invoices', 'Reports'];
    const systems = ['Telematics API', 'ERP (SAP)', 'Document store', 'Payments'];
    const col = (items, x, color, w) => items.map((t, i) => at(x, 60 + i * (560 / items.length), box(t, { bg: color, w }))).join('');
    const ys = (n) => Array.from({ length: n }, (_, i) => 60 + i * (560 / n) + 25);
    const r = ys(4),
      s = ys(6),
      y = ys(4);
    const links = [
      [0, 0],
      [0, 1],
      [1, 2],
      [2, 3],
      [3, 4],
      [3, 5],
      [0, 5],
    ]
      .map(([a, b]) => [360, r[a], 720, s[b]])
      .concat(
        [
          [0, 0],
          [1, 2],
          [2, 0],
          [2, 1],
          [3, 1],
          [4, 3],
          [4, 1],
          [5, 1],
        ].map(([a, b]) => [1030, s[a], 1390, y[b]]),
      );
    return (
      `<svg style="position:absolute;inset:0" width="1797" height="675">${links.map(([x1, y1, x2, y2]) => `<path d="M${x1} ${y1} C ${x1 + 150} ${y1}, ${x2 - 150} ${y2}, ${x2} ${y2}" stroke="#0369a1" stroke-width="2.5" fill="none" opacity=".6"/>`).join('')}</svg>` +
      at(140, 14, '<b style="font:800 20px Display,Inter">User roles</b>') +
      at(720, 14, '<b style="font:800 20px Display,Inter">Key screens</b>') +
      at(1390, 14, '<b style="font:800 20px Display,Inter">Systems</b>') +
      col(roles, 140, '#e0f2fe', 220) +
      col(screens, 720, '#fff', 310) +
      col(systems, 1390, '#fef3c7', 260)
    );
  })(),
  'rd-solution':
    at(70, 36, themed(sisense.theme, win(sisense.screens[0].html, 'prototype.sisense.com · AI panel v3')), { scale: 0.64 }) +
    at(
      1040,
      50,
      `<div style="display:grid;grid-template-columns:220px 220px 220px;gap:18px">${['5/6 found the panel without help', '“I want to see the SQL”', 'Chart answers trusted more than text', '“Can I pin this?”', '2 users asked for follow-ups'].map((t, i) => `<div style="transform:rotate(${[-2, 2, -1, 1, -3][i]}deg)">${sticky(t, ['#fde68a', '#fbcfe8', '#bbf7d0', '#bfdbfe', '#fde68a'][i], 210)}</div>`).join('')}</div>`,
    ),
  'rd-team':
    at(
      60,
      40,
      `<div style="width:1680px;height:600px;background:#fff;border-radius:20px;background-image:radial-gradient(#e5e7eb 1.5px,transparent 1.5px);background-size:22px 22px;box-shadow:0 20px 50px rgba(0,0,0,.08)"></div>`,
    ) +
    at(
      110,
      90,
      `<div style="display:grid;grid-template-columns:repeat(3,170px);gap:14px">${['“I check stock on my phone at 6am”', '“Suppliers call me, not the app”', '“Reorders are guesswork”', '“My team shares one login”', '“I need it offline in the cellar”', '“Show me what’s running low”'].map((t, i) => sticky(t, ['#fde68a', '#fbcfe8', '#bbf7d0'][i % 3], 170)).join('')}</div>`,
    ) +
    at(720, 90, wireframe(300, 420, { sketch: true })) +
    at(1060, 90, wireframe(300, 420, { sketch: true, ink: '#be185d' })) +
    at(1400, 90, sticky('Next: test with 5 bar managers on Thursday', '#bfdbfe', 250)) +
    [
      ['Ava', '#7c3aed', 560, 250],
      ['Leo', '#0891b2', 980, 400],
      ['Mia', '#e11d48', 1320, 220],
    ]
      .map(([n, c, x, y]) =>
        at(
          x,
          y,
          `<svg width="26" height="30"><path d="M2 2 L24 14 L13 16 L8 28 Z" fill="${c}" stroke="#fff" stroke-width="2"/></svg><span style="background:${c};color:#fff;font:700 14px Inter;padding:4px 10px;border-radius:8px;margin-left:16px">${n}</span>`,
          { z: 4 },
        ),
      )
      .join(''),
  'redesign-website': (c) =>
    at(
      40,
      70,
      `<div style="width:640px;height:520px;background:#fff;border:1px solid #999;font:13px Inter;padding:8px"><div style="background:#003399;color:#ff0;padding:8px;font:700 22px Display">WELCOME TO HARBORLINE LOGISTICS!!!</div><div style="display:flex;gap:6px;margin-top:6px">${['Home', 'About', 'Services', 'News', 'Contact'].map((t) => `<span style="background:#ccc;padding:3px 8px;border:1px outset #999">${t}</span>`).join('')}</div><div style="display:grid;grid-template-columns:150px 1fr 150px;gap:6px;margin-top:8px">${['#ddd', '#eee', '#ddd'].map((c, i) => `<div style="background:${c};height:380px;padding:6px">${i === 1 ? 'We are a leading provider of logistics solutions since 1987. Click here for our brochure (PDF 14MB). Our services include freight, warehousing, and more. <u style="color:blue">Read more...</u><br><br><marquee>NEW: Online tracking coming soon!</marquee>' : '• Links<br>• Downloads<br>• Partners<br>• Visitor counter: 004812'}</div>`).join('')}</div></div>`,
    ) +
    at(
      780,
      150,
      `<div style="display:flex;flex-direction:column;align-items:center;gap:12px">${box('Home', { w: 170 })}<div style="display:flex;gap:10px">${c.sitemap.map((t) => box(t, { w: 110, bg: '#f3f4f6' })).join('')}</div></div>`,
    ) +
    arrows(c.arrows, '#374151') +
    at(
      1340,
      50,
      themed(
        c.theme,
        `<div style="width:420px;height:560px;background:#fff;border-radius:16px;box-shadow:0 20px 50px rgba(0,0,0,.15);padding:26px;display:flex;flex-direction:column;gap:16px"><div class="row"><b style="font:800 20px Display,Inter">Harborline</b><span class="sp">${btn('Get a quote')}</span></div><div style="font:800 38px/1.05 Display,Inter;letter-spacing:-.02em">Freight that arrives when we say.</div><div class="input" style="height:48px">Track a shipment · HL-</div>${listRows(
          [
            { title: 'Ocean & air freight', meta: '40 countries', value: '→' },
            { title: 'Warehousing', meta: '6 hubs', value: '→' },
          ],
        )}</div>`,
      ),
    ),
});

function shell2() {
  return `<div class="app"><div class="side"><div class="brand"><span class="logo">N</span>Approvals</div>${['Requests', 'Approved', 'Budgets', 'Suppliers'].map((n, i) => `<div class="nav ${i === 0 ? 'on' : ''}"><b></b>${n}</div>`).join('')}</div><div class="main"><div class="top"><h1>PR-2291 · 40 laptops for field engineers</h1>${btn('Ask a question', true)}${btn('Approve')}</div>${kpis(
    [
      { label: 'Amount', value: '€52,800' },
      { label: 'Budget left', value: '€118,000' },
      { label: 'Policy', value: 'Within limits' },
      { label: 'Waiting', value: '4 hours' },
    ],
  )}<div style="display:grid;grid-template-columns:1.3fr 1fr;gap:14px">${statusCard('Approval path', [
    ['Team lead · Sara Kim', 'Approved 09:12', 'Done', 'good'],
    ['Finance · auto-check', 'Budget and supplier OK', 'Done', 'good'],
    ['Director · you', 'Your approval', 'Now'],
  ])}${tableCard(
    'Quote',
    ['Item', 'Qty', 'Price'],
    [
      ['ThinkPad T14', '40', '€1,240'],
      ['Docking station', '40', '€80'],
    ],
  )}</div></div></div>`;
}
