// Service hero scenes, part A (brand, web and product services). Each scene says exactly what it draws in `alt`,
// which `npm run media` writes into the service's Hero scrollMedia alt.
import { btn, card, lineChart, listRows, phone, pill, ring, themed, barChart, map } from './kit.mjs';
import { statusRows } from './recipes.mjs';
import { arrows, at, label, laptop, paper, sticky, tablet, win } from './heroKit.mjs';
import cargo from './cases/cargo-tms-system-saas-ui-ux-design.mjs';
import ehr from './cases/ehr-electronic-health-records.mjs';
import vanmoof from './cases/vanmoof-mobile-app-ux-ui-design.mjs';
import pry from './cases/pry-finance-crm-mobile-app-ux-ui-design.mjs';
import vessel from './cases/vessel-wellness-mobile-app-design.mjs';
import { mockData, scenes } from './mockData.mjs';

const data = mockData(import.meta.url);

const swatch = (c, name, w = 120) =>
  `<div style="width:${w}px"><div style="height:${w * 0.75}px;background:${c};border-radius:10px;border:1px solid rgba(0,0,0,.08)"></div><div style="font:600 13px Inter;margin-top:6px">${name}<div style="color:#777;font-weight:500">${c}</div></div></div>`;
const fernMark = (s, c = '#14532d') =>
  `<svg width="${s}" height="${s}" viewBox="0 0 100 100"><circle cx="50" cy="50" r="46" fill="none" stroke="${c}" stroke-width="6"/><path d="M50 82 C 50 60, 50 40, 50 18 M50 70 C 36 64, 28 54, 24 42 M50 58 C 62 52, 70 44, 74 32 M50 46 C 40 42, 34 34, 32 26 M50 36 C 58 32, 63 26, 65 20" stroke="${c}" stroke-width="5" fill="none" stroke-linecap="round"/></svg>`;

