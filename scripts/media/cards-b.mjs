// Service card scenes, part B (metrics, teams, UI and UX services without a hero scene), each drawn at 1200x800 from
// its own subject; scripts/make-service-cards.mjs renders them.
import { barChart, lineChart, listRows, phone, pill, ring, table, themed } from './kit.mjs';
import { arrows, at, label, sticky, win } from './heroKit.mjs';
import { CARD } from './cardKit.mjs';
import { mockData, scenes } from './mockData.mjs';

const data = mockData(import.meta.url);

const big = (text, size = 40, color = 'inherit') =>
  `<div style="font:800 ${size}px/1.05 Display,Inter;letter-spacing:-.02em;color:${color}">${text}</div>`;
const panel = (html, style = '') =>
  `<div style="background:#fff;border-radius:22px;box-shadow:0 24px 60px rgba(15,15,40,.18);padding:28px;${style}">${html}</div>`;
const lines = (widths, color = '#d4d4d8', h = 12) =>
  widths.map((w) => `<div style="height:${h}px;width:${w}%;background:${color};border-radius:${h / 2}px;margin:10px 0"></div>`).join('');

export const cardScenesB = scenes(data, {
  'metrics-implementation': (() => {
    const rows = [
      ['signup_completed', 'plan, source', 'Growth', '✓'],
      ['project_created', 'template, team_size', 'Product', '✓'],
      ['invite_sent', 'role, channel', 'Product', '✓'],
      ['report_exported', 'format, rows', 'Data', '…'],
    ];
    const plan = `<div style="width:700px;background:#1f2937;border-radius:18px;padding:24px;color:#e5e7eb"><div style="font:800 28px Display,Inter;color:#fff;margin-bottom:14px">Tracking plan · v3</div><div style="display:grid;grid-template-columns:1.4fr 1.3fr .8fr .3fr;font:600 18px Inter">${['Event', 'Properties', 'Owner', ''].map((h) => `<div style="color:#9ca3af;font-size:15px;text-transform:uppercase;letter-spacing:.08em;padding:10px 0;border-bottom:1px solid #374151">${h}</div>`).join('')}${rows
      .map((r) =>
        r
          .map(
            (c, i) =>
              `<div style="padding:14px 0;border-bottom:1px solid #374151;${i === 0 ? 'color:#6ee7b7' : ''}${i === 3 ? (c === '✓' ? 'color:#34d399;font-weight:800' : 'color:#fbbf24') : ''}">${c}</div>`,
          )
          .join(''),
      )
      .join('')}</div></div>`;
    const code = `<div style="width:600px;background:#030712;border:1px solid #374151;border-radius:16px;padding:24px;font:500 21px/1.7 Inter;color:#d1d5db"><span style="color:#c084fc">analytics</span>.track(<span style="color:#6ee7b7">'project_created'</span>, {<br>&nbsp;&nbsp;template: <span style="color:#fcd34d">'kanban'</span>,<br>&nbsp;&nbsp;team_size: <span style="color:#fcd34d">8</span>,<br>});</div>`;
    const kpi = (name, value, color) =>
      `<div style="background:#1f2937;border-radius:16px;padding:18px 22px;width:250px"><div style="font:600 17px Inter;color:#9ca3af">${name}</div><div style="font:800 42px Display,Inter;color:${color}">${value}</div></div>`;
    return `${at(50, 50, plan)}${at(790, 50, `<div style="display:flex;flex-direction:column;gap:16px">${kpi('Activation', '41%', '#6ee7b7')}${kpi('Week-4 retention', '27%', '#93c5fd')}${kpi('Feature use', '3.2 / user', '#fcd34d')}</div>`)}${at(50, 440, code)}${at(690, 420, `<div style="width:460px;background:#1f2937;border-radius:16px;padding:18px 22px"><div style="font:600 17px Inter;color:#9ca3af">Events · last 7 days</div><div style="height:150px">${themed({ primary: '#34d399', accent: '#fbbf24', ink: '#f9fafb', soft: '#064e3b' }, barChart([8.2, 9.1, 8.7, 9.6, 10.4, 6.1, 5.8], { height: 150, highlight: 4, labels: ['M', 'T', 'W', 'T', 'F', 'S', 'S'] }))}</div></div>`)}${at(50, 700, label('Dashboards live from day one', { bg: '#34d399', color: '#052e16', size: 21 }))}`;
  })(),
  'metrics-interpretation': (() => {
    const t = { primary: '#a16207', accent: '#2563eb', ink: '#1c1917', soft: '#fef9c3' };
    const chart = panel(
      `<div class="row"><b style="font:800 26px Display,Inter">Weekly retention by cohort</b><span class="sp">${pill('n = 8,412', 'grey')}</span></div><div style="height:330px;margin-top:12px;position:relative">${lineChart(
        [
          [100, 58, 41, 36, 33, 31, 30, 29],
          [100, 71, 60, 55, 52, 50, 49, 48],
        ],
        { height: 330, width: 620, labels: ['W0', 'W1', 'W2', 'W3', 'W4', 'W5', 'W6', 'W7'] },
      )}<div style="position:absolute;left:150px;top:150px;background:#1c1917;color:#fff;border-radius:12px;padding:12px 16px;font:600 17px/1.35 Inter;width:270px">Week-1 drop: users who skip the data import</div></div><div class="row" style="gap:22px;font:600 17px Inter;margin-top:6px"><span style="color:#a16207">— skipped import</span><span style="color:#2563eb">- - imported data</span></div>`,
      'width:680px',
    );
    const ranked = [
      ['Import in onboarding', 'High'],
      ['Sample data for trials', 'High'],
      ['Empty-state guidance', 'Medium'],
      ['Weekly digest email', 'Low'],
    ];
    const list = panel(
      `<div style="font:800 26px Display,Inter;margin-bottom:10px">Design changes, ranked</div>${ranked.map(([n, impact], i) => `<div class="row" style="padding:14px 0;border-top:1px solid #e7e5e4;font:600 19px Inter"><b style="font:800 24px Display,Inter;color:#a16207;width:30px">${i + 1}</b>${n}<span class="sp">${pill(impact, impact === 'High' ? 'good' : impact === 'Medium' ? 'warn' : 'grey')}</span></div>`).join('')}`,
      'width:420px',
    );
    return themed(t, `${at(40, 70, chart)}${at(740, 150, list, { z: 2 })}`);
  })(),
  'outsource-ux-team': ({ people }) => {
    const member = ([name, role, time], i) =>
      `<div style="background:#fff;border-radius:18px;padding:20px;width:200px;box-shadow:0 14px 30px rgba(8,51,68,.12);${i === 3 ? 'border:3px dashed #0891b2' : ''}"><span class="av" style="width:64px;height:64px;font-size:22px;background:${['#0e7490', '#be185d', '#7c3aed', '#ea580c', '#15803d'][i]}">${name
        .split(' ')
        .map((w) => w[0])
        .join(
          '',
        )}</span><div style="font:800 20px Display,Inter;margin-top:12px">${name}</div><div style="font:600 16px Inter;color:#475569">${role}</div><div style="margin-top:10px">${pill(time, i === 3 ? 'warn' : '')}</div></div>`;
    const rituals = [
      ['Mon', 'Sprint planning'],
      ['Daily', 'Stand-up 09:30'],
      ['Wed', 'Design critique'],
      ['Fri', 'Demo to stakeholders'],
    ];
    return `${at(50, 50, big('Your UX team · Q3', 42, '#083344'))}${at(50, 130, `<div class="row" style="gap:18px;align-items:stretch">${people.slice(0, 5).map(member).join('')}</div>`, { scale: 0.98 })}${at(50, 470, panel(`<div style="font:800 22px Display,Inter;margin-bottom:8px">In your rituals</div>${rituals.map(([d, r]) => `<div class="row" style="font:600 18px Inter;padding:7px 0"><b style="width:70px;color:#0e7490">${d}</b>${r}</div>`).join('')}`, 'width:520px;padding:22px 26px'))}${at(610, 470, panel(`<div style="font:800 22px Display,Inter">Team size by month</div><div style="height:170px;margin-top:10px">${themed({ primary: '#0891b2', accent: '#ea580c', ink: '#083344', soft: '#cffafe' }, barChart([3, 3, 4, 5, 5, 4], { height: 170, highlight: 3, labels: ['Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug'] }))}</div>`, 'width:540px;padding:22px 26px'))}`;
  },
  'pitchdeck-for-investors': (() => {
    const slide = (w, html, bg = '#fff') =>
      `<div style="width:${w}px;height:${(w * 9) / 16}px;background:${bg};border-radius:12px;overflow:hidden;box-shadow:0 20px 50px rgba(0,0,0,.5);position:relative">${html}</div>`;
    const traction = slide(
      760,
      `<div style="padding:36px 40px;height:100%;display:flex;flex-direction:column"><div style="font:700 16px Inter;letter-spacing:.14em;color:#7c3aed">06 · TRACTION</div><div style="font:800 46px/1.05 Display,Inter;margin-top:10px">€84k MRR, growing 18% a month</div><div style="flex:1;margin-top:16px">${themed({ primary: '#7c3aed', accent: '#f59e0b', ink: '#18181b', soft: '#ede9fe' }, lineChart([[12, 16, 19, 25, 31, 38, 47, 58, 70, 84]], { height: 220, width: 680, labels: ['J', 'F', 'M', 'A', 'M', 'J', 'J', 'A', 'S', 'O'] }))}</div></div>`,
    );
    const cover = slide(
      330,
      `<div style="height:100%;background:linear-gradient(135deg,#7c3aed,#4c1d95);color:#fff;padding:24px;display:flex;flex-direction:column"><div style="font:800 34px Display,Inter">Loopway</div><div style="font:600 16px Inter;margin-top:auto;opacity:.85">Seed round · €2.5M</div></div>`,
    );
    const market = slide(
      330,
      `<div style="padding:18px"><div style="font:700 12px Inter;letter-spacing:.14em;color:#7c3aed">03 · MARKET</div><svg width="300" height="150" viewBox="0 0 300 150"><circle cx="150" cy="80" r="66" fill="#ede9fe"/><circle cx="150" cy="95" r="44" fill="#c4b5fd"/><circle cx="150" cy="110" r="22" fill="#7c3aed"/><text x="222" y="30" font-family="Inter" font-weight="700" font-size="14">TAM €9.4B</text><text x="200" y="96" font-family="Inter" font-weight="700" font-size="14">SAM €1.1B</text><text x="10" y="140" font-family="Inter" font-weight="700" font-size="14">SOM €86M</text></svg></div>`,
    );
    const team = slide(
      330,
      `<div style="padding:18px"><div style="font:700 12px Inter;letter-spacing:.14em;color:#7c3aed">08 · TEAM</div><div class="row" style="gap:14px;margin-top:24px;justify-content:center">${[
        'Eva Lund',
        'Marco Ricci',
        'Yuki Mori',
      ]
        .map(
          (n, i) =>
            `<div style="text-align:center"><span style="width:64px;height:64px;border-radius:50%;display:grid;place-items:center;font:800 22px Inter;color:#fff;background:${['#7c3aed', '#0ea5e9', '#f59e0b'][i]}">${n
              .split(' ')
              .map((w) => w[0])
              .join('')}</span><div style="font:700 13px Inter;margin-top:6px">${n.split(' ')[0]}</div></div>`,
        )
        .join('')}</div></div>`,
    );
    return `${at(60, 60, traction)}${at(850, 60, `<div style="display:flex;flex-direction:column;gap:24px">${cover}${market}</div>`, { scale: 0.88 })}${at(60, 520, `<div class="row" style="gap:24px">${team}${slide(330, `<div style="padding:22px"><div style="font:700 12px Inter;letter-spacing:.14em;color:#7c3aed">10 · THE ASK</div><div style="font:800 40px Display,Inter;margin-top:14px">€2.5M</div><div style="font:600 15px Inter;color:#52525b">18 months runway · 3 markets</div></div>`)}</div>`, { scale: 0.72 })}${at(580, 560, `<div style="font:800 30px/1.2 Display,Inter;color:#fafafa;width:560px">12 slides · 3 minutes · one story</div><div style="font:600 19px Inter;color:#a1a1aa;margin-top:10px">Problem · market · product · traction · team · ask</div>`)}`;
  })(),
  'responsive-version': (() => {
    const shop = (w, h, cols, pad) =>
      `<div style="width:${w}px;height:${h}px;background:#fff;border:2px solid #0c4a6e;border-radius:12px;overflow:hidden;display:flex;flex-direction:column"><div class="row" style="padding:${pad}px;background:#0c4a6e;color:#fff;font:800 ${pad + 8}px Display,Inter">Nordtrail<span class="sp" style="font:600 ${pad + 2}px Inter">${cols > 1 ? 'Men · Women · Sale · Bag (2)' : '☰'}</span></div><div style="height:${h * 0.28}px;margin:${pad}px;border-radius:8px;background:linear-gradient(135deg,#38bdf8,#0369a1);color:#fff;padding:${pad}px;font:800 ${pad * 2 + 4}px/1.05 Display,Inter">Autumn trail shoes</div><div style="display:grid;grid-template-columns:repeat(${cols},1fr);gap:${pad}px;padding:0 ${pad}px">${Array.from({ length: cols * 2 }, (_, i) => `<div><div style="height:${h * 0.16}px;border-radius:8px;background:${['#bae6fd', '#fde68a', '#fecaca', '#bbf7d0'][i % 4]}"></div><div style="height:8px;width:70%;background:#cbd5e1;border-radius:4px;margin-top:6px"></div><div style="font:800 ${pad + 4}px Inter;margin-top:4px">€${[129, 89, 149, 109, 99, 139, 119, 79][i]}</div></div>`).join('')}</div></div>`;
    const ruler = (w, text) =>
      `<div style="width:${w}px;display:flex;align-items:center;gap:8px;color:#0c4a6e;font:800 20px Inter"><span style="flex:1;border-top:3px solid #0c4a6e"></span>${text}<span style="flex:1;border-top:3px solid #0c4a6e"></span></div>`;
    return `${at(40, 70, `${ruler(620, '1440')}<div style="height:14px"></div>${shop(620, 560, 4, 14)}`)}${at(690, 150, `${ruler(300, '768')}<div style="height:14px"></div>${shop(300, 480, 2, 10)}`)}${at(1020, 230, `${ruler(150, '375')}<div style="height:14px"></div>${shop(150, 400, 1, 7)}`)}${at(690, 690, label('Reflow · collapse · hide, decided per block', { size: 19 }))}`;
  })(),
  'sources-for-app-store-google-play': (() => {
    const t = { primary: '#dc2626', accent: '#f97316', ink: '#1c1917', soft: '#fee2e2' };
    const shot = (caption, bg, body) =>
      `<div style="width:200px;height:420px;border-radius:22px;background:${bg};padding:18px 14px 0;display:flex;flex-direction:column;align-items:center;overflow:hidden;box-shadow:0 14px 30px rgba(0,0,0,.15)"><div style="font:800 22px/1.1 Display,Inter;color:#fff;text-align:center;height:60px">${caption}</div><div style="width:170px;flex:1;margin-top:14px;background:#111;border-radius:22px 22px 0 0;padding:8px 8px 0"><div style="height:100%;border-radius:16px 16px 0 0;background:#fff;padding:12px;display:flex;flex-direction:column;gap:8px">${body}</div></div></div>`;
    const shots = [
      shot(
        'Track every run',
        'linear-gradient(180deg,#ef4444,#b91c1c)',
        `<b style="font-size:15px">Morning run</b><div style="font:800 30px Display,Inter">8.4 km</div><div style="height:110px;border-radius:10px;background:#fee2e2"></div>`,
      ),
      shot(
        'Plan your week',
        'linear-gradient(180deg,#f97316,#c2410c)',
        ['Mon · Easy 5k', 'Wed · Intervals', 'Sat · Long 14k']
          .map((r) => `<div style="font:600 13px Inter;background:#fff7ed;border-radius:8px;padding:8px">${r}</div>`)
          .join(''),
      ),
      shot(
        'Beat your 10k',
        'linear-gradient(180deg,#1c1917,#44403c)',
        `<div style="display:grid;place-items:center">${ring(76, { size: 110, stroke: 12, color: '#ef4444', label: '48:10' })}</div><div class="mut sm" style="text-align:center">Personal best −1:42</div>`,
      ),
      shot(
        'Run with friends',
        'linear-gradient(180deg,#dc2626,#f97316)',
        listRows([
          { title: 'Ana', meta: '12 km', value: '' },
          { title: 'Ben', meta: '9 km', value: '' },
        ]),
      ),
    ];
    const icon = (s, bg) =>
      `<div style="width:${s}px;height:${s}px;border-radius:${s * 0.23}px;background:${bg};display:grid;place-items:center"><svg width="${s * 0.6}" height="${s * 0.6}" viewBox="0 0 60 60"><path d="M8 44 L24 20 L34 34 L42 24 L52 44" stroke="#fff" stroke-width="7" fill="none" stroke-linecap="round" stroke-linejoin="round"/></svg></div>`;
    return themed(
      t,
      `${at(50, 40, `<div class="row" style="gap:20px">${icon(110, 'linear-gradient(135deg,#ef4444,#f97316)')}<div><div style="font:800 40px Display,Inter">Stride: Run Coach</div><div class="row" style="gap:14px;font:600 19px Inter;color:#57534e"><span>4.8 ★ · 21k ratings</span><span>Health &amp; Fitness</span>${pill('GET', '')}</div></div></div>`)}${at(50, 210, `<div class="row" style="gap:18px">${shots.join('')}</div>`, { scale: 1.02 })}${at(930, 210, `<div style="display:flex;flex-direction:column;gap:14px;align-items:center;background:#fff;border-radius:20px;padding:20px;box-shadow:0 14px 30px rgba(0,0,0,.1)">${icon(96, 'linear-gradient(135deg,#ef4444,#f97316)')}${icon(96, '#1c1917')}${icon(96, '#16a34a')}<div style="font:700 16px Inter;color:#57534e;text-align:center">Icon variants<br>A/B in store</div></div>`)}`,
    );
  })(),
  'ui-kit-components': (() => {
    const c = '#4d7c0f';
    const state = (name) => `<div style="font:600 14px Inter;color:#65a30d;margin-top:8px;text-align:center">${name}</div>`;
    const button = (bg, fg, text, extra = '') =>
      `<span style="display:inline-block;background:${bg};color:${fg};border-radius:10px;padding:14px 22px;font:700 18px Inter;${extra}">${text}</span>`;
    const buttons = [
      button(c, '#fff', 'Button'),
      button('#3f6212', '#fff', 'Button'),
      button('#365314', '#fff', 'Button', 'box-shadow:inset 0 3px 0 rgba(0,0,0,.25)'),
      button(c, '#fff', 'Button', 'outline:3px solid #bef264;outline-offset:3px'),
      button('#e7e5e4', '#a8a29e', 'Button'),
    ];
    const input = (text, style, hint = '') =>
      `<div style="width:230px"><div style="height:50px;border-radius:10px;border:2px solid #d6d3d1;background:#fff;display:flex;align-items:center;padding:0 14px;font:500 17px Inter;${style}">${text}</div>${hint}</div>`;
    const toggle = (on) =>
      `<span style="width:64px;height:36px;border-radius:18px;background:${on ? c : '#d6d3d1'};position:relative;display:inline-block"><span style="position:absolute;top:4px;left:${on ? 32 : 4}px;width:28px;height:28px;border-radius:50%;background:#fff"></span></span>`;
    const check = (on) =>
      `<span style="width:30px;height:30px;border-radius:7px;border:2px solid ${on ? c : '#a8a29e'};background:${on ? c : '#fff'};color:#fff;display:inline-grid;place-items:center;font:800 18px Inter">${on ? '✓' : ''}</span>`;
    const frame = (title, html) =>
      `<div style="border:2px dashed #a855f7;border-radius:14px;padding:20px 22px;background:#fff;position:relative"><span style="position:absolute;top:-14px;left:16px;background:#a855f7;color:#fff;font:700 14px Inter;padding:3px 10px;border-radius:6px">◆ ${title}</span>${html}</div>`;
    return `${at(50, 40, big('Components · Harvest UI', 38, '#1a2e05'))}${at(50, 120, `<div style="zoom:1.15">${frame('Button', `<div class="row" style="gap:16px">${buttons.map((b, i) => `<div>${b}${state(['Default', 'Hover', 'Pressed', 'Focus', 'Disabled'][i])}</div>`).join('')}</div>`)}</div>`)}${at(50, 330, `<div style="zoom:1.15">${frame('Input', `<div class="row" style="gap:18px;align-items:flex-start">${input('Email', '')}${input('ana@farm.co', `border-color:${c};box-shadow:0 0 0 4px #d9f99d`)}${input('ana@farm', 'border-color:#dc2626', '<div style="font:600 15px Inter;color:#dc2626;margin-top:6px">Enter a full email address</div>')}</div>`)}</div>`)}${at(50, 560, `<div style="zoom:1.15">${frame('Toggle · Checkbox · Tabs', `<div class="row" style="gap:24px">${toggle(false)}${toggle(true)}${check(false)}${check(true)}<div class="row" style="gap:0;border-radius:10px;background:#f5f5f4;padding:4px">${['Orders', 'Stock', 'Reports'].map((t, i) => `<span style="padding:10px 18px;border-radius:8px;font:700 17px Inter;${i === 0 ? 'background:#fff;box-shadow:0 1px 4px rgba(0,0,0,.15)' : 'color:#78716c'}">${t}</span>`).join('')}</div></div>`)}</div>`)}${at(870, 120, `<div style="width:290px;font:600 18px/1.5 Inter;color:#3f6212;background:#ecfccb;border-radius:14px;padding:18px">148 components<br>612 variants<br>Matched to React props</div>`)}`;
  })(),
  'ui-web-design-ui-web-product': (() => {
    const t = { primary: '#0f766e', accent: '#f59e0b', ink: '#0f172a', soft: '#ccfbf1' };
    const rows = [
      ['☑', 'PO-88213', 'Rotterdam → Lyon', pill('In transit', ''), '14:20', '€2,140'],
      ['☑', 'PO-88214', 'Hamburg → Milan', pill('Delayed', 'bad'), '18:05', '€3,380'],
      ['☐', 'PO-88217', 'Antwerp → Basel', pill('Loading', 'warn'), '—', '€1,260'],
      ['☐', 'PO-88220', 'Lille → Turin', pill('Delivered', 'good'), '09:12', '€2,910'],
      ['☐', 'PO-88224', 'Ghent → Munich', pill('In transit', ''), '16:40', '€1,870'],
      ['☐', 'PO-88226', 'Gdańsk → Vienna', pill('Booked', 'grey'), '—', '€2,050'],
    ];
    const body = `<div class="app"><div class="main" style="padding:22px"><div class="row"><b style="font:800 26px Display,Inter;margin-right:auto">Orders</b><span class="search">⌕ Search 2,418 orders</span><span class="btn">Bulk update (2)</span></div><div class="row" style="gap:8px">${['Status: any', 'Lane: EU West', 'ETA: today', 'Carrier: 4'].map((f) => pill(f, 'grey')).join('')}</div><div class="card" style="padding:6px 10px;flex:1">${table(['', 'Order', 'Lane', 'Status', 'ETA', 'Value'], rows)}</div></div><div style="width:300px;background:#fff;border-left:1px solid var(--line);padding:22px;display:flex;flex-direction:column;gap:12px"><b style="font:800 22px Display,Inter">PO-88214</b>${pill('Delayed 2 h · border check', 'bad')}${listRows(
      [
        { title: 'Picked up', meta: 'Hamburg · 06:10', value: '' },
        { title: 'Border check', meta: 'Chiasso · now', value: '' },
      ],
    )}<span class="btn" style="text-align:center">Notify customer</span></div></div>`;
    return themed(t, at(40, 40, win(body, 'app.freightdesk.io/orders', 1120, 720)));
  })(),
  'use-case-based-design': (() => {
    const oval = (x, y, text, hot) =>
      at(
        x,
        y,
        `<div style="width:270px;height:90px;border-radius:50%;border:3px solid ${hot ? '#dc2626' : '#0f172a'};background:${hot ? '#fee2e2' : '#f1f5f9'};display:grid;place-items:center;font:700 19px Inter;text-align:center">${text}</div>`,
        { z: 2 },
      );
    const actor = `<svg width="120" height="200" viewBox="0 0 120 200"><circle cx="60" cy="30" r="24" fill="none" stroke="#0f172a" stroke-width="5"/><path d="M60 54 L60 120 M20 80 L100 80 M60 120 L26 180 M60 120 L94 180" stroke="#0f172a" stroke-width="5" stroke-linecap="round"/></svg>`;
    const spec = panel(
      `<div style="font:700 15px Inter;letter-spacing:.12em;color:#64748b">USE CASE UC-07</div><div style="font:800 28px/1.1 Display,Inter;margin:8px 0 14px">Record vitals at the bedside</div>${[
        ['Actor', 'Ward nurse'],
        ['Goal', 'Vitals charted in under 60 s'],
        ['Trigger', 'Scheduled round'],
      ]
        .map(
          ([k, v]) => `<div class="row" style="font:600 18px Inter;padding:6px 0"><b style="width:90px;color:#64748b">${k}</b>${v}</div>`,
        )
        .join(
          '',
        )}<div style="font:700 18px Inter;margin-top:10px">Main flow</div><div style="font:500 17px/1.55 Inter;color:#334155">1. Scan wristband<br>2. Enter BP, pulse, SpO₂<br>3. Confirm and sign</div><div style="margin-top:10px;background:#fee2e2;border-radius:10px;padding:10px 14px;font:600 17px Inter;color:#991b1b">Exception: wristband unreadable → search by bed</div>`,
      'width:450px;border:1px solid #e2e8f0',
    );
    return `<svg style="position:absolute;inset:0" width="1200" height="800"><path d="M170 360 L300 180 M170 360 L300 330 M170 380 L300 480 M170 390 L300 630" stroke="#0f172a" stroke-width="3"/></svg>${at(60, 290, actor)}${at(70, 500, '<div style="font:800 22px Display,Inter">Nurse</div>')}${oval(290, 140, 'Record vitals', false)}${oval(290, 290, 'Hand over shift', false)}${oval(290, 440, 'Flag deterioration', true)}${oval(290, 590, 'Give medication', false)}${at(690, 70, spec)}`;
  })(),
  'user-journey-optimization': (() => {
    const stages = ['Ad', 'Landing', 'Sign-up', 'Setup', 'First value'];
    const x = (i) => 150 + i * 225;
    const ys = [160, 120, 290, 330, 130];
    const curve = `<svg style="position:absolute;left:0;top:140px" width="1200" height="420"><path d="M40 230 L1160 230" stroke="#e9d5ff" stroke-width="2" stroke-dasharray="6 6"/><path d="M${ys.map((y, i) => `${x(i)} ${y}`).join(' L')}" stroke="#a21caf" stroke-width="6" fill="none" stroke-linejoin="round"/><path d="M${x(1)} ${ys[1]} L${x(2)} 170 L${x(3)} 150 L${x(4)} ${ys[4]}" stroke="#16a34a" stroke-width="6" fill="none" stroke-dasharray="14 10"/>${ys.map((y, i) => `<circle cx="${x(i)}" cy="${y}" r="14" fill="${i === 2 || i === 3 ? '#dc2626' : '#a21caf'}"/>`).join('')}<text x="40" y="110" font-family="Inter" font-weight="700" font-size="17" fill="#a21caf">delighted</text><text x="40" y="390" font-family="Inter" font-weight="700" font-size="17" fill="#a21caf">frustrated</text></svg>`;
    const head = stages
      .map((s, i) =>
        at(
          x(i) - 95,
          70,
          `<div style="width:190px;text-align:center;background:#a21caf;color:#fff;border-radius:12px;padding:12px;font:800 20px Display,Inter">${s}</div>`,
        ),
      )
      .join('');
    const drop = [
      ['', ''],
      ['−12%', ''],
      ['−46%', '6 fields → 2'],
      ['−31%', 'import made optional'],
      ['', ''],
    ];
    const notes = drop
      .map(([d, fix], i) =>
        d
          ? at(
              x(i) - 95,
              570,
              `<div style="width:190px;text-align:center"><div style="font:800 30px Display,Inter;color:#dc2626">${d}</div><div style="font:600 15px Inter;color:#6b21a8">drop-off</div>${fix ? `<div style="margin-top:10px;background:#dcfce7;color:#166534;border-radius:10px;padding:8px;font:700 16px Inter">${fix}</div>` : ''}</div>`,
            )
          : '',
      )
      .join('');
    return `${at(40, 16, big('Journey map · trial to first invoice', 30, '#4a044e'))}${head}${curve}${notes}${at(940, 610, `<div style="font:700 18px/1.4 Inter;color:#166534;width:230px">Redesigned path: trial-to-paid 9% → 14%</div>`)}`;
  })(),
  'users-survey': (() => {
    const t = { primary: '#0e7490', accent: '#f59e0b', ink: '#083344', soft: '#cffafe' };
    const scale = [1, 2, 3, 4, 5]
      .map(
        (n) =>
          `<span style="width:40px;height:40px;border-radius:50%;border:2px solid #0e7490;display:grid;place-items:center;font:700 15px Inter;${n === 4 ? 'background:#0e7490;color:#fff' : ''}">${n}</span>`,
      )
      .join('');
    const form = phone({
      tabs: 0,
      body: `<div class="mut sm">Question 4 of 12</div><div class="bar-h"><b style="width:33%"></b></div><div style="font:700 19px/1.3 Inter;margin-top:6px">How easy is it to export a report?</div><div class="row" style="justify-content:space-between">${scale}</div><div class="row mut sm" style="justify-content:space-between"><span>Very hard</span><span>Very easy</span></div><div style="font:700 17px Inter;margin-top:10px">What do you export most?</div>${['Invoices', 'Timesheets', 'Client reports'].map((o, i) => `<div class="input" style="gap:8px">${i === 2 ? '◉' : '○'} ${o}</div>`).join('')}<span class="btn" style="text-align:center;padding:12px;margin-top:auto">Next</span>`,
    });
    const stacked = (q, parts) =>
      `<div style="margin:14px 0"><div style="font:600 18px Inter;margin-bottom:8px">${q}</div><div class="row" style="gap:0;height:34px;border-radius:8px;overflow:hidden">${parts.map((p, i) => `<div style="width:${p}%;height:100%;background:${['#dc2626', '#fb923c', '#e5e7eb', '#5eead4', '#0e7490'][i]};display:grid;place-items:center;font:700 14px Inter;color:${i === 2 ? '#374151' : '#fff'}">${p >= 8 ? `${p}%` : ''}</div>`).join('')}</div></div>`;
    const results = panel(
      `<div class="row"><b style="font:800 26px Display,Inter">Results</b><span class="sp">${pill('n = 1,284 · ±2.7%', 'grey')}</span></div>${stacked('Export a report', [18, 24, 21, 25, 12])}${stacked('Find an old invoice', [6, 10, 19, 38, 27])}${stacked('Invite a teammate', [3, 7, 15, 41, 34])}<div class="row" style="gap:14px;margin-top:12px;font:600 15px Inter;color:#475569"><span style="color:#dc2626">■ very hard</span><span style="color:#0e7490">■ very easy</span></div>`,
      'width:640px',
    );
    return themed(t, `${at(60, 60, form, { scale: 1.08 })}${at(480, 130, results)}`);
  })(),
  'ux-app-services': (() => {
    const t = { primary: '#ea580c', accent: '#0f766e', ink: '#1c1917', soft: '#ffedd5' };
    const apps = [
      '#0ea5e9',
      '#22c55e',
      '#a855f7',
      '#ef4444',
      '#eab308',
      '#14b8a6',
      '#6366f1',
      '#f43f5e',
      '#84cc16',
      '#64748b',
      '#ec4899',
      '#0f766e',
    ];
    const home = phone({
      tabs: 0,
      bg: 'linear-gradient(180deg,#7c2d12,#c2410c)',
      body: `<div style="display:grid;grid-template-columns:repeat(4,1fr);gap:16px 10px;margin-top:20px">${apps.map((c, i) => `<div style="text-align:center"><div style="width:52px;height:52px;border-radius:14px;margin:0 auto;background:${i === 5 ? '#fff' : c};${i === 5 ? 'box-shadow:0 0 0 4px #fde68a;display:grid;place-items:center;font:800 22px Display,Inter;color:#ea580c' : ''}">${i === 5 ? 'P' : ''}</div><div style="font:600 10px Inter;color:#fff;margin-top:4px">${i === 5 ? 'Plantly' : ['Mail', 'Maps', 'Music', 'News', 'Notes', '', 'Photos', 'Pay', 'Health', 'Files', 'Shop', 'Bank'][i]}</div></div>`).join('')}</div>`,
    });
    const retention = panel(
      `<div style="font:700 19px Inter;color:#78716c">Plantly · day-30 retention</div><div class="row" style="gap:18px;margin:8px 0 4px"><span style="font:800 70px Display,Inter;color:#ea580c">27%</span><span style="font:700 20px/1.3 Inter;color:#0f766e">up from 18%<br>after the new onboarding</span></div><div style="height:220px">${lineChart(
        [
          [100, 62, 48, 40, 35, 31, 29, 27],
          [100, 51, 36, 29, 24, 21, 19, 18],
        ],
        { height: 220, width: 560, labels: ['D0', 'D1', 'D3', 'D7', 'D10', 'D14', 'D21', 'D30'] },
      )}</div>`,
      'width:600px',
    );
    const steps = ['Research', 'Flows', 'Prototype', 'Test', 'Ship']
      .map((s) => label(s, { size: 18 }))
      .join('<span style="font:800 20px Inter;color:#fff">→</span>');
    return themed(
      t,
      `${at(90, 60, home, { scale: 1.05 })}${at(520, 90, retention)}${at(520, 560, `<div class="row" style="gap:8px">${steps}</div>`)}`,
    );
  })(),
  'ux-architecture-services': (() => {
    const node = (text, bg, w = 170) =>
      `<div style="width:${w}px;padding:14px 10px;background:${bg};border-radius:12px;font:700 18px Inter;text-align:center;color:${bg === '#1e293b' ? '#fff' : '#0f172a'};box-shadow:0 6px 16px rgba(15,23,42,.12)">${text}</div>`;
    const sections = [
      ['Projects', ['Boards', 'Timeline']],
      ['Billing', ['Invoices', 'Plans']],
      ['Team', ['Members', 'Roles']],
      ['Help', ['Guides', 'Contact']],
    ];
    const tree = `<svg style="position:absolute;left:0;top:0" width="1200" height="800"><path d="M600 150 L600 190 M150 190 L1050 190 ${sections.map((_, i) => `M${150 + i * 300} 190 L${150 + i * 300} 230`).join(' ')} ${sections.map((_, i) => `M${150 + i * 300} 290 L${150 + i * 300} 320 M${85 + i * 300} 320 L${215 + i * 300} 320 M${85 + i * 300} 320 L${85 + i * 300} 350 M${215 + i * 300} 320 L${215 + i * 300} 350`).join(' ')}" stroke="#64748b" stroke-width="3" fill="none"/></svg>`;
    const level2 = sections
      .map(
        ([name, kids], i) =>
          `${at(65 + i * 300, 230, node(name, '#c7d2fe'))}${kids.map((k, j) => at(25 + i * 300 + j * 130, 350, node(k, k === 'Invoices' ? '#bbf7d0' : '#fff', 120))).join('')}`,
      )
      .join('');
    const test = panel(
      `<div class="row"><b style="font:800 24px Display,Inter">Tree test · task 3</b><span class="sp">${pill('42 participants', 'grey')}</span></div><div style="font:600 19px Inter;margin:10px 0 16px;color:#334155">“Where would you download last month’s invoice?”</div><div class="row" style="gap:28px">${ring(82, { size: 130, stroke: 14, color: '#16a34a', label: '82%' })}<div style="font:600 18px/1.7 Inter">Success · direct path<br><span style="color:#64748b">Avg. time 14 s · card sort: 31 people</span></div></div>`,
      'width:760px;padding:22px 28px',
    );
    return `${tree}${at(515, 90, node('Home', '#1e293b'))}${level2}${at(163, 470, `<div style="zoom:1.15">${test}</div>`)}`;
  })(),
  'ux-interface-design': (() => {
    const form = `<div style="width:520px;background:#fff;border-radius:20px;box-shadow:0 24px 60px rgba(0,0,0,.14);padding:32px"><div style="font:800 30px Display,Inter">Schedule a pickup</div><div style="font:500 17px Inter;color:#57534e;margin:6px 0 22px">We collect parcels Mon–Fri, 9:00–17:00.</div>${[
      ['Pickup address', 'Unit 4, Dockside Park, Leeds', ''],
      ['Parcels', '3', 'Up to 30 kg each'],
      ['Pickup date', '31 June', 'June has 30 days. Pick a date on the calendar.'],
    ]
      .map(
        ([l, v, h], i) =>
          `<div style="margin-bottom:16px"><div style="font:700 17px Inter;margin-bottom:6px">${l}</div><div style="height:52px;border-radius:10px;border:2px solid ${i === 2 ? '#dc2626' : '#d6d3d1'};display:flex;align-items:center;padding:0 14px;font:500 18px Inter">${v}</div>${h ? `<div style="font:600 15px Inter;margin-top:6px;color:${i === 2 ? '#dc2626' : '#78716c'}">${h}</div>` : ''}</div>`,
      )
      .join(
        '',
      )}<div style="background:#0f766e;color:#fff;border-radius:12px;padding:16px;text-align:center;font:700 19px Inter">Book pickup for 3 parcels</div></div>`;
    const note = (n, text) =>
      `<div class="row" style="gap:12px;align-items:flex-start;width:440px"><span style="width:40px;height:40px;flex:none;border-radius:50%;background:#0f766e;color:#fff;display:grid;place-items:center;font:800 18px Inter">${n}</span><div style="font:600 19px/1.35 Inter;color:#1c1917">${text}</div></div>`;
    return `<svg style="position:absolute;inset:0" width="1200" height="800"><path d="M610 186 L680 150 M610 404 L680 330 M610 505 L680 510 M610 632 L680 690" stroke="#0f766e" stroke-width="3" stroke-dasharray="6 6"/></svg>${at(70, 90, form)}${at(690, 120, note(1, 'Say when it works before asking for anything'))}${at(690, 300, note(2, 'Hints say the limit before the user hits it'))}${at(690, 480, note(3, 'Errors say what went wrong and how to fix it'))}${at(690, 660, note(4, 'The button repeats what will happen'))}`;
  })(),
  'ux-product-design': (() => {
    const t = { primary: '#1d4ed8', accent: '#f59e0b', ink: '#0f172a', soft: '#dbeafe' };
    const step = (n, title, html, w = 330) =>
      `<div style="width:${w}px;background:#fff;border-radius:18px;box-shadow:0 18px 40px rgba(30,64,175,.16);padding:22px"><div style="font:700 15px Inter;letter-spacing:.12em;color:#1d4ed8">${n}</div><div style="font:800 24px Display,Inter;margin:6px 0 12px">${title}</div>${html}</div>`;
    const problem = step(
      '01 · PROBLEM',
      '38% of invoices are paid late',
      `<div style="height:120px">${barChart([22, 30, 35, 38, 41, 38], { height: 120, highlight: 4 })}</div>`,
    );
    const sketch = step(
      '02 · DESIGN',
      'Automatic reminders',
      `<div style="border:2px dashed #94a3b8;border-radius:10px;padding:14px;font:italic 600 17px/1.6 Inter;color:#334155">3 days before due → friendly nudge<br>On due date → pay link<br>+7 days → firm reminder</div>`,
    );
    const screen = step(
      '03 · TEST',
      'Reminder settings',
      listRows([
        { title: 'Before due date', meta: '3 days', value: '✓' },
        { title: 'On the due date', meta: 'with pay link', value: '✓' },
        { title: 'After 7 days', meta: 'firm tone', value: '✓' },
      ]),
    );
    const shipped = step(
      '04 · SHIPPED',
      'v2.4 · late payments −21%',
      `<div class="row" style="gap:14px">${ring(79, { size: 110, stroke: 12, color: '#16a34a', label: '79%' })}<div style="font:600 17px Inter;color:#334155">paid on time<br>(was 62%)</div></div>`,
    );
    return themed(
      t,
      `${arrows(
        [
          [380, 250, 440, 300, 0],
          [760, 330, 820, 380, 0],
          [830, 560, 578, 600, 30],
        ],
        '#1d4ed8',
        CARD,
      )}${at(40, 40, problem)}${at(440, 120, sketch)}${at(830, 240, screen)}${at(230, 470, shipped, { z: 2 })}`,
    );
  })(),
  'ux-test-the-hypothesis': (() => {
    const hyp = (id, text, evidence, verdict, color, rotate) =>
      `<div style="width:340px;zoom:1.1;background:#fff;border-radius:16px;padding:22px;transform:rotate(${rotate}deg);box-shadow:0 20px 40px rgba(0,0,0,.35);position:relative"><div style="font:700 15px Inter;letter-spacing:.12em;color:#64748b">HYPOTHESIS ${id}</div><div style="font:600 19px/1.35 Inter;margin:10px 0 14px">${text}</div><div style="font:600 16px/1.4 Inter;color:#475569;border-top:1px solid #e2e8f0;padding-top:12px">${evidence}</div><div style="position:absolute;right:-14px;top:-18px;transform:rotate(8deg);border:4px solid ${color};color:${color};background:#fff;border-radius:10px;padding:6px 14px;font:800 21px Inter;letter-spacing:.06em">${verdict}</div></div>`;
    return `${at(50, 40, big('Assumptions, tested in 2 weeks', 40, '#f8fafc'))}${at(30, 150, hyp('H1', 'We believe freelancers will connect their bank if we explain why first.', 'Prototype test · 9 of 12 connected', 'VALIDATED', '#16a34a', -2))}${at(405, 190, hyp('H2', 'We believe teams will pay more for a shared inbox.', 'Fake-door test · 1.4% clicked (goal 5%)', 'INVALIDATED', '#dc2626', 1.5))}${at(775, 140, hyp('H3', 'We believe a weekly digest will bring users back.', 'Interviews · 5 of 10 would read it', 'INCONCLUSIVE', '#d97706', -1))}${at(50, 600, `<div class="row" style="gap:14px">${['Prototype', 'Fake door', 'Interviews', '5-second test'].map((t) => label(t, { size: 19, bg: '#334155', color: '#f8fafc' })).join('')}</div>`)}${at(50, 680, `<div style="font:600 24px Inter;color:#94a3b8">Build H1 now · drop H2 · rerun H3 with 20 users</div>`)}`;
  })(),
  wireframes: (() => {
    const ink = '#dbeafe';
    const box = (w, h, extra = '') => `<div style="width:${w};height:${h}px;border:2.5px solid ${ink};border-radius:6px;${extra}"></div>`;
    const x = (h) =>
      box(
        '100%',
        h,
        `background:linear-gradient(to top right,transparent 49.5%,${ink} 50%,transparent 50.5%),linear-gradient(to top left,transparent 49.5%,${ink} 50%,transparent 50.5%)`,
      );
    const screen = (w, h, html) =>
      `<div style="width:${w}px;height:${h}px;border:3px solid #fff;border-radius:14px;padding:18px;display:flex;flex-direction:column;gap:12px">${html}</div>`;
    const desktop = screen(
      600,
      640,
      `<div class="row" style="gap:10px">${box('90px', 24)}<span class="sp"></span>${box('60px', 16)}${box('60px', 16)}${box('60px', 16)}</div>${x(230)}<div class="row" style="gap:14px">${[0, 1, 2].map(() => `<div style="flex:1">${x(90)}${lines([90, 60], ink, 8)}</div>`).join('')}</div>${lines([70, 50], ink, 8)}<div class="row">${box('140px', 40, `background:${ink}`)}</div>`,
    );
    const mobile = screen(
      240,
      640,
      `${box('100%', 22)}${x(120)}${lines([90, 70, 80], ink, 8)}${box('100%', 44, `background:${ink}`)}${x(150)}${lines([60], ink, 8)}`,
    );
    const marker = (n, x0, y0) =>
      at(
        x0,
        y0,
        `<span style="width:40px;height:40px;border-radius:50%;background:#facc15;color:#1e3a8a;display:grid;place-items:center;font:800 19px Inter">${n}</span>`,
        { z: 3 },
      );
    const notes = `<div style="width:250px;display:flex;flex-direction:column;gap:14px;font:600 17px/1.35 Inter;color:#fff">${[
      ['1', 'Hero: one promise, one action'],
      ['2', 'Three plans, equal width'],
      ['3', 'CTA sticks on scroll (mobile)'],
    ]
      .map(
        ([n, t]) => `<div class="row" style="align-items:flex-start;gap:10px"><b style="color:#facc15;font-size:20px">${n}</b>${t}</div>`,
      )
      .join('')}</div>`;
    return `${at(40, 30, `<div style="font:800 34px Display,Inter;color:#fff">Pricing page · mid-fi</div>`)}${at(40, 110, desktop)}${at(680, 110, mobile)}${at(950, 120, notes)}${marker(1, 60, 170)}${marker(2, 60, 455)}${marker(3, 700, 480)}${at(950, 420, `<div style="width:200px">${sticky('Decide: annual toggle or tabs?', '#fde68a', 200)}</div>`)}`;
  })(),
});
