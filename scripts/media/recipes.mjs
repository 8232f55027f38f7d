// Screen recipes shared by the case mocks: a product's data goes in, a complete screen (app chrome + widgets) comes out.
import {
  avatar,
  barChart,
  btn,
  card,
  chat,
  cols,
  kanban,
  kpis,
  lineChart,
  listRows,
  phone,
  pill,
  ring,
  search,
  shell,
  stack,
  table,
  top,
  esc,
  timeline,
} from './kit.mjs';

/**
 * Mock content read from JSON (see mockData.mjs) to HTML: text stays as it is (it may be HTML), a list joins its items,
 * and { pill: [label, tone] }, { btn: [label, ghost] }, { search: label }, { bars: items }, { statusRows: items },
 * { timeline: items }, { statusCard: [title, items] } or { card: [title, body] } (the body itself data) draws that widget.
 */
const widgets = {
  pill: (args) => pill(...args),
  btn: (args) => btn(...args),
  search: (label) => search(label),
  bars: (items) => bars(items),
  statusRows: (items) => statusRows(items),
  timeline: (items) => timeline(items),
  statusCard: ([title, items]) => statusCard(title, items),
  card: ([title, body]) => card(title, fromData(body)),
};
export const fromData = (value) => {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map(fromData).join('');
  const [[kind, args]] = Object.entries(value);
  return widgets[kind](args);
};
const cells = (rows) => rows.map((row) => row.map(fromData));

/** Analytics dashboard: KPI row, a trend chart beside a breakdown, and a table. */
export const dashboard = ({
  app,
  title,
  actions = '',
  kpiItems,
  chartTitle,
  series,
  labels,
  sideTitle,
  side,
  tableTitle,
  tableCols,
  tableRows,
  active = 0,
}) =>
  shell({
    ...app,
    active,
    main:
      top(title, fromData(actions)) +
      kpis(kpiItems) +
      cols(
        '1.6fr 1fr',
        card(chartTitle, `<div style="height:250px">${lineChart(series, { labels, height: 250 })}</div>`) + card(sideTitle, fromData(side)),
      ) +
      card(tableTitle, table(tableCols, cells(tableRows)), 'flex:1'),
  });

/** Pipeline board: filters and totals, then columns of cards. */
export const board = ({ app, title, actions = '', kpiItems, columns, active = 0 }) =>
  shell({
    ...app,
    active,
    main: top(title, fromData(actions)) + (kpiItems ? kpis(kpiItems) : '') + `<div style="flex:1;display:flex">${kanban(columns)}</div>`,
  });

/** Record page: header facts, a main panel and a side panel. */
export const record = ({ app, title, actions = '', facts, main, side, active = 0, split = '1.5fr 1fr' }) =>
  shell({
    ...app,
    active,
    main: top(title, fromData(actions)) + (facts ? kpis(facts) : '') + cols(split, stack(fromData(main)) + stack(fromData(side)), 'flex:1'),
  });

/** Any other screen: the product's chrome with one section active, a title bar with its actions, and the body under it. */
export const screen = ({ app, active = 0, title, actions = '' }, body) =>
  shell({ ...app, active, main: top(title, fromData(actions)) + body });

/** A screen whose body is panels side by side filling its height; `split` is their grid columns, e.g. '1.5fr 1fr'. */
export const splitScreen = (options, split, ...panels) => screen(options, cols(split, panels.join(''), 'flex:1'));

/** Bars of labelled progress, e.g. a breakdown: one [label, value, percent, colour?] per bar. */
export const bars = (items) =>
  stack(
    items
      .map(
        ([label, value, pct, color]) =>
          `<div><div class="row sm"><span>${esc(label)}</span><b class="sp">${esc(value)}</b></div><div class="bar-h" style="margin-top:5px"><b style="width:${pct}%;${color ? `background:${color}` : ''}"></b></div></div>`,
      )
      .join(''),
    12,
  );

/** A list of rows each ending in a status pill: one [title, meta, status, tone?] per row. */
export const statusRows = (items) => listRows(items.map(([title, meta, status, tone]) => ({ title, meta, value: pill(status, tone) })));

/** A titled card holding one widget: a table (`columns` headings over `rows` of cells), progress bars, or a status list. */
export const tableCard = (title, columns, rows) => card(title, table(columns, cells(rows)));
export const barsCard = (title, items) => card(title, bars(items));
export const statusCard = (title, items) => card(title, statusRows(items));

export { avatar, barChart, btn, card, chat, cols, kpis, lineChart, listRows, phone, pill, ring, search, stack, table, top, esc };
