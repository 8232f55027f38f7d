// Service hero scenes, part C (UI/UX sprints and audits, research, video, web design) and the home and about pages.
import { listRows, map, phone, pill, themed } from './kit.mjs';
import { tableCard } from './recipes.mjs';
import { arrows, at, label, laptop, sticky, win, wireframe } from './heroKit.mjs';
import { cargo, ehr, pry, vessel } from './services-a.mjs';
import sugar from './cases/sugar-crm-saas-ux-ui-design.mjs';
import credifyx from './cases/credifyx-saas-ui-ux-design.mjs';
import healthiv from './cases/healthiv-health-care-website-design.mjs';
import fitsync from './cases/fit-sync-saas-ui-ux-design.mjs';
import { mockData, scenes } from './mockData.mjs';

const data = mockData(import.meta.url);

const marker = (n) =>
  `<span style="width:44px;height:44px;border-radius:50%;background:#dc2626;color:#fff;display:grid;place-items:center;font:800 20px Inter;box-shadow:0 0 0 6px rgba(220,38,38,.25)">${n}</span>`;
const oldTheme = { primary: '#6b7280', accent: '#9ca3af', ink: '#374151', soft: '#e5e7eb', canvas: '#e5e7eb' };

export const scenesC = scenes(data, {
  'ui-sprint':
    `<div style="position:absolute;left:120px;top:40px;width:1557px;height:595px;overflow:hidden;border-radius:16px">${at(0, 0, `<div style="filter:grayscale(1) contrast(.8)">${themed(oldTheme, win(sugar.screens[0].html, 'old.sugarcrm.com'))}</div>`, { scale: 0.68 })}<div style="position:absolute;left:780px;top:0;right:0;bottom:0;overflow:hidden">${at(-780, 0, themed(sugar.theme, win(sugar.screens[0].html, 'sugarcrm.com')), { scale: 0.68 })}</div><div style="position:absolute;left:776px;top:0;bottom:0;width:8px;background:#fff"></div><div style="position:absolute;left:750px;top:270px;width:60px;height:60px;border-radius:50%;background:#fff;display:grid;place-items:center;font:800 22px Inter;box-shadow:0 8px 20px rgba(0,0,0,.3)">⇆</div></div>` +
    at(150, 580, label('Before')) +
    at(1560, 580, label('After', { bg: '#e03e2d', color: '#fff' })),
  'ux-audit': (c) =>
    at(60, 40, themed(credifyx.theme, win(credifyx.screens[1].html, 'app.credifyx.com/decisions')), { scale: 0.64 }) +
    c.markers.map(([x, y, n]) => at(x, y, marker(n), { z: 3 })).join('') +
    at(
      1050,
      50,
      `<div style="background:#fff;border-radius:16px;padding:26px;width:660px;box-shadow:0 20px 40px rgba(0,0,0,.1);font:500 17px Inter"><div style="font:800 26px Display,Inter;margin-bottom:14px">Findings · severity</div>${data[
        'ux-audit'
      ].content.findings
        .map(
          ([n, s, t, c]) =>
            `<div class="row" style="padding:9px 0;border-bottom:1px solid #eee;gap:12px"><b style="width:24px">${n}</b><span style="background:${c};color:#fff;font:700 13px Inter;padding:3px 10px;border-radius:99px;width:76px;text-align:center">${s}</span>${t}</div>`,
        )
        .join('')}</div>`,
    ),
  'ux-design-services': (c) =>
    at(
      60,
      60,
      `<div style="transform:rotate(-5deg);background:#fffdf7;padding:24px;box-shadow:0 14px 30px rgba(0,0,0,.2);display:grid;grid-template-columns:1fr 1fr;gap:16px">${[0, 1, 2, 3].map(() => wireframe(190, 230, { sketch: true, bg: '#fffdf7', ink: '#57534e' })).join('')}</div>`,
    ) +
    at(
      560,
      120,
      `<div style="background:#fff;padding:26px;box-shadow:0 14px 30px rgba(0,0,0,.2);transform:rotate(2deg)"><div style="font:800 20px Display,Inter;margin-bottom:16px">Flow: book a repair</div><div class="row" style="gap:34px">${c.flow.map((t) => `<div style="width:110px;height:180px;border:2.5px solid #16131f;border-radius:12px;display:grid;place-items:center;text-align:center;font:700 14px Inter;padding:8px">${t}</div>`).join('')}</div></div>`,
    ) +
    arrows(c.arrows, '#16131f') +
    at(
      1370,
      50,
      themed(
        c.theme,
        phone({
          body: `<div class="ptitle">Choose a slot</div>${listRows([
            { title: 'Today 16:00', meta: 'Camden store', value: pill('2 left', 'warn') },
            { title: 'Tomorrow 10:00', meta: 'Camden store', value: '' },
          ])}<span class="btn" style="text-align:center;padding:14px">Pay £20 deposit</span>`,
        }),
      ),
      { scale: 0.9, rotate: 4 },
    ) +
    at(1280, 560, sticky('Test: 4 of 5 users finished', '#bbf7d0', 230), { z: 3 }),
  'ux-research': at(
    300,
    20,
    laptop(
      `<div style="flex:1;display:grid;grid-template-columns:300px 1fr 380px;gap:18px;padding:24px;background:#0f172a;color:#e2e8f0">${`<div style="display:flex;flex-direction:column;gap:14px">${themed(vessel.theme, `<div style="transform:scale(.6);transform-origin:0 0;height:380px">${phone({ body: '<div class="ptitle">Today’s results</div><div class="card">Hydration · Low</div><div class="card">Vitamin C · Low</div>' })}</div>`)}<div style="height:120px;border-radius:12px;background:linear-gradient(#334155,#1e293b);display:grid;place-items:center"><div style="width:60px;height:60px;border-radius:50%;background:#64748b"></div></div></div>`}<div><div style="font:700 22px Display,Inter">Session 4 · Maria, 34</div><div style="color:#94a3b8;margin-bottom:14px">Task: find why hydration is low</div>${[
        ['02:14', 'Taps the score ring, expects details'],
        ['03:40', 'Misses the “Why” link'],
        ['05:02', '“Oh, so I just drink more?”'],
        ['06:31', 'Finds the plan, completes task'],
      ]
        .map(
          ([t, n]) =>
            `<div style="display:flex;gap:12px;padding:10px 0;border-bottom:1px solid #334155"><b style="color:#38bdf8">${t}</b>${n}</div>`,
        )
        .join(
          '',
        )}</div><div><div style="font:700 18px Inter;margin-bottom:12px">Highlight clips</div>${['Confused by score', 'Missed “Why”', 'Task done'].map((t, i) => `<div style="display:flex;gap:10px;align-items:center;margin:10px 0"><div style="width:120px;height:68px;border-radius:8px;background:${['#7c3aed', '#f59e0b', '#16a34a'][i]};display:grid;place-items:center;color:#fff;font:800 20px Inter">▶</div>${t}</div>`).join('')}</div></div>`,
      1100,
      540,
    ),
  ),
  'ux-sprint':
    at(
      120,
      50,
      `<div style="background:#fff;border-radius:18px;padding:30px;width:900px;box-shadow:0 20px 40px rgba(0,0,0,.08)"><div style="font:800 26px Display,Inter">Sign-up funnel · last 30 days</div><div style="display:flex;gap:24px;align-items:flex-end;height:380px;margin-top:24px">${[
        ['Visit', 100],
        ['Email', 74],
        ['Password', 62],
        ['Company details', 18],
        ['Verified', 14],
      ]
        .map(
          ([t, v], i) =>
            `<div style="flex:1;text-align:center"><div style="font:800 22px Inter;color:${i === 3 ? '#e11d48' : '#111'}">${v}%</div><div style="height:${v * 3.2}px;background:${i === 3 ? '#e11d48' : '#6366f1'};border-radius:8px 8px 0 0;margin-top:8px"></div><div style="font:600 15px Inter;margin-top:8px">${t}</div></div>`,
        )
        .join('')}</div></div>`,
    ) +
    arrows([[1060, 330, 1200, 330, -50]], '#e11d48') +
    at(
      1240,
      30,
      themed(
        { primary: '#6366f1', accent: '#e11d48', ink: '#111827', soft: '#e0e7ff' },
        phone({
          tabs: 0,
          body: `<div class="ptitle">Start free</div><div class="mut sm">One step. Add company details later.</div><div class="input" style="height:50px">Work email</div><div class="input" style="height:50px">Password</div><span class="btn" style="text-align:center;padding:16px">Create account</span><div class="card sm">Redesign test: <b>47%</b> reach “Verified” (was 14%)</div>`,
        }),
      ),
    ),
  'video-presentation':
    at(
      50,
      50,
      `<div style="display:grid;grid-template-columns:repeat(3,250px);gap:20px">${['1. Founder at desk, inbox overflowing', '2. Title: “Month-end, again”', '3. App opens: one checklist', '4. Zoom on auto-matched rows', '5. Team ticks off tasks', '6. Logo + “Close in 2 days”'].map((t, i) => `<div><div style="height:160px;background:#fafaf9;border-radius:8px;display:grid;place-items:center">${i === 2 || i === 3 ? wireframe(200, 130, { sketch: true }) : `<svg width="200" height="130"><circle cx="${60 + i * 10}" cy="55" r="22" fill="none" stroke="#444" stroke-width="3"/><path d="M${30 + i * 10} 125 Q ${60 + i * 10} 70 ${90 + i * 10} 125" fill="none" stroke="#444" stroke-width="3"/><rect x="120" y="${30 + i * 6}" width="60" height="40" fill="none" stroke="#444" stroke-width="3"/></svg>`}</div><div style="color:#e7e5e4;font:600 14px Inter;margin-top:8px">${t}</div></div>`).join('')}</div>`,
    ) +
    at(
      900,
      60,
      `<div style="width:840px;background:#292524;border-radius:16px;padding:18px">${themed(fitsync.theme, `<div style="transform:scale(.55);transform-origin:0 0;height:460px">${win(fitsync.screens[0].html, 'fitsync.app')}</div>`)}<div style="display:flex;align-items:center;gap:14px;margin-top:10px"><span style="width:48px;height:48px;border-radius:50%;background:#fff;display:grid;place-items:center;font:800 18px Inter">▶</span><div style="flex:1;height:8px;background:#57534e;border-radius:4px"><div style="width:38%;height:100%;background:#ea580c;border-radius:4px"></div></div><span style="color:#e7e5e4;font:600 14px Inter">0:23 / 1:00</span></div></div>`,
    ),
  'web-application-design': at(
    220,
    20,
    `<div style="display:flex;flex-direction:column;align-items:center"><div style="background:#000;border-radius:18px;padding:16px">${themed(
      cargo.theme,
      `<div style="width:1320px;height:520px;display:flex;background:#f3f6fb;overflow:hidden"><div style="flex:1;padding:18px;display:flex;flex-direction:column;gap:12px"><div class="row" style="gap:10px"><b style="font:800 22px Display,Inter;margin-right:auto">Shipments · 148 active</b>${pill('Status: in transit')}${pill('Region: EU')}${pill('Carrier: any', 'grey')}</div><div style="display:grid;grid-template-columns:1fr 1.3fr;gap:14px;flex:1"><div style="border-radius:12px;overflow:hidden">${map(
        'webapp',
        {
          width: 520,
          height: 440,
          routes: [
            {
              points: [
                [0.1, 0.2],
                [0.5, 0.4],
                [0.9, 0.3],
              ],
              color: '#1f6feb',
            },
            {
              points: [
                [0.2, 0.9],
                [0.5, 0.6],
                [0.8, 0.8],
              ],
              color: '#f59e0b',
            },
          ],
          pins: [
            { x: 0.5, y: 0.4, color: '#1f6feb', label: '1' },
            { x: 0.9, y: 0.3, color: '#1f6feb', label: '2' },
            { x: 0.5, y: 0.6, color: '#f59e0b', label: '3' },
            { x: 0.8, y: 0.8, color: '#f59e0b', label: '4' },
          ],
        },
      )}</div>${tableCard(
        'Shipments',
        ['ID', 'Route', 'Status', 'ETA', 'Carrier'],
        [
          ['SH-8812', 'Rotterdam → Lyon', pill('In transit'), '14:20', 'Rossi'],
          ['SH-8815', 'Hamburg → Milan', pill('Delayed', 'bad'), '18:05', 'Nord'],
          ['SH-8819', 'Antwerp → Basel', pill('In transit'), '11:40', 'Vogt'],
          ['SH-8820', 'Lille → Turin', pill('Loading', 'warn'), '—', 'Costa'],
          ['SH-8824', 'Ghent → Munich', pill('Delivered', 'good'), '09:12', 'Rossi'],
        ],
      )}</div></div></div>`,
    )}</div><div style="width:160px;height:60px;background:#334155"></div><div style="width:420px;height:14px;background:#475569;border-radius:8px"></div></div>`,
  ),
  'web-design':
    at(40, 60, themed(healthiv.theme, win(healthiv.screens[0].html, 'healthiv.com')), { scale: 0.38 }) +
    at(
      620,
      110,
      win(
        `<div style="flex:1;background:#fef3c7;padding:60px;display:flex;flex-direction:column;gap:24px"><div style="font:800 30px Display,Inter;color:#14532d">Ferndale</div><div style="font:800 110px/1 Display,Inter;letter-spacing:-.04em;color:#14532d">Roasted on Tuesday. In your cup by Friday.</div><div class="row" style="gap:20px">${['House blend', 'Single origin', 'Decaf'].map((t) => `<div style="width:300px;height:260px;background:#14532d;border-radius:20px;color:#fef3c7;padding:24px;font:700 26px Inter">${t}</div>`).join('')}</div></div>`,
        'ferndale.coffee',
      ),
      { scale: 0.38 },
    ) +
    at(1200, 60, themed(sugar.theme, win(sugar.screens[2].html, 'app.sugarcrm.com')), { scale: 0.38 }),
  'website-design':
    at(
      170,
      30,
      laptop(
        themed(
          { primary: '#4f46e5', accent: '#f59e0b', ink: '#111827', soft: '#e0e7ff' },
          `<div style="flex:1;background:#fff;padding:36px 50px"><div style="text-align:center;font:800 44px Display,Inter;letter-spacing:-.02em">Simple pricing for growing teams</div><div style="display:grid;grid-template-columns:repeat(3,1fr);gap:22px;margin-top:28px">${[
            ['Starter', '$0', ['3 projects', 'Basic reports']],
            ['Team', '$24', ['Unlimited projects', 'Automations', 'Priority support']],
            ['Business', '$49', ['SSO and audit log', 'Custom roles', 'Uptime SLA']],
          ]
            .map(
              ([n, p, f], i) =>
                `<div class="card" style="padding:24px;${i === 1 ? 'border:2px solid #4f46e5;box-shadow:0 20px 40px rgba(79,70,229,.2)' : ''}"><b style="font-size:20px">${n}</b><div style="font:800 46px Display,Inter">${p}<span style="font-size:16px;color:#777">/user/mo</span></div>${f.map((x) => `<div style="margin:8px 0">✓ ${x}</div>`).join('')}<span class="btn ${i === 1 ? '' : 'ghost'}" style="display:block;text-align:center;padding:12px;margin-top:12px">${i === 0 ? 'Start free' : 'Try 14 days'}</span></div>`,
            )
            .join('')}</div></div>`,
        ),
        1000,
        500,
      ),
      { scale: 1 },
    ) +
    at(
      1390,
      40,
      themed(
        { primary: '#4f46e5', accent: '#f59e0b', ink: '#111827', soft: '#e0e7ff' },
        phone({
          tabs: 0,
          body: `<div class="row"><b style="font:800 18px Display,Inter">Tasklane</b><span class="sp">☰</span></div><div style="font:800 30px/1.05 Display,Inter">Plan work your team actually finishes.</div>${listRows(
            [
              { title: 'Boards and timelines', meta: 'See every project', value: '✓' },
              { title: 'Automations', meta: 'No more status pings', value: '✓' },
              { title: 'Reports', meta: 'Weekly, by client', value: '✓' },
            ],
          )}<span class="btn" style="text-align:center;padding:14px">Try 14 days free</span>`,
        }),
      ),
      { scale: 0.95 },
    ),
});

