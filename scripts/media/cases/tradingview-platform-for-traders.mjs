// TradingView mocks: the charting workspace, the screener, and the mobile chart with an alert.
import { btn, esc, phone, pill, table } from '../recipes.mjs';
import { candles, cols, shell, stack } from '../kit.mjs';
import { caseMock } from '../caseMock.mjs';
import { mockData } from '../mockData.mjs';

const data = mockData(import.meta.url);

const dark = 'color:#d1d4dc';
const watchList = `<div class="card" style="${dark};padding:10px"><h3><span>Watchlist</span></h3>${data.watch.map((w) => `<div class="row sm" style="padding:7px 2px;border-bottom:1px solid #2a2e39"><b style="width:70px">${w[0]}</b><span class="sp">${w[1]}</span><span style="width:64px;text-align:right;color:${w[2].startsWith('-') ? '#f23645' : '#089981'}">${w[2]}</span></div>`).join('')}</div>`;
const toolbar = `<div class="row" style="gap:6px">${['1m', '5m', '15m', '1H', '4H', 'D', 'W'].map((t) => `<span class="pill" style="background:${t === '1H' ? '#2962ff' : '#2a2e39'};color:#fff">${t}</span>`).join('')}<span class="pill" style="background:#2a2e39;color:#fff">Indicators</span><span class="pill" style="background:#2a2e39;color:#fff">Alert</span></div>`;

const workspace = shell({
  brand: 'TradingView',
  initial: 'TV',
  sidebg: '#0b0e17',
  nav: ['Chart', 'Screener', 'Heatmap', 'Ideas', 'Alerts', 'Portfolio'],
  main:
    `<div class="top" style="${dark}"><h1>NVDA · NVIDIA Corp · 1H</h1>${toolbar}</div>` +
    cols(
      '1fr 260px',
      stack(
        `<div class="card" style="height:560px;padding:8px;position:relative">${candles('nvda', { width: 1000, height: 540, n: 72, up: '#089981', down: '#f23645' })}<span class="pill" style="position:absolute;right:10px;top:120px;background:#2962ff;color:#fff">924.79</span></div>` +
          `<div class="card" style="height:110px;padding:8px">${candles('nvda-vol', { width: 1000, height: 100, n: 72, up: '#0b5f52', down: '#6b1f27' })}</div>`,
      ) + watchList,
      'flex:1',
    ),
});

const screener = shell({
  brand: 'TradingView',
  initial: 'TV',
  sidebg: '#0b0e17',
  active: 1,
  nav: ['Chart', 'Screener', 'Heatmap', 'Ideas', 'Alerts', 'Portfolio'],
  main:
    `<div class="top" style="${dark}"><h1>Stock screener · US</h1>${['Market cap > $10B', 'RSI(14) < 40', 'Volume > 2x avg'].map((f) => pill(f)).join('')}${btn('Save screen')}</div>` +
    `<div class="card" style="${dark};flex:1">${table(
      ['Ticker', 'Price', 'Change', 'Volume', 'RSI (14)', 'Market cap', 'Sector', 'Rating'],
      [
        ['INTC', '30.12', '<span style="color:#f23645">-3.41%</span>', '88.2M', '31.4', '$128B', 'Technology', pill('Buy', '')],
        ['PFE', '27.86', '<span style="color:#f23645">-1.90%</span>', '61.0M', '35.2', '$158B', 'Health care', pill('Neutral', 'grey')],
        ['BA', '176.40', '<span style="color:#f23645">-2.75%</span>', '14.7M', '33.8', '$108B', 'Industrials', pill('Sell', 'bad')],
        ['NKE', '91.15', '<span style="color:#089981">+0.44%</span>', '19.3M', '38.9', '$137B', 'Consumer', pill('Buy', '')],
        ['DIS', '103.52', '<span style="color:#f23645">-0.81%</span>', '12.1M', '39.5', '$189B', 'Media', pill('Strong buy', 'good')],
        ['CVS', '56.70', '<span style="color:#f23645">-4.02%</span>', '22.6M', '27.1', '$71B', 'Health care', pill('Neutral', 'grey')],
        ['SBUX', '79.44', '<span style="color:#089981">+1.12%</span>', '16.8M', '36.3', '$90B', 'Consumer', pill('Buy', '')],
        ['MMM', '99.80', '<span style="color:#f23645">-1.05%</span>', '5.2M', '37.7', '$55B', 'Industrials', pill('Neutral', 'grey')],
        ['UPS', '141.09', '<span style="color:#f23645">-2.30%</span>', '6.9M', '30.6', '$120B', 'Industrials', pill('Sell', 'bad')],
        ['WBA', '17.25', '<span style="color:#f23645">-5.61%</span>', '28.4M', '22.9', '$15B', 'Health care', pill('Strong sell', 'bad')],
      ],
    )
      .replace(/<td>/g, '<td style="border-color:#2a2e39;color:#d1d4dc">')
      .replace(/<th /g, '<th style="border-color:#2a2e39" data-x ')}</div>`,
});

const mobileChart = phone({
  bg: '#131722',
  tabs: 0,
  body: `<div style="${dark}"><div class="row"><b style="font-size:18px">BTCUSD</b><span class="sp" style="color:#089981;font-weight:700">+1.95%</span></div><div class="big" style="color:#fff;margin-top:6px">67,240</div></div><div style="height:270px">${candles('btc', { width: 300, height: 270, n: 34, up: '#089981', down: '#f23645' })}</div><div class="row" style="gap:6px">${['15m', '1H', '4H', 'D'].map((t) => `<span class="pill" style="background:${t === '4H' ? '#2962ff' : '#2a2e39'};color:#fff">${t}</span>`).join('')}</div>`,
});
const alertPhone = phone({
  bg: '#131722',
  tabs: 0,
  body: `<div class="ptitle" style="color:#fff">Create alert</div>${['Condition: BTCUSD crossing', 'Value: 68,000.00', 'Trigger: once per bar close', 'Expires: 30 June'].map((t) => `<div class="input" style="background:#1e222d;border-color:#2a2e39;color:#d1d4dc">${esc(t)}</div>`).join('')}<div class="card" style="color:#d1d4dc"><b>Notify me</b><div class="mut sm">App push · email · webhook</div></div><span class="btn" style="text-align:center;padding:14px">Create alert</span>`,
});

export default caseMock(data, { workspace, screener, mobileChart, alertPhone });