export const scenesA = scenes(data, {
  brandbook: at(
    250,
    50,
    `<div style="display:flex;box-shadow:0 30px 60px rgba(0,0,0,.25)"><div style="width:640px;height:560px;background:#fff;padding:40px;position:relative;border-right:2px solid #e5e5e5"><div style="font:700 14px Inter;letter-spacing:.1em;color:#888">02 · LOGO CLEAR SPACE</div><div style="position:absolute;left:120px;top:110px;width:400px;height:340px;border:2px dashed #f43f5e;display:grid;place-items:center;background:repeating-linear-gradient(0deg,transparent 0 39px,#fde2e4 39px 40px),repeating-linear-gradient(90deg,transparent 0 39px,#fde2e4 39px 40px)"><div class="row" style="gap:14px">${fernMark(90)}<span style="font:800 52px Display,Inter;color:#14532d">Ferndale</span></div></div><div style="position:absolute;left:120px;top:460px;font:600 13px Inter;color:#f43f5e">x = height of the leaf · keep 1x on every side</div></div><div style="width:640px;height:560px;background:#fff;padding:40px"><div style="font:700 14px Inter;letter-spacing:.1em;color:#888">03 · COLOUR & TYPE</div><div class="row" style="gap:16px;margin-top:24px">${swatch('#14532d', 'Fern')}${swatch('#a3e635', 'Sprout')}${swatch('#fef3c7', 'Oat')}${swatch('#1c1917', 'Soil')}</div><div style="margin-top:26px">${[64, 40, 24, 14].map((s) => `<div style="font:700 ${s}px/1.1 Display,Inter;color:#1c1917">Aa ${s}px</div>`).join('')}</div></div></div>`,
  ),
  branding: at(
    70,
    50,
    `<div style="display:grid;grid-template-columns:420px 380px 360px 420px;grid-template-rows:280px 280px;gap:18px">
<div style="grid-row:span 2;background:#fef3c7;border-radius:18px;display:grid;place-items:center"><div style="text-align:center">${fernMark(200)}<div style="font:800 60px Display,Inter;color:#14532d;letter-spacing:-.03em">Ferndale</div><div style="font:600 16px Inter;color:#14532d;letter-spacing:.3em">COFFEE ROASTERS</div></div></div>
<div style="background:#fff;border-radius:18px;padding:22px;display:flex;gap:10px;flex-wrap:wrap">${[
      ['#14532d', 'Fern'],
      ['#a3e635', 'Sprout'],
      ['#fef3c7', 'Oat'],
      ['#92400e', 'Roast'],
      ['#1c1917', 'Soil'],
    ]
      .map(([c, n]) => swatch(c, n, 96))
      .join('')}</div>
<div style="background:#fff;border-radius:18px;padding:22px"><div style="font:800 110px/1 Display,Inter;color:#14532d">Aa</div><div style="font:700 20px Display,Inter">Bricolage Grotesque</div><div style="color:#666">Headlines · Inter for text</div></div>
<div style="grid-row:span 2;background:#a3e635;border-radius:18px;display:grid;place-items:center"><div style="width:230px;height:330px;background:#14532d;border-radius:18px 18px 10px 10px;clip-path:polygon(8% 0,92% 0,100% 12%,100% 100%,0 100%,0 12%);display:grid;place-items:center;text-align:center;color:#fef3c7">${fernMark(90, '#fef3c7')}<div style="font:800 28px Display,Inter">Ferndale</div><div style="font:600 13px Inter">HOUSE BLEND · 250 g</div></div></div>
<div style="grid-column:span 2;background:#1c1917;border-radius:18px;display:grid;place-items:center"><div style="width:420px;height:230px;background:#fef3c7;border-radius:12px;padding:26px;display:flex;flex-direction:column;justify-content:space-between"><div class="row">${fernMark(44)}<b style="font:800 24px Display,Inter;color:#14532d">Ferndale</b></div><div><b style="font-size:18px">Rosa Lindqvist</b><div style="color:#555">Head roaster · rosa@ferndale.coffee</div></div></div></div></div>`,
  ),
  'concept-design':
    at(
      60,
      40,
      `<div style="display:grid;grid-template-columns:repeat(3,160px);gap:18px">${['Budget = one number', 'Round-ups to savings?', 'Split bills with friends', 'Warn before overspend', 'Weekly check-in', 'Kids pocket money?'].map((t, i) => `<div style="transform:rotate(${[-3, 2, -1, 3, -2, 1][i]}deg)">${sticky(t, i % 2 ? '#fbcfe8' : '#fde68a', 160)}</div>`).join('')}</div>`,
    ) +
    at(
      700,
      30,
      tablet(
        themed(
          { primary: '#2563eb', accent: '#f59e0b', ink: '#0f172a', soft: '#dbeafe' },
          `<div style="padding:34px;display:flex;flex-direction:column;gap:18px"><div style="font:700 30px Display,Inter">May budget</div><div style="display:grid;place-items:center">${ring(68, { size: 240, label: '$1,240 left' })}</div>${listRows(
            [
              { title: 'Groceries', meta: '$412 of $600', value: '69%' },
              { title: 'Eating out', meta: '$188 of $200', value: pill('94%', 'warn') },
              { title: 'Transport', meta: '$96 of $150', value: '64%' },
            ],
          )}</div>`,
        ),
        560,
        600,
      ),
      { scale: 1 },
    ) +
    at(
      1340,
      110,
      themed(
        { primary: '#2563eb', accent: '#f59e0b', ink: '#0f172a', soft: '#dbeafe' },
        phone({
          body: `<div class="ptitle">Split a bill</div><div class="card"><div class="mut sm">Dinner at Olive</div><div class="big">$126</div></div>${listRows(
            [
              { title: 'You', meta: 'paid', value: '$42' },
              { title: 'Ana', meta: 'owes you', value: '$42' },
              { title: 'Ben', meta: 'owes you', value: '$42' },
            ],
          )}`,
        }),
      ),
      { scale: 0.85 },
    ),
  'corporate-website':
    at(
      180,
      40,
      win(
        `<div style="flex:1;background:#fff;display:flex;flex-direction:column"><div class="row" style="padding:20px 50px;border-bottom:1px solid #e5e7eb;gap:34px;font:600 16px Inter"><b style="font:800 24px Display,Inter;color:#1e3a8a">Northgrid</b><span class="sp row" style="gap:34px">Products<span>Investors</span><span>Careers</span><span>Newsroom</span><span>Contact</span></span></div><div style="display:grid;grid-template-columns:1.4fr 1fr;gap:40px;padding:50px"><div><div style="font:800 66px/1.02 Display,Inter;letter-spacing:-.03em;color:#0f172a">Powering 4 million homes with cleaner grids.</div><div style="color:#555;font-size:19px;margin-top:18px">Grid software and storage for utilities in 12 countries.</div><div class="row" style="margin-top:24px;gap:12px">${btn('Our products')}${btn('Investor relations', true)}</div></div><div style="display:flex;flex-direction:column;gap:14px">${card('Share price · NGRD', `<div class="row"><div class="big">€48.20</div><span class="sp">${pill('+1.8%', 'good')}</span></div><div style="height:90px">${lineChart([[41, 42, 44, 43, 45, 47, 46, 48]], { height: 90 })}</div>`)}${card(
          'Newsroom',
          listRows([
            { title: 'Q1 results: revenue up 14%', meta: '24 Apr', value: '' },
            { title: 'New battery park in Aragón', meta: '12 Apr', value: '' },
          ]),
        )}${card('Careers', '<b>86 open roles</b><div class="mut sm">Engineering · Field operations · Finance</div>')}</div></div></div>`,
        'northgrid.com',
        1440,
        880,
      ),
      { scale: 0.66 },
    ) +
    at(
      1180,
      60,
      `<div style="color:#fff;font:700 18px Inter;display:flex;flex-direction:column;gap:14px">${['Home', '— Products', '— Investors', '   · Results & reports', '   · Share price', '— Careers', '— Newsroom'].map((t) => `<div style="background:rgba(255,255,255,.12);padding:10px 16px;border-radius:10px;white-space:pre">${t}</div>`).join('')}</div>`,
    ),
  'cross-platform-design': (() => {
    const t = { primary: '#0891b2', accent: '#f97316', ink: '#083344', soft: '#cffafe' };
    const dash = (compact) =>
      themed(
        t,
        `<div style="padding:${compact ? 14 : 30}px;display:flex;flex-direction:column;gap:14px;background:#f8fafc;height:100%"><div style="font:700 ${compact ? 22 : 30}px Display,Inter">Your week</div><div class="row" style="gap:14px;justify-content:space-around">${ring(82, { size: compact ? 90 : 140, label: '82%' })}${compact ? '' : ring(64, { size: 140, color: '#f97316', label: '64%' }) + ring(91, { size: 140, color: '#16a34a', label: '91%' })}</div>${card('Workout minutes', `<div style="height:${compact ? 90 : 160}px">${barChart([30, 45, 0, 60, 40, 75, 20], { height: compact ? 90 : 160, highlight: 5, labels: ['M', 'T', 'W', 'T', 'F', 'S', 'S'] })}</div>`)}${card('Next class', '<b>Spin 45 · Thu 07:30</b>')}</div>`,
      );
    return (
      at(60, 70, laptop(dash(false), 900, 540), { scale: 0.95 }) +
      at(1000, 60, tablet(dash(false), 440, 560), { scale: 0.95 }) +
      at(1500, 130, phone({ body: dash(true), tabs: 0 }), { scale: 0.85 })
    );
  })(),
  'design-system':
    at(
      130,
      40,
      win(
        `<div class="app" style="background:#fff">${`<div class="side" style="--sidebg:#f5f5ff;color:#312e81"><div class="brand"><span class="logo" style="background:#4f46e5">O</span>Orbit DS</div>${['Foundations', '· Colour', '· Type', 'Components', '· Button', '· Input', '· Modal', 'Patterns'].map((n, i) => `<div class="nav" style="color:#312e81;${i === 4 ? 'background:#e0e7ff;font-weight:700' : ''}">${n}</div>`).join('')}</div>`}<div class="main" style="background:#fff"><div style="font:800 40px Display,Inter">Button</div><div style="display:grid;grid-template-columns:1fr 1fr;gap:20px"><div class="card"><h3><span>Variants</span></h3>${['#4f46e5', '#e0e7ff', '#dc2626'].map((c, i) => `<div class="row" style="gap:12px;margin:10px 0">${[14, 16, 18].map((s) => `<span style="background:${c};color:${i === 1 ? '#312e81' : '#fff'};font:600 ${s}px Inter;padding:${s / 2}px ${s}px;border-radius:8px">${['Primary', 'Secondary', 'Danger'][i]}</span>`).join('')}</div>`).join('')}</div><div class="card"><h3><span>Colour tokens</span></h3><div class="row" style="gap:10px;flex-wrap:wrap">${[
          ['#4f46e5', 'primary-600'],
          ['#e0e7ff', 'primary-100'],
          ['#dc2626', 'danger-600'],
          ['#16a34a', 'success-600'],
          ['#111827', 'ink-900'],
        ]
          .map(([c, n]) => swatch(c, n, 100))
          .join(
            '',
          )}</div></div><div class="card"><h3><span>Input states</span></h3>${['Default', 'Focus', 'Error: enter a valid email'].map((s, i) => `<div class="input" style="margin:8px 0;${i === 1 ? 'outline:3px solid #a5b4fc;border-color:#4f46e5' : i === 2 ? 'border-color:#dc2626;color:#dc2626' : ''}">${s}</div>`).join('')}</div><div class="card" style="background:#1e1b4b;color:#e0e7ff"><pre style="font:500 14px/1.6 Inter">&lt;Button
  variant="primary"
  size="md"
  onClick={save}&gt;
  Save changes
&lt;/Button&gt;</pre></div></div></div></div>`,
        'orbit.design/components/button',
      ),
      { scale: 0.62 },
    ) +
    at(
      1080,
      90,
      `<div style="display:flex;flex-direction:column;gap:18px">${['#4f46e5', '#818cf8', '#c7d2fe', '#eef2ff'].map((c, i) => `<div style="width:${560 - i * 80}px;height:100px;border-radius:16px;background:${c};display:flex;align-items:center;padding:0 24px;font:700 22px Inter;color:${i < 2 ? '#fff' : '#312e81'}">primary-${[600, 400, 200, 50][i]}</div>`).join('')}</div>`,
    ),
  'design-vision-sprint':
    at(
      360,
      30,
      `<div style="width:1080px;height:470px;background:#111827;border:14px solid #334155;border-radius:12px;display:grid;grid-template-columns:1fr 1fr;align-items:center;padding:30px;gap:30px;box-shadow:0 0 120px rgba(56,189,248,.35)"><div style="color:#fff"><div style="color:#38bdf8;font:700 16px Inter;letter-spacing:.12em">VISION PROTOTYPE</div><div style="font:800 70px/1 Display,Inter;letter-spacing:-.03em;margin-top:12px">Mobility 2027</div><div style="color:#94a3b8;font-size:19px;margin-top:14px">One tap from door to destination: car, bike or shuttle.</div></div><div style="display:flex;gap:16px;justify-content:center">${themed(
        { primary: '#38bdf8', accent: '#f472b6', ink: '#0f172a', soft: '#e0f2fe' },
        phone({
          body: `<div class="ptitle">Where to?</div><div class="input">Office · 14 Harbour St</div><div style="height:170px;border-radius:14px;overflow:hidden">${map(
            'vision',
            {
              width: 260,
              height: 170,
              routes: [
                {
                  points: [
                    [0.1, 0.8],
                    [0.5, 0.5],
                    [0.9, 0.2],
                  ],
                  color: '#38bdf8',
                },
              ],
            },
          )}</div>${listRows([
            { title: 'Shared car', meta: '3 min away', value: '€6.40' },
            { title: 'E-bike', meta: '1 min away', value: '€2.10' },
          ])}`,
          tabs: 0,
          style: 'transform:scale(.62);margin:-118px -57px',
        }),
      )}</div></div>`,
    ) +
    at(
      330,
      520,
      `<div style="display:flex;gap:70px">${Array.from({ length: 6 }, () => `<div style="display:flex;flex-direction:column;align-items:center"><div style="width:74px;height:74px;border-radius:50%;background:#334155"></div><div style="width:150px;height:90px;border-radius:75px 75px 0 0;background:#334155;margin-top:6px"></div></div>`).join('')}</div>`,
    ),
  'desktop-app':
    at(150, 40, themed(ehr.theme, win(ehr.screens[0].html, 'Northwell EHR · desktop')), { scale: 0.66 }) +
    at(
      620,
      150,
      `<div style="width:560px;background:#fff;border-radius:16px;box-shadow:0 30px 80px rgba(0,0,0,.35);padding:14px;font:500 17px Inter"><div class="input" style="height:50px;font-size:18px">⌘K · ord</div>${['Order lab test', 'Order imaging', 'Prescribe medication', 'Refer to specialist'].map((t, i) => `<div style="padding:12px 14px;border-radius:10px;${i === 0 ? 'background:#cff1f8;font-weight:700' : ''}">${t}<span style="float:right;color:#888">${['L', 'I', 'P', 'R'][i]}</span></div>`).join('')}</div>`,
      { z: 3 },
    ),
  'digital-transformation':
    at(170, 50, paper(420, 560, 'DELIVERY NOTE  No. 004812', 11, { boxes: true, rotate: -4 })) +
    arrows([[650, 330, 900, 330, -60]], '#92400e') +
    at(
      960,
      30,
      tablet(
        themed(
          cargo.theme,
          `<div style="padding:26px;display:flex;flex-direction:column;gap:14px;background:#f3f6fb;height:100%"><div style="font:700 28px Display,Inter">Delivery 004812</div><div class="row">${pill('Dock 4')}${pill('Synced', 'good')}</div>${listRows(
            [
              { title: '3 pallets received', meta: 'Scanned 14:20', value: '✓' },
              { title: 'Seal intact', meta: 'Photo attached', value: '✓' },
              { title: 'Temperature 4 °C', meta: 'From the truck sensor', value: '✓' },
            ],
          )}<div class="card" style="height:120px;display:grid;place-items:center"><svg width="240" height="70"><path d="M10 50 C 40 10, 60 70, 90 30 S 150 20, 170 50 S 200 60, 230 20" stroke="#0f1b2d" stroke-width="3" fill="none"/></svg></div><span class="btn" style="text-align:center;padding:14px">Complete delivery</span></div>`,
        ),
        560,
        580,
      ),
    ),
  discovery:
    at(
      50,
      50,
      `<div style="display:flex;gap:30px">${[
        ['Onboarding', '#fde68a', ['“Too many fields”', '“Didn’t know what to do first”', '“Needed my accountant”']],
        ['Pricing', '#bfdbfe', ['“Per-seat feels unfair”', '“Where’s the annual plan?”']],
        ['Reports', '#bbf7d0', ['“I export to Excel anyway”', '“Charts are pretty, not useful”', '“Need it by client”']],
      ]
        .map(
          ([t, c, notes]) =>
            `<div><div style="font:800 20px Display,Inter;margin-bottom:10px">${t}</div><div style="display:flex;flex-direction:column;gap:10px">${notes.map((n, i) => `<div style="transform:rotate(${i % 2 ? 2 : -2}deg)">${sticky(n, c, 170)}</div>`).join('')}</div></div>`,
        )
        .join('')}</div>`,
    ) +
    at(
      720,
      60,
      `<svg width="520" height="300"><text x="0" y="20" font-family="Display" font-weight="800" font-size="20">Customer journey</text><path d="M10 200 C 70 120, 110 90, 150 140 S 230 260, 290 220 S 380 70, 440 100 S 500 150, 510 120" stroke="#16131f" stroke-width="4" fill="none"/>${[
        [10, 200, 'Sign up'],
        [150, 140, 'Setup'],
        [290, 220, 'First invoice'],
        [440, 100, 'Paid!'],
      ]
        .map(
          ([x, y, t]) =>
            `<circle cx="${x}" cy="${y}" r="9" fill="#e2492b"/><text x="${x}" y="${y + 34}" font-size="15" font-family="Inter" font-weight="600">${t}</text>`,
        )
        .join('')}</svg>`,
    ) +
    at(
      1300,
      40,
      `<div style="width:440px;height:440px;display:grid;grid-template-columns:1fr 1fr;grid-template-rows:1fr 1fr;gap:6px;font:700 14px Inter"><div style="background:#dcfce7;padding:14px">QUICK WINS<div style="margin-top:10px;display:flex;flex-direction:column;gap:8px">${sticky('Skip-able setup', '#fde68a', 150)}</div></div><div style="background:#e0e7ff;padding:14px">BIG BETS<div style="margin-top:10px">${sticky('Reports by client', '#bbf7d0', 150)}</div></div><div style="background:#f5f5f4;padding:14px;border:1px solid #ddd">MAYBE</div><div style="background:#fee2e2;padding:14px">NOT NOW<div style="margin-top:10px">${sticky('Custom chart builder', '#bfdbfe', 150)}</div></div></div><div style="font:600 14px Inter;display:flex;justify-content:space-between;margin-top:8px"><span>low effort</span><span>high effort →</span></div>`,
    ),
  'landing-page': at(
    150,
    36,
    win(
      `<div style="flex:1;background:#fff;padding:50px 60px;display:grid;grid-template-columns:1fr 1.1fr;gap:50px;align-items:center"><div><span class="pill" style="background:#fce7f3;color:#be185d">Month-end webinar · 12 June</span><div style="font:800 62px/1.02 Display,Inter;letter-spacing:-.03em;margin:18px 0">Close your books in 2 days, not 10.</div><div style="display:flex;flex-direction:column;gap:12px;max-width:440px"><div class="input" style="height:50px;font-size:16px">Work email</div><div class="input" style="height:50px;font-size:16px">Company size: 50–200</div><span class="btn" style="background:#be185d;padding:16px;text-align:center;font-size:17px">Start free trial</span></div><div class="row" style="gap:26px;margin-top:30px;font:800 20px Display,Inter;color:#aaa">ACME<span>Lumen</span><span>Fable</span><span>Orbit</span></div></div>${themed(
        { primary: '#be185d', accent: '#0ea5e9', ink: '#1f1020', soft: '#fce7f3' },
        card(
          'May close · day 2 of 3',
          statusRows([
            ['Bank reconciliation', '1,284 of 1,290 matched', 'Done', 'good'],
            ['Accruals', '12 entries posted', 'Done', 'good'],
            ['Intercompany', '2 differences', 'Review', 'warn'],
            ['Reports to board', 'Draft ready', 'Next'],
          ]),
          'box-shadow:0 20px 50px rgba(0,0,0,.12)',
        ),
      )}</div>`,
      'closewise.com/2-day-close',
    ),
    { scale: 0.68 },
  ),
  'mobile-app': at(420, 24, themed(vanmoof.theme, `<div style="display:flex;gap:70px">${vanmoof.screens[0].html}</div>`), { scale: 1.0 }),
  'mobile-optimization': (() => {
    const before = phone({
      tabs: 0,
      body: `<div style="font:700 15px Inter">Checkout</div>${['First name', 'Last name', 'Email', 'Phone', 'Address line 1', 'Address line 2', 'City', 'Postcode', 'Card number'].map((f) => `<div class="input" style="height:24px;font-size:10px">${f}</div>`).join('')}<div class="row"><span class="btn" style="font-size:10px;padding:4px 8px">Pay</span><span class="btn ghost" style="font-size:10px;padding:4px 8px">Back</span></div>`,
    });
    const after = themed(
      { primary: '#16a34a', accent: '#0f172a', ink: '#0f172a', soft: '#dcfce7' },
      phone({
        tabs: 0,
        body: `<div class="ptitle">Checkout</div><span class="btn" style="background:#000;text-align:center;padding:16px;font-size:17px"> Pay</span><div class="mut sm" style="text-align:center">or pay by card</div><div class="input" style="height:52px;font-size:16px">Email</div><div class="input" style="height:52px;font-size:16px">Card · 4242 4242 ···</div><div class="input" style="height:52px;font-size:16px">Postcode · SW1A 1AA</div><span class="btn" style="text-align:center;padding:18px;font-size:18px;margin-top:auto">Pay £48.00</span>`,
      }),
    );
    return (
      at(420, 20, before, { scale: 1 }) +
      at(440, 600, label('Before · 9 fields')) +
      arrows([[800, 330, 1000, 330, -40]], '#16a34a') +
      at(1060, 20, after) +
      at(1080, 600, label('After · 3 fields + Apple Pay', { bg: '#16a34a', color: '#fff' }))
    );
  })(),
});

export { cargo, ehr, vanmoof, pry, vessel };