/** Heroes of content/pages (home, about-us): same renderer, different folder. */
export const pageScenes = scenes(data, {
  home:
    at(420, 40, themed(ehr.theme, win(ehr.screens[0].html, 'ehr.northwell-clinic.org')), { scale: 0.66 }) +
    at(
      130,
      70,
      themed(
        pry.theme,
        phone({
          body: pry.screens[0].html.split('</div></div></div>')[0].includes('Runway')
            ? '<div class="mut sm">Monday 20 May</div><div class="ptitle">Runway: 19 months</div><div class="card" style="background:#111827;color:#fff;border:0"><div class="sm" style="opacity:.7">Cash in bank</div><div class="big">$2.41m</div></div>'
            : '',
        }),
      ),
      { scale: 0.88, rotate: -4 },
    ) +
    at(
      1380,
      90,
      themed(
        vessel.theme,
        phone({
          body: '<div class="ptitle">Today’s results</div><div class="card" style="text-align:center"><div class="big">74</div><div class="mut sm">Wellness score</div></div><div class="card">Hydration · a little low</div><div class="card">Vitamin C · low for 3 days</div>',
        }),
      ),
      { scale: 0.88, rotate: 4 },
    ),
  'about-us': (c) =>
    at(60, 30, `<div style="width:1680px;height:610px;background:#fff;border:14px solid #d6d3d1;border-radius:12px"></div>`) +
    at(
      150,
      110,
      `<div class="row" style="gap:70px">${c.flow.map((t) => `<div style="width:180px;height:300px;border:4px solid #1d4ed8;border-radius:18px;padding:14px;font:700 20px Display;color:#1d4ed8;display:flex;flex-direction:column;gap:12px">${t}<div style="height:60px;border:3px solid #1d4ed8;border-radius:8px"></div><div style="height:4px;background:#1d4ed8;width:80%"></div><div style="height:4px;background:#1d4ed8;width:60%"></div></div>`).join('')}</div>`,
    ) +
    at(0, 0, arrows(c.arrows, '#1d4ed8'), { z: 2 }) +
    at(
      170,
      450,
      `<div class="row" style="gap:22px">${c.notes.map((t, i) => `<div style="transform:rotate(${[-3, 2, -2][i]}deg)">${sticky(t, ['#fde68a', '#fbcfe8', '#bbf7d0'][i], 190)}</div>`).join('')}</div>`,
    ) +
    at(
      1420,
      80,
      `<div style="display:grid;grid-template-columns:repeat(2,90px);gap:18px">${['AK', 'LM', 'SR', 'JT', 'PV', 'EO'].map((t, i) => `<span style="width:90px;height:90px;border-radius:50%;background:${['#5536e8', '#e2492b', '#13a77c', '#ffc83d', '#16131f', '#0891b2'][i]};color:${i === 3 ? '#16131f' : '#fff'};display:grid;place-items:center;font:800 28px Inter;box-shadow:0 6px 14px rgba(0,0,0,.25)">${t}</span>`).join('')}</div>`,
    ),
});
