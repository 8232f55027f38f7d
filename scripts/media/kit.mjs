// HTML/CSS building blocks of the mock product screens that `npm run media` renders with Chromium: frames (desktop
// browser, phone), app chrome and data widgets (KPIs, charts, tables, boards, maps, timelines, chats, calendars).
// Every block takes the case's theme, so each product keeps its own palette. Pure string builders, deterministic.
import { brandFaceCss } from './brandFaces.mjs';

export const esc = (text) => String(text).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A seeded pseudo-random source, so the same definition always draws the same picture. */
export function seeded(seed) {
  let s = [...String(seed)].reduce((h, ch) => Math.imul(h ^ ch.codePointAt(0), 16777619) >>> 0, 2166136261) || 1;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 4294967296;
  };
}

/** Base page: fonts, reset and the theme as CSS variables. */
export function page(theme, body, { width, height, background } = {}) {
  return `<!doctype html><html><head><meta charset="utf-8"><style>
${brandFaceCss()}
* { box-sizing: border-box; margin: 0; padding: 0; }
html, body { width: ${width}px; height: ${height}px; overflow: hidden; }
body { font: 14px/1.4 Inter, sans-serif; color: ${theme.ink}; background: ${background ?? theme.stage};
  --p: ${theme.primary}; --a: ${theme.accent}; --ink: ${theme.ink}; --muted: ${theme.muted ?? '#6b6878'}; --line: ${theme.line ?? '#e6e3ee'};
  --surface: ${theme.surface ?? '#ffffff'}; --canvas: ${theme.canvas ?? '#f6f5f9'}; --soft: ${theme.soft}; --good: ${theme.good ?? '#16a34a'}; --bad: ${theme.bad ?? '#dc2626'}; --warn: ${theme.warn ?? '#d97706'}; }
.stage { position: absolute; inset: 0; display: flex; align-items: center; justify-content: center; }
.win { background: var(--surface); border-radius: 14px; overflow: hidden; box-shadow: 0 30px 80px rgba(10, 10, 30, .28), 0 0 0 1px rgba(0,0,0,.06); display: flex; flex-direction: column; }
.bar { height: 38px; flex: none; background: #eceaf1; display: flex; align-items: center; gap: 8px; padding: 0 14px; }
.bar i { width: 12px; height: 12px; border-radius: 50%; background: #ff5f57; } .bar i:nth-child(2) { background: #febc2e; } .bar i:nth-child(3) { background: #28c840; }
.url { margin-left: 18px; flex: 1; max-width: 440px; height: 24px; border-radius: 6px; background: #fff; color: #77748a; font-size: 12px; display: flex; align-items: center; padding: 0 10px; }
.app { flex: 1; display: flex; min-height: 0; background: var(--canvas); }
.side { width: 212px; flex: none; background: var(--sidebg, var(--ink)); color: #fff; padding: 18px 14px; display: flex; flex-direction: column; gap: 4px; }
.brand { font: 700 17px Display, Inter; display: flex; align-items: center; gap: 8px; margin-bottom: 18px; }
.logo { width: 26px; height: 26px; border-radius: 7px; background: var(--p); display: grid; place-items: center; font: 800 13px Inter; color: #fff; }
.nav { padding: 8px 10px; border-radius: 8px; color: rgba(255,255,255,.72); font-size: 13px; display: flex; gap: 9px; align-items: center; }
.nav b { width: 14px; height: 14px; border-radius: 4px; border: 2px solid currentColor; opacity: .8; }
.nav.on { background: rgba(255,255,255,.12); color: #fff; font-weight: 600; }
.main { flex: 1; min-width: 0; padding: 20px 24px; display: flex; flex-direction: column; gap: 16px; }
.top { display: flex; align-items: center; gap: 12px; }
.top h1 { font: 700 22px Display, Inter; letter-spacing: -.01em; margin-right: auto; }
.btn { background: var(--p); color: #fff; border-radius: 8px; padding: 8px 14px; font-weight: 600; font-size: 13px; white-space: nowrap; }
.btn.ghost { background: var(--surface); color: var(--ink); border: 1px solid var(--line); }
.search { width: 220px; height: 34px; border-radius: 8px; background: var(--surface); border: 1px solid var(--line); color: var(--muted); font-size: 12px; display: flex; align-items: center; padding: 0 10px; }
.card { background: var(--surface); border-radius: 12px; border: 1px solid var(--line); padding: 14px 16px; min-width: 0; }
.card h3 { font-size: 13px; font-weight: 600; color: var(--muted); margin-bottom: 8px; display: flex; justify-content: space-between; }
.kpis { display: grid; gap: 14px; }
.kpi .v { font: 700 26px Display, Inter; letter-spacing: -.02em; }
.kpi .d { font-size: 12px; font-weight: 600; color: var(--good); } .kpi .d.neg { color: var(--bad); }
.grid { display: grid; gap: 14px; min-height: 0; }
table { width: 100%; border-collapse: collapse; font-size: 12.5px; }
th { text-align: left; color: var(--muted); font-weight: 600; font-size: 11px; text-transform: uppercase; letter-spacing: .06em; padding: 6px 8px; border-bottom: 1px solid var(--line); }
td { padding: 8px; border-bottom: 1px solid var(--line); white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
.pill { display: inline-block; padding: 2px 8px; border-radius: 99px; font-size: 11px; font-weight: 600; background: var(--soft); color: var(--p); }
.pill.good { background: #dcfce7; color: #166534; } .pill.bad { background: #fee2e2; color: #991b1b; } .pill.warn { background: #fef3c7; color: #92400e; } .pill.grey { background: #eeedf2; color: #55526a; }
.av { width: 26px; height: 26px; border-radius: 50%; display: inline-grid; place-items: center; font-size: 10px; font-weight: 700; color: #fff; flex: none; }
.col { background: var(--canvas); border-radius: 12px; padding: 10px; display: flex; flex-direction: column; gap: 8px; min-width: 0; }
.col h4 { font-size: 12px; font-weight: 700; display: flex; justify-content: space-between; padding: 2px 4px; }
.tcard { background: var(--surface); border-radius: 10px; padding: 10px 12px; border: 1px solid var(--line); font-size: 12px; display: flex; flex-direction: column; gap: 6px; }
.tcard strong { font-size: 13px; }
.row { display: flex; align-items: center; gap: 8px; } .sp { margin-left: auto; } .mut { color: var(--muted); } .sm { font-size: 12px; }
.phone { width: 300px; height: 620px; border-radius: 46px; background: #111; padding: 11px; box-shadow: 0 30px 70px rgba(10,10,30,.35); flex: none; }
.screen { width: 100%; height: 100%; border-radius: 36px; overflow: hidden; background: var(--canvas); display: flex; flex-direction: column; position: relative; }
.status { height: 34px; flex: none; display: flex; align-items: center; justify-content: space-between; padding: 0 22px; font-size: 12px; font-weight: 600; }
.notch { position: absolute; top: 8px; left: 50%; transform: translateX(-50%); width: 88px; height: 24px; border-radius: 20px; background: #111; }
.pbody { flex: 1; padding: 8px 16px 12px; display: flex; flex-direction: column; gap: 10px; min-height: 0; }
.ptitle { font: 700 22px Display, Inter; letter-spacing: -.01em; }
.tabbar { height: 58px; flex: none; background: var(--surface); border-top: 1px solid var(--line); display: flex; justify-content: space-around; align-items: center; }
.tabbar i { width: 22px; height: 22px; border-radius: 7px; border: 2px solid #b9b6c6; } .tabbar i.on { border-color: var(--p); background: var(--soft); }
.big { font: 800 44px/1 Display, Inter; letter-spacing: -.03em; }
.bubble { max-width: 78%; padding: 9px 12px; border-radius: 14px; font-size: 13px; background: var(--surface); border: 1px solid var(--line); }
.bubble.me { align-self: flex-end; background: var(--p); color: #fff; border: 0; }
.field { display: flex; flex-direction: column; gap: 4px; font-size: 12px; } .field span { color: var(--muted); font-weight: 600; }
.input { height: 34px; border-radius: 8px; border: 1px solid var(--line); background: var(--surface); display: flex; align-items: center; padding: 0 10px; font-size: 13px; }
.bar-h { height: 8px; border-radius: 4px; background: var(--line); overflow: hidden; } .bar-h b { display: block; height: 100%; background: var(--p); border-radius: 4px; }
</style></head><body>${body}</body></html>`;
}

