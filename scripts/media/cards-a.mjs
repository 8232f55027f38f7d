// Service card scenes, part A (strategy, brand and motion services without a hero scene), each drawn at 1200x800 from
// its own subject; scripts/make-service-cards.mjs renders them.
import { avatar, barChart, card, listRows, phone, pill, ring, themed } from './kit.mjs';
import { statusRows } from './recipes.mjs';
import { arrows, at, label } from './heroKit.mjs';
import { CARD } from './cardKit.mjs';

const big = (text, size = 40, color = 'inherit') =>
  `<div style="font:800 ${size}px/1.05 Display,Inter;letter-spacing:-.02em;color:${color}">${text}</div>`;
const panel = (html, style = '') =>
  `<div style="background:#fff;border-radius:22px;box-shadow:0 24px 60px rgba(15,15,40,.18);padding:28px;${style}">${html}</div>`;
const gauge = (value, name, color) =>
  `<div style="text-align:center"><svg width="190" height="110" viewBox="0 0 190 110"><path d="M15 100 A80 80 0 0 1 175 100" stroke="#e5e7eb" stroke-width="18" fill="none" stroke-linecap="round"/><path d="M15 100 A80 80 0 0 1 175 100" stroke="${color}" stroke-width="18" fill="none" stroke-linecap="round" pathLength="100" stroke-dasharray="${value} 100"/><text x="95" y="96" text-anchor="middle" font-family="Inter" font-weight="800" font-size="40">${value}</text></svg><div style="font:700 20px Inter">${name}</div></div>`;