const AVATAR_COLOURS = ['#6d5bd0', '#e0712d', '#1f9d74', '#d1456b', '#2f7ed8', '#8b6a1f'];
export const avatar = (name, i = 0) =>
  `<span class="av" style="background:${AVATAR_COLOURS[i % AVATAR_COLOURS.length]}">${esc(
    name
      .split(' ')
      .map((w) => w[0])
      .join('')
      .slice(0, 2),
  )}</span>`;

/** A browser window with the product's URL; `width`/`height` in px. */
export const desktop = ({ url, width = 1440, height = 880, body, style = '' }) =>
  `<div class="win" style="width:${width}px;height:${height}px;${style}"><div class="bar"><i></i><i></i><i></i><div class="url">${esc(url)}</div></div>${body}</div>`;

/** App chrome: dark sidebar with the product's name and sections, and a main area. */
export const shell = ({ brand, initial, nav, active = 0, main, sidebg }) =>
  `<div class="app"><div class="side" style="${sidebg ? `--sidebg:${sidebg}` : ''}"><div class="brand"><span class="logo">${esc(initial ?? brand[0])}</span>${esc(brand)}</div>${nav
    .map((item, i) => `<div class="nav ${i === active ? 'on' : ''}"><b></b>${esc(item)}</div>`)
    .join('')}</div><div class="main">${main}</div></div>`;

export const top = (title, actions = '') => `<div class="top"><h1>${esc(title)}</h1>${actions}</div>`;
export const btn = (label, ghost = false) => `<span class="btn ${ghost ? 'ghost' : ''}">${esc(label)}</span>`;
export const search = (label) => `<span class="search">⌕&nbsp; ${esc(label)}</span>`;
export const pill = (label, tone = '') => `<span class="pill ${tone}">${esc(label)}</span>`;

export const kpis = (items) =>
  `<div class="kpis" style="grid-template-columns:repeat(${items.length},1fr)">${items
    .map(
      (k) =>
        `<div class="card kpi"><h3>${esc(k.label)}</h3><div class="v">${esc(k.value)}</div>${k.delta ? `<div class="d ${(k.delta.startsWith('-') && !k.good) || k.neg ? 'neg' : ''}">${esc(k.delta)}</div>` : ''}</div>`,
    )
    .join('')}</div>`;

export const card = (title, body, style = '', right = '') =>
  `<div class="card" style="${style}"><h3><span>${esc(title)}</span>${right}</h3>${body}</div>`;

/** Line chart of one or more series (arrays of numbers) as an SVG filling its box. */
export function lineChart(series, { width = 600, height = 220, colors = ['var(--p)', 'var(--a)'], area = true, labels = [] } = {}) {
  const all = series.flat();
  const min = Math.min(...all);
  const max = Math.max(...all);
  const x = (i, n) => 30 + (i / (n - 1)) * (width - 40);
  const y = (v) => 10 + (1 - (v - min) / (max - min || 1)) * (height - 40);
  const grid = [0, 1, 2, 3]
    .map(
      (g) =>
        `<line x1="30" x2="${width - 10}" y1="${10 + (g * (height - 40)) / 3}" y2="${10 + (g * (height - 40)) / 3}" stroke="#e6e3ee" stroke-dasharray="3 4"/>`,
    )
    .join('');
  const paths = series
    .map((s, k) => {
      const d = s.map((v, i) => `${i ? 'L' : 'M'}${x(i, s.length).toFixed(1)} ${y(v).toFixed(1)}`).join(' ');
      const fill =
        area && k === 0
          ? `<path d="${d} L${x(s.length - 1, s.length)} ${height - 30} L30 ${height - 30} Z" fill="${colors[k]}" opacity=".12"/>`
          : '';
      return `${fill}<path d="${d}" fill="none" stroke="${colors[k]}" stroke-width="${k === 0 ? 3 : 2}" ${k ? 'stroke-dasharray="6 5"' : ''} stroke-linejoin="round"/>`;
    })
    .join('');
  const ticks = labels
    .map((l, i) => `<text x="${x(i, labels.length)}" y="${height - 8}" font-size="11" fill="#8a879a" text-anchor="middle">${esc(l)}</text>`)
    .join('');
  return `<svg viewBox="0 0 ${width} ${height}" width="100%" height="100%" preserveAspectRatio="none" style="display:block">${grid}${paths}${ticks}</svg>`;
}