export const cardScenesA = {
  'a-b-testing': {
    stage: '#fff1e6',
    html: (() => {
      const t = { primary: '#ea580c', accent: '#0f766e', ink: '#1c1917', soft: '#ffedd5' };
      const checkout = (steps, cta) =>
        phone({
          tabs: 0,
          body: `<div class="ptitle">Checkout</div>${steps}<span class="btn" style="text-align:center;padding:14px;font-size:16px;margin-top:auto">${cta}</span>`,
        });
      const a = checkout(
        `<div class="row sm mut">Step 1 of 3 · Details</div>${['Full name', 'Email', 'Phone', 'Company'].map((f) => `<div class="input" style="height:40px">${f}</div>`).join('')}`,
        'Continue to shipping',
      );
      const b = checkout(
        `<div class="row sm mut">One page · Apple Pay ready</div><span class="btn" style="background:#000;text-align:center;padding:12px">Pay with Apple Pay</span>${['Email', 'Card number', 'Postcode'].map((f) => `<div class="input" style="height:40px">${f}</div>`).join('')}`,
        'Pay €64.00',
      );
      const variant = (name, rate, good) =>
        `<div style="display:flex;align-items:baseline;gap:12px;font:800 26px Display,Inter"><span style="background:${good ? '#0f766e' : '#1c1917'};color:#fff;border-radius:10px;padding:4px 14px">${name}</span><span style="font-size:44px;color:${good ? '#0f766e' : '#1c1917'}">${rate}</span></div>`;
      return themed(
        t,
        `${at(120, 40, variant('A · Control', '3.1%', false))}${at(700, 40, variant('B · One page', '3.8%', true))}${at(150, 120, a, { scale: 0.82 })}${at(730, 120, b, { scale: 0.82 })}${at(440, 340, `<div style="font:800 64px Display,Inter;color:#ea580c">vs</div>`)}${at(90, 660, panel(`<div class="row" style="font:700 20px Inter">Probability B beats A<span class="sp" style="color:#0f766e">97%</span></div><div style="height:22px;border-radius:11px;background:#e7e5e4;margin-top:12px;overflow:hidden"><div style="width:97%;height:100%;background:linear-gradient(90deg,#5eead4,#0f766e)"></div></div>`, 'width:1020px;padding:20px 28px'))}`,
      );
    })(),
  },
  'animation-prototype': {
    stage: '#1e1b4b',
    html: (() => {
      const t = {
        primary: '#8b5cf6',
        accent: '#f472b6',
        ink: '#f5f3ff',
        soft: '#ede9fe',
        canvas: '#0f0d2e',
        surface: '#2e2a6b',
        line: '#3f3a85',
        muted: '#a5a1d8',
      };
      const frame = (y, h, o) =>
        `<div style="position:absolute;z-index:2;left:${40 - o * 30}px;right:${40 - o * 30}px;top:${y}px;height:${h}px;border-radius:18px;border:3px dashed rgba(255,255,255,${o})"></div>`;
      const screen = phone({
        tabs: 0,
        bg: '#0f0d2e',
        body: `<div class="ptitle" style="color:#fff">Cards</div><div style="position:relative;flex:1">${frame(360, 80, 0.45)}${frame(250, 190, 0.65)}${frame(130, 310, 0.85)}<div style="position:absolute;left:10px;right:10px;top:0;height:440px;border-radius:22px;background:linear-gradient(160deg,#a78bfa,#6d28d9);padding:22px;color:#fff"><div style="font:700 15px Inter;opacity:.8">Travel card</div><div style="font:800 38px Display,Inter;margin-top:8px">€2,480.50</div><div style="margin-top:150px;font:600 14px Inter">•••• 4821</div></div></div>`,
      });
      const curve = `<svg width="470" height="300" viewBox="0 0 470 300"><rect x="1" y="1" width="468" height="298" rx="16" fill="#2e2a6b"/><path d="M40 260 L430 260 M40 260 L40 40" stroke="#6b67b0" stroke-width="2"/><path d="M40 260 C 120 60, 200 40, 430 40" stroke="#f472b6" stroke-width="6" fill="none"/><circle cx="120" cy="60" r="10" fill="#fff"/><circle cx="200" cy="40" r="10" fill="#fff"/><path d="M40 260 L120 60 M430 40 L200 40" stroke="#fff" stroke-dasharray="5 5"/><text x="60" y="290" fill="#c4b5fd" font-family="Inter" font-size="16" font-weight="700">cubic-bezier(.2, .8, .2, 1)</text></svg>`;
      const track = (name, from, len, color) =>
        `<div class="row" style="font:600 16px Inter;color:#c4b5fd;margin:10px 0"><span style="width:110px">${name}</span><div style="flex:1;position:relative;height:22px;background:#0f0d2e;border-radius:6px"><div style="position:absolute;left:${from}%;width:${len}%;top:0;bottom:0;background:${color};border-radius:6px"></div></div></div>`;
      return themed(
        t,
        `${at(90, 60, screen, { scale: 1.07 })}${at(560, 60, `<div style="color:#fff">${big('Card expand', 44, '#fff')}<div style="font:600 22px Inter;color:#c4b5fd;margin:8px 0 26px">320 ms · spring-out · 60 fps</div>${curve}<div style="width:470px;margin-top:26px">${track('Height', 0, 78, '#8b5cf6')}${track('Radius', 10, 60, '#f472b6')}${track('Shadow', 30, 60, '#38bdf8')}${track('Content', 55, 45, '#facc15')}</div></div>`)}`,
      );
    })(),
  },
  'content-for-social-networks': {
    stage: '#fde2e4',
    html: (() => {
      const brand = '#be123c';
      const post = (w, h, html, rotate) =>
        `<div style="width:${w}px;height:${h}px;border-radius:18px;overflow:hidden;box-shadow:0 20px 50px rgba(80,10,30,.25);transform:rotate(${rotate}deg)">${html}</div>`;
      const insta = post(
        420,
        420,
        `<div style="height:100%;background:${brand};color:#fff;padding:34px;display:flex;flex-direction:column"><div style="font:700 18px Inter;opacity:.85">FABLE · TIP 3/5</div><div style="font:800 52px/1.02 Display,Inter;margin-top:auto">Plan the week in 10 minutes</div><div class="row" style="margin-top:24px;gap:8px">${[1, 0, 0, 0, 0].map((on) => `<span style="width:${on ? 26 : 10}px;height:10px;border-radius:5px;background:#fff;opacity:${on ? 1 : 0.5}"></span>`).join('')}</div></div>`,
        -4,
      );
      const linked = post(
        400,
        470,
        `<div style="height:100%;background:#fff;padding:22px;display:flex;flex-direction:column;gap:12px"><div class="row"><span class="av" style="background:${brand};width:40px;height:40px;font-size:15px">F</span><div><b style="font-size:17px">Fable</b><div class="mut sm">Planning for busy teams</div></div></div><div style="font:500 16px Inter">We asked 1,200 team leads how they plan. Here is what the fastest teams do differently.</div><div style="flex:1;border-radius:12px;background:#fff1f2;padding:20px"><div style="font:800 76px Display,Inter;color:${brand}">64%</div><div style="font:700 19px Inter">plan on Monday before 10:00</div></div><div class="row mut sm">412 reactions · 38 comments</div></div>`,
        3,
      );
      const story = post(
        250,
        444,
        `<div style="height:100%;background:linear-gradient(180deg,#fb7185,${brand});color:#fff;padding:22px;display:flex;flex-direction:column"><div style="height:4px;background:rgba(255,255,255,.5);border-radius:2px"><div style="width:40%;height:100%;background:#fff"></div></div><div style="font:800 38px/1.05 Display,Inter;margin-top:auto">New: shared boards</div><div style="margin-top:18px;background:#fff;color:${brand};border-radius:99px;padding:10px;text-align:center;font:700 16px Inter">Swipe up</div></div>`,
        -2,
      );
      return `${at(60, 180, insta)}${at(480, 90, linked, { z: 2 })}${at(900, 200, story)}${at(70, 70, label('Instagram carousel', { size: 19 }))}${at(900, 110, label('Story', { size: 19 }))}${at(520, 610, label('LinkedIn post', { size: 19 }), { z: 3 })}`;
    })(),
  },
  'conversion-rate-optimization': {
    stage: '#ecfccb',
    html: (() => {
      const steps = [
        ['Visits', '48,200', 100],
        ['Product page', '21,700', 80],
        ['Cart', '6,940', 60],
        ['Checkout', '3,120', 44],
        ['Paid', '1,870', 30],
      ];
      const funnel = steps
        .map(
          ([name, n, w], i) =>
            `<div style="width:${w}%;margin:0 auto;height:86px;background:${i === 3 ? '#65a30d' : '#365314'};opacity:${1 - i * 0.08};clip-path:polygon(0 0,100% 0,96% 100%,4% 100%);display:flex;align-items:center;justify-content:center;gap:16px;color:#fff;font:700 21px Inter"><span>${name}</span><b style="font-size:25px">${n}</b></div>`,
        )
        .join('<div style="height:8px"></div>');
      return `${at(60, 60, `<div style="width:640px">${funnel}</div>`)}${at(60, 560, `<div style="width:640px;font:700 20px Inter;color:#365314;text-align:center">Checkout step redesigned: 3 fields instead of 9</div>`)}${at(760, 90, panel(`<div style="font:700 20px Inter;color:#57534e">Conversion rate</div><div style="font:800 96px/1 Display,Inter;color:#365314;margin-top:10px">3.9%</div><div style="font:700 22px Inter;color:#65a30d;margin-top:8px">up from 2.8%</div><div style="height:190px;margin-top:20px">${themed({ primary: '#a3a3a3', accent: '#65a30d', ink: '#1a2e05', soft: '#ecfccb' }, barChart([2.7, 2.8, 2.9, 2.8, 3.6, 3.8, 3.9], { height: 190, highlight: 6, labels: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul'] }))}</div>`, 'width:380px'))}${at(760, 620, label('+39% orders, same traffic', { bg: '#365314', color: '#fff', size: 22 }))}`;
    })(),
  },
  'cx-design': {
    stage: '#0f3d3e',
    html: (() => {
      const stages = ['Discover', 'Buy', 'Onboard', 'Use', 'Renew'];
      const lanes = [
        ['Customer', '#fde68a', ['Sees ad', 'Compares plans', 'Sets up SIM', 'Calls support', 'Gets offer']],
        ['Frontstage', '#a7f3d0', ['Landing page', 'Sales chat', 'Welcome app', 'Agent + app', 'Renewal email']],
        ['Backstage', '#bfdbfe', ['Ad targeting', 'Credit check', 'Number port', 'Ticket routing', 'Churn model']],
        ['Systems', '#e9d5ff', ['CMS', 'CRM', 'Provisioning', 'Helpdesk', 'Billing']],
      ];
      const head = `<div></div>${stages.map((s) => `<div style="font:800 22px Display,Inter;color:#fff;text-align:center">${s}</div>`).join('')}`;
      const rows = lanes
        .map(
          ([lane, color, cells], r) =>
            `<div style="font:700 17px Inter;color:#99f6e4;align-self:center">${lane}</div>${cells.map((c, i) => `<div style="background:${color};border-radius:10px;padding:24px 10px;font:700 18px/1.2 Inter;color:#1f2937;text-align:center;${r === 0 && i === 3 ? 'outline:5px solid #f97316' : ''}">${c}</div>`).join('')}${r === 0 || r === 1 ? `<div style="grid-column:1/-1;border-top:3px dashed ${r === 0 ? '#5eead4' : '#f0abfc'};margin:2px 0;position:relative"><span style="position:absolute;left:0;top:4px;font:600 15px Inter;color:${r === 0 ? '#5eead4' : '#f0abfc'}">${r === 0 ? 'line of interaction' : 'line of visibility'}</span></div>` : ''}`,
        )
        .join('');
      return `${at(50, 50, big('Service blueprint · mobile plan', 34, '#fff'))}${at(50, 130, `<div style="width:1100px;display:grid;grid-template-columns:130px repeat(5,1fr);gap:14px">${head}${rows}</div>`)}${at(640, 700, label('Pain point: 3 transfers to fix a bill', { bg: '#f97316', color: '#fff', size: 20 }))}`;
    })(),
  },
  'design-adaptation-for-devices': {
    stage: '#0c4a6e',
    html: (() => {
      const tv = `<div style="width:700px;height:410px;background:#0b0b0f;border-radius:14px;padding:14px;box-shadow:0 30px 60px rgba(0,0,0,.4)"><div style="height:100%;border-radius:6px;background:linear-gradient(120deg,#0369a1,#0c4a6e 55%,#082f49);padding:32px;color:#fff;display:flex;flex-direction:column"><div style="font:700 18px Inter;color:#7dd3fc">LIVE CLASS · 12 riders</div><div style="font:800 58px/1 Display,Inter;margin-top:10px">Spin 45</div><div style="font:600 20px Inter;margin-top:6px;opacity:.8">with Marta · Climb intervals</div><div class="row" style="margin-top:auto;gap:16px">${['Cadence 92', 'Power 214 W', 'HR 148'].map((m) => `<span style="background:rgba(255,255,255,.14);border-radius:12px;padding:12px 18px;font:700 20px Inter">${m}</span>`).join('')}</div></div></div><div style="width:160px;height:60px;margin:0 auto;background:#1e293b;clip-path:polygon(30% 0,70% 0,100% 100%,0 100%)"></div>`;
      const watch = `<div style="width:230px;height:270px;border-radius:64px;background:#111;padding:16px;box-shadow:0 20px 40px rgba(0,0,0,.4)"><div style="height:100%;border-radius:50px;background:#000;color:#fff;display:flex;flex-direction:column;align-items:center;justify-content:center;gap:6px">${ring(72, { size: 120, stroke: 12, color: '#f97316', label: '148' })}<div style="font:700 17px Inter;color:#fdba74">bpm · zone 4</div><div style="font:700 15px Inter;color:#94a3b8">32:10 left</div></div></div>`;
      const kiosk = `<div style="width:250px;height:470px;background:#e2e8f0;border-radius:18px;padding:14px;box-shadow:0 20px 40px rgba(0,0,0,.35)"><div style="height:340px;background:#fff;border-radius:8px;padding:18px;display:flex;flex-direction:column;gap:12px"><div style="font:800 24px Display,Inter;color:#0c4a6e">Check in</div><div style="font:600 15px Inter;color:#475569">Scan your member card</div><div style="flex:1;border:3px dashed #7dd3fc;border-radius:12px;display:grid;place-items:center;font:700 16px Inter;color:#0369a1">QR here</div><div style="background:#0369a1;color:#fff;border-radius:10px;padding:12px;text-align:center;font:700 17px Inter">Book a bike</div></div><div style="width:60px;height:60px;border-radius:50%;background:#94a3b8;margin:22px auto 0"></div></div>`;
      return `${at(40, 80, tv)}${at(790, 60, kiosk)}${at(870, 470, watch, { z: 2 })}${at(40, 610, `<div class="row" style="gap:14px">${['TV', 'Kiosk', 'Watch'].map((d) => label(d, { size: 20 })).join('')}</div>`)}`;
    })(),
  },
  'design-implementation-review-for-programmers': {
    stage: '#f4f4f5',
    html: (() => {
      const pricing = (style) =>
        `<div style="background:#fff;border-radius:${style.radius}px;padding:${style.pad}px;border:1px solid #e4e4e7;width:380px"><div style="font:${style.weight} 26px Display,Inter">Team plan</div><div style="font:800 54px Display,Inter;margin:10px 0;color:${style.color}">$24<span style="font:600 18px Inter;color:#71717a">/user</span></div><div style="font:500 17px/1.7 Inter;color:#3f3f46">✓ Unlimited projects<br>✓ Automations<br>✓ Priority support</div><div style="margin-top:18px;background:${style.color};color:#fff;border-radius:${style.radius / 2}px;padding:14px;text-align:center;font:700 18px Inter">Start trial</div></div>`;
      const redline = (x, y, text) =>
        at(
          x,
          y,
          `<span style="background:#e11d48;color:#fff;font:700 17px Inter;padding:6px 12px;border-radius:8px;box-shadow:0 6px 14px rgba(225,29,72,.35)">${text}</span>`,
          { z: 3 },
        );
      return `${at(70, 50, label('Figma · design', { size: 20 }))}${at(640, 50, label('Staging build', { size: 20, bg: '#18181b', color: '#fff' }))}${at(70, 110, pricing({ radius: 20, pad: 32, weight: 800, color: '#4f46e5' }))}${at(640, 110, `<div style="outline:3px dashed #e11d48;outline-offset:6px">${pricing({ radius: 4, pad: 18, weight: 400, color: '#6366f1' })}</div>`)}${redline(930, 96, 'radius 20 → 4')}${redline(960, 160, 'weight 800 → 400')}${redline(900, 330, 'padding 32 → 18')}${at(
        52,
        530,
        panel(
          statusRows([
            ['PR-412 · Pricing card', '3 deviations · fixes suggested', 'Changes requested', 'bad'],
            ['PR-409 · Plan switcher', 'matches design', 'Approved', 'good'],
          ]),
          'width:785px;padding:14px 18px;zoom:1.35',
        ),
      )}`;
    })(),
  },
  'design-support': {
    stage: '#fef3c7',
    html: (() => {
      const t = { primary: '#b45309', accent: '#0f766e', ink: '#292524', soft: '#fef3c7' };
      const tickets = [
        ['Empty state for Reports', 'Feature · 6 h', 'Done', 'good'],
        ['Pricing page banner', 'Marketing · 3 h', 'In review', 'warn'],
        ['Bulk edit in orders table', 'UI fix · 8 h', 'In progress', ''],
        ['Onboarding email header', 'Marketing · 2 h', 'Queued', 'grey'],
        ['Icons for the mobile tab bar', 'UI · 4 h', 'Done', 'good'],
      ];
      const list = tickets
        .map(
          ([title, meta, state, tone], i) =>
            `<div class="row" style="background:#fff;border-radius:14px;padding:18px 22px;border:1px solid #f5e6c4">${avatar(['Lena Ortiz', 'Sam Reid'][i % 2], i)}<div><div style="font:700 19px Inter">${title}</div><div class="mut" style="font-size:15px">${meta}</div></div><span class="sp">${pill(state, tone)}</span></div>`,
        )
        .join('');
      return themed(
        t,
        `${at(60, 110, panel(`<div style="font:700 20px Inter;color:#78716c">May allowance</div><div style="display:grid;place-items:center;margin:22px 0">${ring(80, { size: 250, stroke: 24, color: '#b45309', label: '32 h' })}</div><div style="text-align:center;font:700 20px Inter">of 40 design hours used</div><div style="text-align:center;margin-top:8px;font:600 16px Inter;color:#0f766e">8 h roll over to June</div>`, 'width:360px'))}${at(460, 60, `<div style="width:680px;display:flex;flex-direction:column;gap:14px">${big('Design requests', 36)}${list}<div class="row" style="margin-top:8px;gap:10px;font:600 17px Inter;color:#57534e">Average turnaround<b style="font-size:22px;color:#292524">1.6 days</b></div></div>`)}`,
      );
    })(),
  },
  'development-stage-support': {
    stage: '#e0e7ff',
    html: (() => {
      const t = { primary: '#4338ca', accent: '#db2777', ink: '#1e1b4b', soft: '#e0e7ff' };
      const ticket = (key, title, tag, tone, i) =>
        `<div class="tcard" style="font-size:15px;padding:14px"><span class="mut">${key}</span><strong style="font-size:17px">${title}</strong><div class="row">${pill(tag, tone)}<span class="sp">${avatar(['Ada Kim', 'Raj Patel', 'Mia Chen'][i % 3], i)}</span></div></div>`;
      const column = (name, items) =>
        `<div class="col" style="background:#eef2ff;width:250px"><h4 style="font-size:16px">${name}</h4>${items.join('')}</div>`;
      const board = `<div class="row" style="align-items:flex-start;gap:14px">${column('In development', [ticket('APP-231', 'File upload', 'needs error state', 'warn', 0), ticket('APP-236', 'Invite teammates', 'spec ready', '', 1)])}${column('Design QA', [ticket('APP-228', 'Project settings', '2 fixes', 'bad', 2), ticket('APP-225', 'Search results', 'in review', '', 0)])}${column('Done', [ticket('APP-219', 'Sign-up', 'approved', 'good', 1)])}</div>`;
      const thread = panel(
        `<div style="font:700 16px Inter;color:#6366f1;margin-bottom:12px"># sprint-14</div><div class="row" style="align-items:flex-start;gap:10px">${avatar('Raj Patel', 1)}<div style="font:500 17px Inter"><b>Raj</b> What happens when the upload fails halfway?</div></div><div class="row" style="align-items:flex-start;gap:10px;margin-top:14px">${avatar('Mia Chen', 2)}<div style="font:500 17px Inter"><b>Mia</b> Keep the file, show “Retry” inline. Added the state to Figma:<div style="margin-top:10px;border:2px solid #fecdd3;background:#fff1f2;border-radius:10px;padding:12px;font:600 16px Inter;color:#be123c">report.pdf · upload failed <u>Retry</u></div></div></div>`,
        'width:520px;padding:22px',
      );
      return themed(
        t,
        `${at(40, 36, big('Sprint 14 · 6 days to release', 40))}${at(40, 110, `<div style="zoom:1.3">${board}</div>`)}${at(640, 440, thread, { z: 2 })}`,
      );
    })(),
  },
  diagnostics: {
    stage: '#d1fae5',
    html: (() => {
      const plan = [
        ['Fix onboarding drop-off at step 3', 'High impact · 1 sprint'],
        ['Unify three button styles', 'Medium · 3 days'],
        ['Add design review to sprint ritual', 'Process · ongoing'],
      ];
      return `${at(60, 70, panel(`<div class="row"><div>${big('Product health check', 40)}<div style="font:600 19px Inter;color:#6b7280;margin-top:6px">Ledgerly · invoicing app · 1 sprint</div></div><span class="sp">${pill('Report v1.0', 'good')}</span></div><div class="row" style="justify-content:space-around;margin:30px 0 18px">${gauge(62, 'Experience', '#f59e0b')}${gauge(71, 'Interface', '#10b981')}${gauge(48, 'Process', '#ef4444')}</div><div style="font:800 22px Display,Inter;margin-bottom:10px">Treatment plan</div>${plan.map(([t, m], i) => `<div class="row" style="padding:12px 0;border-top:1px solid #e5e7eb;font:600 19px Inter"><span style="width:34px;height:34px;border-radius:50%;background:#065f46;color:#fff;display:grid;place-items:center;font:800 16px Inter">${i + 1}</span>${t}<span class="sp" style="color:#6b7280;font-size:16px">${m}</span></div>`).join('')}`, 'width:1080px;padding:34px 40px'))}`;
    })(),
  },
  'flow-map': {
    stage: '#f5f3ff',
    html: (() => {
      const screen = (x, y, title, color = '#7c3aed') =>
        at(
          x,
          y,
          `<div style="width:150px;height:120px;background:#fff;border:3px solid ${color};border-radius:14px;padding:10px;box-shadow:0 10px 24px rgba(76,29,149,.15)"><div style="font:700 15px Inter;color:${color}">${title}</div><div style="margin-top:10px;height:10px;width:80%;background:#ede9fe;border-radius:4px"></div><div style="margin-top:8px;height:10px;width:60%;background:#ede9fe;border-radius:4px"></div><div style="margin-top:14px;height:22px;width:50%;background:${color};border-radius:6px;opacity:.8"></div></div>`,
          { z: 2 },
        );
      const diamond = (x, y, text) =>
        at(
          x,
          y,
          `<div style="width:130px;height:130px;display:grid;place-items:center"><div style="position:absolute;width:92px;height:92px;background:#fde68a;border:3px solid #b45309;transform:rotate(45deg)"></div><div style="position:relative;font:700 15px/1.15 Inter;text-align:center;width:90px">${text}</div></div>`,
          { z: 2 },
        );
      return `${at(50, 36, big('Flow map · book a table', 40, '#4c1d95'))}${arrows(
        [
          [200, 330, 258, 330],
          [410, 330, 498, 330],
          [565, 265, 620, 190, -10],
          [565, 395, 620, 480, 10],
          [770, 190, 858, 190],
          [770, 480, 858, 480],
          [935, 420, 935, 314],
          [1010, 160, 1075, 120, -20],
          [1010, 230, 1060, 560, 40, true],
        ],
        '#4c1d95',
        CARD,
      )}${screen(50, 270, 'Restaurant')}${screen(260, 270, 'Pick time')}${diamond(500, 265, 'Has account?')}${screen(620, 130, 'Confirm')}${screen(620, 420, 'Sign up')}${screen(860, 130, 'Pay deposit')}${screen(860, 420, 'Verify phone')}${at(1010, 60, label('Booked', { bg: '#16a34a', color: '#fff', size: 20 }))}${at(960, 570, label('Payment failed', { bg: '#dc2626', color: '#fff', size: 19 }), { z: 2 })}${at(960, 625, `<div style="font:600 18px Inter;color:#6d28d9">retry with another card</div>`)}${at(50, 520, `<div style="font:600 20px/1.6 Inter;color:#4c1d95">7 screens<br>2 decision points<br>1 error path</div>`)}`;
    })(),
  },
  'interaction-micro-interaction': {
    stage: '#ffe4e6',
    html: (() => {
      const step = (html) =>
        `<div style="width:230px;height:130px;background:#fff;border-radius:20px;display:grid;place-items:center;box-shadow:0 12px 30px rgba(159,18,57,.12)">${html}</div>`;
      const row = (name, items) =>
        `<div><div style="font:700 19px Inter;color:#9f1239;margin-bottom:12px">${name}</div><div class="row" style="gap:0">${items.map((h, i) => `${i ? '<span style="width:48px;text-align:center;font:800 26px Inter;color:#fb7185">→</span>' : ''}${step(h)}`).join('')}</div></div>`;
      const button = (text, bg, extra = '') =>
        `<span style="background:${bg};color:#fff;border-radius:14px;padding:16px 28px;font:700 20px Inter;display:inline-flex;align-items:center;gap:10px">${extra}${text}</span>`;
      const spinner =
        '<span style="width:22px;height:22px;border-radius:50%;border:3px solid rgba(255,255,255,.4);border-top-color:#fff;display:inline-block"></span>';
      const toggle = (on, mid) =>
        `<span style="width:110px;height:60px;border-radius:30px;background:${on ? '#e11d48' : mid ? '#fda4af' : '#d4d4d8'};position:relative;display:inline-block"><span style="position:absolute;top:6px;left:${on ? 56 : mid ? 34 : 6}px;width:48px;height:48px;border-radius:50%;background:#fff;box-shadow:0 2px 6px rgba(0,0,0,.2);transform:scaleX(${mid ? 1.25 : 1})"></span></span>`;
      const heart = (fill, burst) =>
        `<svg width="90" height="90" viewBox="0 0 90 90">${burst ? [0, 60, 120, 180, 240, 300].map((a) => `<circle cx="${45 + 38 * Math.cos((a * Math.PI) / 180)}" cy="${45 + 38 * Math.sin((a * Math.PI) / 180)}" r="5" fill="#fb7185"/>`).join('') : ''}<path d="M45 72 C 10 50, 14 20, 32 20 C 40 20, 45 28, 45 30 C 45 28, 50 20, 58 20 C 76 20, 80 50, 45 72 Z" fill="${fill}" stroke="#e11d48" stroke-width="4" transform="${burst ? 'translate(45 45) scale(1.15) translate(-45 -45)' : ''}"/></svg>`;
      return `${at(167, 90, `<div style="display:flex;flex-direction:column;gap:34px;zoom:1.1">${row('Save button', [button('Save', '#9f1239'), button('Saving', '#be123c', spinner), button('Saved', '#16a34a', '✓')])}${row('Toggle', [toggle(false), toggle(false, true), toggle(true)])}${row('Like', [heart('none'), heart('#fb7185', true), `<div style="text-align:center">${heart('#e11d48')}<div style="font:700 17px Inter;color:#9f1239">1,204</div></div>`])}</div>`)}`;
    })(),
  },
  'interactive-prototyping': {
    stage: '#1f2937',
    html: (() => {
      const t = { primary: '#0ea5e9', accent: '#f59e0b', ink: '#0f172a', soft: '#e0f2fe' };
      const screens = [
        phone({
          tabs: 0,
          body: `<div class="ptitle">Find a doctor</div><div class="input">Dermatology</div>${listRows([
            { title: 'Dr. Aisha Bello', meta: 'Tomorrow 09:30', value: '4.9' },
            { title: 'Dr. Tom Berg', meta: 'Fri 14:00', value: '4.7' },
          ])}<span class="btn" style="text-align:center;padding:12px;outline:4px solid #38bdf8;outline-offset:3px">Book 09:30</span>`,
        }),
        phone({
          tabs: 0,
          body: `<div class="ptitle">Confirm visit</div>${card('Dr. Aisha Bello', '<b>Tomorrow · 09:30</b><div class="mut sm">Video call · 20 min</div>')}<div class="input">Reason: rash on arm</div><span class="btn" style="text-align:center;padding:12px;margin-top:auto;outline:4px solid #38bdf8;outline-offset:3px">Confirm</span>`,
        }),
        phone({
          tabs: 0,
          body: `<div style="flex:1;display:grid;place-items:center;text-align:center"><div><div style="width:90px;height:90px;border-radius:50%;background:#dcfce7;color:#16a34a;font:800 48px Inter;display:grid;place-items:center;margin:0 auto">✓</div><div class="ptitle" style="margin-top:16px">You’re booked</div><div class="mut">Reminder 1 h before</div></div></div>`,
        }),
      ];
      return themed(
        t,
        `${arrows(
          [
            [315, 362, 448, 300, -50],
            [715, 640, 848, 420, -60],
          ],
          '#38bdf8',
          CARD,
        )}${screens.map((s, i) => at(50 + i * 400, 90, s, { scale: 0.95 })).join('')}${at(40, 22, `<div class="row" style="gap:12px"><span style="background:#38bdf8;color:#0f172a;border-radius:10px;padding:8px 16px;font:800 20px Inter">▶ Present</span><span style="font:700 20px Inter;color:#cbd5e1">Prototype · Book a visit · 3 screens, 2 taps</span></div>`)}${at(940, 740, `<div style="font:700 17px Inter;color:#94a3b8">Tested with 6 patients</div>`)}`,
      );
    })(),
  },
  'interface-gamification': {
    stage: '#4c1d95',
    html: (() => {
      const t = { primary: '#7c3aed', accent: '#f59e0b', ink: '#1e1b4b', soft: '#ede9fe' };
      const badge = (text, color) =>
        `<div style="width:104px;text-align:center"><div style="width:92px;height:104px;margin:0 auto;background:${color};clip-path:polygon(50% 0,100% 25%,100% 75%,50% 100%,0 75%,0 25%);display:grid;place-items:center;font:800 30px Display,Inter;color:#fff">${text[0]}</div><div style="font:700 15px Inter;color:#ede9fe;margin-top:8px">${text}</div></div>`;
      const screen = phone({
        tabs: 4,
        body: `<div class="ptitle">Hi, Noor</div><div class="card" style="background:linear-gradient(135deg,#f59e0b,#ea580c);color:#fff;border:0"><div style="font:700 14px Inter;opacity:.9">Learning streak</div><div style="font:800 46px Display,Inter">14 days</div><div class="row" style="gap:5px;margin-top:6px">${'MTWTFSS'
          .split('')
          .map(
            (d, i) =>
              `<span style="width:26px;height:26px;border-radius:50%;background:${i < 5 ? '#fff' : 'rgba(255,255,255,.35)'};color:#ea580c;display:grid;place-items:center;font:800 12px Inter">${d}</span>`,
          )
          .join(
            '',
          )}</div></div>${card('Level 7 · 1,240 / 1,500 XP', '<div class="bar-h" style="height:12px"><b style="width:83%"></b></div>')}${card('Weekly challenge', '<b>Finish 3 Spanish lessons</b><div class="mut sm">2 of 3 · +150 XP</div>')}`,
      });
      const board = `<div style="width:400px;background:rgba(255,255,255,.1);border-radius:20px;padding:22px;color:#fff"><div style="font:800 24px Display,Inter;margin-bottom:12px">League · Silver</div>${[
        ['Noor', 1240],
        ['Jonas', 1180],
        ['Amara', 990],
        ['Liu', 870],
      ]
        .map(
          ([n, xp], i) =>
            `<div class="row" style="padding:10px 0;font:600 19px Inter;${i === 0 ? 'color:#fcd34d' : ''}"><b style="width:28px">${i + 1}</b>${n}<span class="sp">${xp} XP</span></div>`,
        )
        .join('')}</div>`;
      return themed(
        t,
        `${at(90, 60, screen, { scale: 1.08 })}${at(580, 70, `<div class="row" style="gap:34px;zoom:1.3">${badge('First week', '#f59e0b')}${badge('Night owl', '#0ea5e9')}${badge('Perfect 10', '#ec4899')}</div>`)}${at(580, 330, `<div style="zoom:1.25">${board}</div>`)}`,
      );
    })(),
  },
  'logo-design': {
    stage: '#fafaf9',
    html: (() => {
      const mark = (s, c = '#0f766e') =>
        `<svg width="${s}" height="${s}" viewBox="0 0 100 100"><rect x="4" y="4" width="92" height="92" rx="24" fill="${c}"/><path d="M30 72 L30 28 M30 52 L62 28 M42 44 L68 72" stroke="#fff" stroke-width="11" stroke-linecap="round" stroke-linejoin="round"/></svg>`;
      const construction = `<div style="position:relative;width:460px;height:460px;background:repeating-linear-gradient(0deg,transparent 0 45px,#e7e5e4 45px 46px),repeating-linear-gradient(90deg,transparent 0 45px,#e7e5e4 45px 46px);border:1px solid #d6d3d1">${mark(460)}<svg style="position:absolute;inset:0" width="460" height="460"><circle cx="138" cy="239" r="101" stroke="#f43f5e" stroke-width="2" fill="none" stroke-dasharray="6 6"/><circle cx="285" cy="239" r="101" stroke="#f43f5e" stroke-width="2" fill="none" stroke-dasharray="6 6"/><line x1="0" y1="129" x2="460" y2="129" stroke="#f43f5e" stroke-width="2"/><line x1="0" y1="331" x2="460" y2="331" stroke="#f43f5e" stroke-width="2"/></svg></div>`;
      const sizes = [
        [160, '1024 px · app icon'],
        [96, '180 px · home screen'],
        [48, '48 px · tab'],
        [24, '16 px · favicon'],
      ];
      return `${at(60, 60, construction)}${at(60, 560, `<div class="row" style="gap:16px">${mark(70)}<span style="font:800 64px Display,Inter;color:#134e4a;letter-spacing:-.03em">Kelpie</span></div>`)}${at(600, 70, `<div style="font:800 30px Display,Inter;margin-bottom:22px">The favicon test</div>${sizes.map(([s, t]) => `<div class="row" style="gap:26px;margin-bottom:22px"><div style="width:160px;display:grid;place-items:center">${mark(s)}</div><span style="font:600 21px Inter;color:#57534e">${t}</span></div>`).join('')}<div class="row" style="gap:14px;margin-top:8px">${['#0f766e', '#1c1917', '#f59e0b'].map((c) => mark(70, c)).join('')}<span style="font:600 18px Inter;color:#78716c">SVG · PNG · PDF</span></div>`)}`;
    })(),
  },
  'look-and-feel': {
    stage: '#e7e5e4',
    html: (() => {
      const tile = (w, h, bg, html = '', rotate = 0) =>
        `<div style="width:${w}px;height:${h}px;background:${bg};border-radius:14px;box-shadow:0 14px 30px rgba(0,0,0,.14);transform:rotate(${rotate}deg);overflow:hidden;position:relative">${html}</div>`;
      const dunes = tile(
        330,
        250,
        'linear-gradient(180deg,#fed7aa,#fb923c 55%,#9a3412)',
        '<svg width="330" height="250" style="position:absolute;inset:0"><path d="M0 190 C 90 140, 170 200, 330 150 L330 250 L0 250 Z" fill="#7c2d12" opacity=".7"/><circle cx="250" cy="70" r="34" fill="#fff7ed" opacity=".9"/></svg>',
        -3,
      );
      const fabric = tile(250, 250, 'repeating-linear-gradient(45deg,#115e59 0 14px,#134e4a 14px 28px)', '', 4);
      const type = tile(
        300,
        250,
        '#fffbeb',
        '<div style="padding:24px"><div style="font:800 96px/1 Display,Inter;color:#7c2d12">Aa</div><div style="font:700 20px Inter;margin-top:10px">Bricolage 800</div><div style="font:500 17px Inter;color:#57534e">Inter for text · 16/24</div></div>',
        -2,
      );
      const chips = `<div class="row" style="gap:0">${['#7c2d12', '#fb923c', '#fef3c7', '#115e59', '#1c1917'].map((c) => `<div style="width:74px;height:120px;background:${c}"></div>`).join('')}</div>`;
      const styleTile = tile(
        450,
        330,
        '#fff',
        `<div style="padding:26px"><div style="font:700 15px Inter;letter-spacing:.12em;color:#a8a29e">STYLE TILE · DIRECTION B “WARM”</div><div style="font:800 38px/1.05 Display,Inter;color:#1c1917;margin:14px 0">Trips planned by people, not bots</div><div class="row" style="gap:12px"><span style="background:#7c2d12;color:#fff;border-radius:99px;padding:12px 22px;font:700 17px Inter">Plan my trip</span><span style="border:2px solid #115e59;color:#115e59;border-radius:99px;padding:10px 20px;font:700 17px Inter">Browse</span></div><div style="margin-top:20px">${chips}</div></div>`,
        1,
      );
      return `${at(50, 60, dunes)}${at(50, 350, fabric)}${at(330, 360, type)}${at(420, 70, tile(260, 230, 'radial-gradient(circle at 30% 30%,#fef3c7,#fbbf24 45%,#b45309)', '', 3))}${at(700, 250, styleTile, { z: 2 })}${at(720, 60, `<div style="font:800 44px/1 Display,Inter;color:#44403c">Mood board</div><div style="font:600 20px Inter;color:#78716c;margin-top:8px">Colour · type · imagery · motion</div>`)}`;
    })(),
  },
  'marketing-materials': {
    stage: '#1d4ed8',
    html: (() => {
      const onePager = `<div style="width:380px;height:540px;background:#fff;padding:30px;box-shadow:0 24px 50px rgba(0,0,0,.35);transform:rotate(-3deg)"><div style="font:700 14px Inter;letter-spacing:.12em;color:#1d4ed8">CASE STUDY</div><div style="font:800 34px/1.05 Display,Inter;margin:12px 0">Atlas Print Works cut quote time by 70%</div><div style="height:150px;border-radius:10px;background:linear-gradient(135deg,#dbeafe,#93c5fd);margin-bottom:16px"></div>${[1, 0.9, 0.95, 0.7, 0.85].map((w) => `<div style="height:10px;width:${w * 100}%;background:#e5e7eb;border-radius:5px;margin:10px 0"></div>`).join('')}<div class="row" style="margin-top:18px;gap:18px">${['70%', '2 days', '4.8★'].map((v) => `<b style="font:800 26px Display,Inter;color:#1d4ed8">${v}</b>`).join('')}</div></div>`;
      const rollup = `<div style="width:220px;height:560px;background:linear-gradient(180deg,#0f172a,#1e3a8a);border-radius:6px;padding:24px;color:#fff;box-shadow:0 24px 50px rgba(0,0,0,.35);display:flex;flex-direction:column"><div style="font:800 26px Display,Inter">Brightline</div><div style="font:800 40px/1.05 Display,Inter;margin-top:auto">Print MRP that runs itself</div><div style="font:700 17px Inter;color:#93c5fd;margin-top:14px">Stand B14 · FESPA 2026</div></div><div style="width:260px;height:14px;background:#cbd5e1;margin-left:-20px;border-radius:4px"></div>`;
      const email = `<div style="width:420px;background:#fff;border-radius:14px;overflow:hidden;box-shadow:0 24px 50px rgba(0,0,0,.35)"><div style="background:#eff6ff;padding:14px 20px;font:600 15px Inter;color:#475569">Subject: Your invite to the June roadshow</div><div style="padding:22px"><div style="height:110px;border-radius:10px;background:#1d4ed8;color:#fff;padding:18px;font:800 28px Display,Inter">June roadshow · 4 cities</div><div style="height:10px;width:90%;background:#e5e7eb;border-radius:5px;margin:18px 0 10px"></div><div style="height:10px;width:70%;background:#e5e7eb;border-radius:5px"></div><div style="margin-top:18px;background:#f97316;color:#fff;border-radius:8px;padding:12px;width:180px;text-align:center;font:700 17px Inter">Save my seat</div></div></div>`;
      return `${at(60, 120, onePager)}${at(480, 110, rollup)}${at(740, 90, email, { z: 2 })}${at(760, 480, `<div class="row" style="gap:12px;flex-wrap:wrap;width:400px">${['One-pager', 'Roll-up banner', 'Email template', 'Editable in Canva'].map((t) => label(t, { size: 19 })).join('')}</div>`)}`;
    })(),
  },
};