export function barChart(values, { width = 600, height = 200, color = 'var(--p)', highlight = -1, labels = [] } = {}) {
  const max = Math.max(...values);
  const w = (width - 20) / values.length;
  return `<svg viewBox="0 0 ${width} ${height}" width="100%" height="100%" preserveAspectRatio="none" style="display:block">${values
    .map((v, i) => {
      const h = (v / max) * (height - 30);
      return `<rect x="${10 + i * w + w * 0.18}" y="${height - 20 - h}" width="${w * 0.64}" height="${h}" rx="4" fill="${i === highlight ? 'var(--a)' : color}" opacity="${i === highlight ? 1 : 0.85}"/>${
        labels[i]
          ? `<text x="${10 + i * w + w / 2}" y="${height - 5}" font-size="11" fill="#8a879a" text-anchor="middle">${esc(labels[i])}</text>`
          : ''
      }`;
    })
    .join('')}</svg>`;
}

export function donut(parts, { size = 150, stroke = 22 } = {}) {
  const r = (size - stroke) / 2;
  const c = 2 * Math.PI * r;
  let offset = 0;
  const total = parts.reduce((s, p) => s + p.value, 0);
  return `<svg width="${size}" height="${size}" viewBox="0 0 ${size} ${size}" style="transform:rotate(-90deg)"><circle cx="${size / 2}" cy="${size / 2}" r="${r}" fill="none" stroke="#eeedf3" stroke-width="${stroke}"/>${parts
    .map((p) => {
      const len = (p.value / total) * c;
      const seg = `<circle cx="${size / 2}" cy="${size / 2}" r="${r}" fill="none" stroke="${p.color}" stroke-width="${stroke}" stroke-dasharray="${len} ${c - len}" stroke-dashoffset="${-offset}"/>`;
      offset += len;
      return seg;
    })
    .join('')}</svg>`;
}

export function ring(pct, { size = 120, stroke = 12, color = 'var(--p)', label = '' } = {}) {
  const r = (size - stroke) / 2;
  const c = 2 * Math.PI * r;
  return `<div style="position:relative;width:${size}px;height:${size}px"><svg width="${size}" height="${size}" style="transform:rotate(-90deg)"><circle cx="${size / 2}" cy="${size / 2}" r="${r}" fill="none" stroke="#e9e7f0" stroke-width="${stroke}"/><circle cx="${size / 2}" cy="${size / 2}" r="${r}" fill="none" stroke="${color}" stroke-width="${stroke}" stroke-linecap="round" stroke-dasharray="${(pct / 100) * c} ${c}"/></svg><div style="position:absolute;inset:0;display:grid;place-items:center;font:800 ${size / 4.2}px Display,Inter">${esc(label || `${pct}%`)}</div></div>`;
}

/** Candlestick chart with a moving average; seeded so each symbol keeps its own shape. */
export function candles(seed, { width = 900, height = 420, n = 60, up = '#16a34a', down = '#dc2626' } = {}) {
  const rnd = seeded(seed);
  let price = 100;
  const data = Array.from({ length: n }, () => {
    const open = price;
    price = Math.max(40, price + (rnd() - 0.45) * 8);
    return { open, close: price, high: Math.max(open, price) + rnd() * 4, low: Math.min(open, price) - rnd() * 4 };
  });
  const min = Math.min(...data.map((d) => d.low));
  const max = Math.max(...data.map((d) => d.high));
  const y = (v) => 10 + (1 - (v - min) / (max - min)) * (height - 20);
  const w = width / n;
  const ma = data.map((_, i) => data.slice(Math.max(0, i - 8), i + 1).reduce((s, d) => s + d.close, 0) / Math.min(i + 1, 9));
  return `<svg viewBox="0 0 ${width} ${height}" width="100%" height="100%" preserveAspectRatio="none" style="display:block">${[1, 2, 3, 4]
    .map((g) => `<line x1="0" x2="${width}" y1="${(g * height) / 5}" y2="${(g * height) / 5}" stroke="#2a2e39" stroke-opacity=".5"/>`)
    .join('')}${data
    .map((d, i) => {
      const color = d.close >= d.open ? up : down;
      return `<line x1="${i * w + w / 2}" x2="${i * w + w / 2}" y1="${y(d.high)}" y2="${y(d.low)}" stroke="${color}"/><rect x="${i * w + w * 0.2}" y="${y(Math.max(d.open, d.close))}" width="${w * 0.6}" height="${Math.max(1.5, Math.abs(y(d.open) - y(d.close)))}" fill="${color}"/>`;
    })
    .join(
      '',
    )}<path d="${ma.map((v, i) => `${i ? 'L' : 'M'}${i * w + w / 2} ${y(v)}`).join(' ')}" fill="none" stroke="#f5a623" stroke-width="2"/></svg>`;
}

export const table = (cols, rows, { widths = [] } = {}) =>
  `<table><thead><tr>${cols.map((c, i) => `<th style="${widths[i] ? `width:${widths[i]}` : ''}">${esc(c)}</th>`).join('')}</tr></thead><tbody>${rows
    .map((r) => `<tr>${r.map((cell) => `<td>${cell}</td>`).join('')}</tr>`)
    .join('')}</tbody></table>`;

export const kanban = (columns) =>
  `<div class="grid" style="grid-template-columns:repeat(${columns.length},1fr);flex:1">${columns
    .map(
      (col) =>
        `<div class="col"><h4><span>${esc(col.name)}</span><span class="mut">${esc(col.total ?? col.cards.length)}</span></h4>${col.cards
          .map(
            (c, i) =>
              `<div class="tcard"><strong>${esc(c.title)}</strong><span class="mut">${esc(c.meta)}</span><div class="row">${c.tag ? pill(c.tag, c.tone) : ''}<span class="sp">${c.value ? `<b>${esc(c.value)}</b>` : avatar(c.owner ?? 'A B', i)}</span></div></div>`,
          )
          .join('')}</div>`,
    )
    .join('')}</div>`;

/** A stylised city map: blocks, a river, roads, routes and pins. */
export function map(seed, { width = 800, height = 520, routes = [], pins = [], dark = false } = {}) {
  const rnd = seeded(seed);
  const bg = dark ? '#1d2130' : '#eef0e8';
  const block = dark ? '#262b3d' : '#ffffff';
  let blocks = '';
  for (let x = 0; x < width; x += 70)
    for (let y = 0; y < height; y += 60)
      if (rnd() > 0.15)
        blocks += `<rect x="${x + 6}" y="${y + 6}" width="${58 - rnd() * 12}" height="${48 - rnd() * 10}" rx="4" fill="${block}"/>`;
  const river = `<path d="M0 ${height * 0.7} C ${width * 0.3} ${height * 0.55}, ${width * 0.5} ${height * 0.95}, ${width} ${height * 0.75}" stroke="${dark ? '#2d3b5c' : '#b9d7f0'}" stroke-width="34" fill="none"/>`;
  const park = `<rect x="${width * 0.62}" y="${height * 0.12}" width="${width * 0.16}" height="${height * 0.22}" rx="10" fill="${dark ? '#23392f' : '#cfe8c6'}"/>`;
  const lines = routes
    .map(
      (r) =>
        `<polyline points="${r.points.map((p) => `${p[0] * width},${p[1] * height}`).join(' ')}" fill="none" stroke="${r.color}" stroke-width="6" stroke-linecap="round" stroke-linejoin="round" ${r.dashed ? 'stroke-dasharray="2 12"' : ''}/>`,
    )
    .join('');
  const dots = pins
    .map(
      (p) =>
        `<g transform="translate(${p.x * width} ${p.y * height})"><circle r="13" fill="${p.color}" stroke="#fff" stroke-width="3"/>${p.label ? `<text y="4.5" text-anchor="middle" font-size="12" font-weight="700" fill="#fff">${esc(p.label)}</text>` : ''}</g>`,
    )
    .join('');
  return `<svg viewBox="0 0 ${width} ${height}" width="100%" height="100%" preserveAspectRatio="xMidYMid slice" style="display:block;background:${bg}">${blocks}${park}${river}${lines}${dots}</svg>`;
}

export const phone = ({ body, time = '9:41', style = '', tabs = 4, activeTab = 0, bg = '' }) =>
  `<div class="phone" style="${style}"><div class="screen" style="${bg ? `background:${bg}` : ''}"><div class="notch"></div><div class="status"><span>${time}</span><span>▮▮▮ ◔</span></div><div class="pbody">${body}</div>${
    tabs
      ? `<div class="tabbar">${Array.from({ length: tabs }, (_, i) => `<i class="${i === activeTab ? 'on' : ''}"></i>`).join('')}</div>`
      : ''
  }</div></div>`;

export const listRows = (items) =>
  items
    .map(
      (it, i) =>
        `<div class="card row" style="padding:10px 12px">${it.lead ?? avatar(it.title, i)}<div style="min-width:0"><div style="font-weight:600;font-size:13px">${esc(it.title)}</div><div class="mut sm">${esc(it.meta)}</div></div><div class="sp" style="text-align:right;font-weight:700;font-size:13px">${it.value ?? ''}</div></div>`,
    )
    .join('');

export const timeline = (items) =>
  `<div style="display:flex;flex-direction:column;gap:0">${items
    .map(
      (it) =>
        `<div class="row" style="align-items:stretch;gap:14px"><div style="display:flex;flex-direction:column;align-items:center"><span style="width:14px;height:14px;border-radius:50%;background:${it.color ?? 'var(--p)'};margin-top:14px;flex:none"></span><span style="flex:1;width:2px;background:var(--line)"></span></div><div class="card" style="flex:1;margin:6px 0"><div class="row"><b>${esc(it.title)}</b><span class="sp mut sm">${esc(it.when)}</span></div><div class="mut sm" style="margin-top:4px">${esc(it.text)}</div>${it.tags ? `<div class="row" style="margin-top:8px">${it.tags.map((t) => pill(t[0], t[1])).join('')}</div>` : ''}</div></div>`,
    )
    .join('')}</div>`;

export const chat = (messages) => messages.map((m) => `<div class="bubble ${m.me ? 'me' : ''}">${m.html ?? esc(m.text)}</div>`).join('');

/** Week calendar: days as columns, events placed by hour (8–18). */
export function calendar(days, events, { hourHeight = 62 } = {}) {
  const hours = Array.from({ length: 11 }, (_, i) => 8 + i);
  return `<div style="display:grid;grid-template-columns:48px repeat(${days.length},1fr);position:relative;flex:1;background:var(--surface);border:1px solid var(--line);border-radius:12px;overflow:hidden">
<div></div>${days.map((d) => `<div style="padding:8px;font-weight:700;font-size:12px;border-bottom:1px solid var(--line);border-left:1px solid var(--line)">${esc(d)}</div>`).join('')}
<div style="grid-column:1/-1;position:relative;height:${hours.length * hourHeight}px">${hours
    .map(
      (h, i) =>
        `<div style="position:absolute;left:0;right:0;top:${i * hourHeight}px;border-top:1px solid var(--line);font-size:10px;color:#8a879a;padding:2px 6px">${h}:00</div>`,
    )
    .join('')}${events
    .map(
      (e) =>
        `<div style="position:absolute;left:calc(48px + (100% - 48px) / ${days.length} * ${e.day} + 4px);width:calc((100% - 48px) / ${days.length} - 8px);top:${(e.start - 8) * hourHeight + 2}px;height:${e.hours * hourHeight - 4}px;background:${e.color ?? 'var(--soft)'};border-left:4px solid ${e.edge ?? 'var(--p)'};border-radius:8px;padding:6px 8px;font-size:11.5px;overflow:hidden"><b>${esc(e.title)}</b><div class="mut">${esc(e.meta ?? '')}</div></div>`,
    )
    .join('')}</div></div>`;
}

export const stack = (html, gap = 14, style = '') =>
  `<div style="display:flex;flex-direction:column;gap:${gap}px;min-height:0;${style}">${html}</div>`;
export const cols = (template, html, style = '') => `<div class="grid" style="grid-template-columns:${template};${style}">${html}</div>`;

/** Scopes a theme to one block, so a scene can show products of different palettes side by side. */
export const themed = (theme, html, style = '') =>
  `<div style="--p:${theme.primary};--a:${theme.accent};--ink:${theme.ink};--soft:${theme.soft};--canvas:${theme.canvas ?? '#f6f5f9'};--surface:${theme.surface ?? '#ffffff'};--line:${theme.line ?? '#e6e3ee'};--muted:${theme.muted ?? '#6b6878'};color:${theme.ink};${style}">${html}</div>`;
