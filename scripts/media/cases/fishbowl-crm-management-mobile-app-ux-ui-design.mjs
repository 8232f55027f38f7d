// Fishbowl mocks: the rep's day with visits on a map, a customer record with an order, and the quick order flow.
import { avatar, listRows, phone, pill, statusRows, barsCard } from '../recipes.mjs';
import { map } from '../kit.mjs';
import { caseMock } from '../caseMock.mjs';

const theme = { primary: '#0284c7', accent: '#f97316', ink: '#0c1a26', soft: '#e0f2fe', stage: '#bae6fd', canvas: '#f5f8fb' };

const day = phone({
  body:
    `<div class="ptitle">Thursday route</div><div class="mut sm">6 visits · 84 km · back by 17:30</div><div style="height:190px;border-radius:14px;overflow:hidden">${map(
      'fishbowl-route',
      {
        width: 300,
        height: 190,
        routes: [
          {
            points: [
              [0.1, 0.8],
              [0.3, 0.5],
              [0.55, 0.6],
              [0.75, 0.3],
              [0.9, 0.2],
            ],
            color: '#0284c7',
          },
        ],
        pins: [
          { x: 0.3, y: 0.5, color: '#0284c7', label: '1' },
          { x: 0.55, y: 0.6, color: '#0284c7', label: '2' },
          { x: 0.75, y: 0.3, color: '#f97316', label: '3' },
        ],
      },
    )}</div>` +
    statusRows([
      ['09:00 Green Leaf Grocers', 'Reorder due · $1,840 avg', 'Next'],
      ['10:30 Harbor Hardware', 'Overdue invoice $620', 'Collect', 'warn'],
      ['12:15 Pine St Deli', 'New store visit', 'Lead', 'grey'],
    ]),
});
const customer = phone({
  activeTab: 1,
  body:
    `<div class="row">${avatar('Green Leaf', 2)}<div><b style="font-size:17px">Green Leaf Grocers</b><div class="mut sm">Portland · customer since 2019</div></div></div><div class="card"><div class="mut sm">Last 12 months</div><div class="big">$21,480</div><div class="mut sm">11 orders · pays in 14 days</div></div>` +
    barsCard('Usually orders', [
      ['Cold brew 12-pack', '24 cs', 90],
      ['Oat milk 1 l', '18 cs', 68],
      ['Granola 500 g', '9 cs', 34],
    ]) +
    `<span class="btn" style="text-align:center;padding:14px">Start order from last time</span>`,
});
const order = phone({
  activeTab: 2,
  body:
    `<div class="ptitle">New order</div><div class="mut sm">Green Leaf Grocers · delivery Tue</div>` +
    listRows([
      { title: 'Cold brew 12-pack', meta: '$38.00 / case', value: '− 24 +' },
      { title: 'Oat milk 1 l', meta: '$22.50 / case', value: '− 18 +' },
      { title: 'Granola 500 g', meta: '$31.00 / case', value: '− 12 +' },
      { title: 'Kombucha ginger', meta: 'New · promo −10%', value: '− 6 +' },
    ]) +
    `<div class="card row"><b>Total</b><b class="sp">$1,847.40</b></div><span class="btn" style="text-align:center;padding:14px">Send for signature</span>`,
});
const signed = phone({
  activeTab: 2,
  bg: '#0284c7',
  body: `<div style="flex:1;display:grid;place-items:center;text-align:center;color:#fff"><div><div style="width:96px;height:96px;border-radius:50%;background:#fff;color:#0284c7;display:grid;place-items:center;font:800 48px Inter;margin:0 auto">✓</div><div class="ptitle" style="margin-top:18px">Order sent</div><div style="opacity:.85">#SO-48221 · $1,847.40<br>Synced to Fishbowl Inventory</div></div></div>`,
});
const pipeline = phone({
  activeTab: 3,
  body:
    `<div class="ptitle">My numbers</div><div class="card"><div class="mut sm">May sales</div><div class="big">$84.2k</div><div class="bar-h" style="margin-top:8px"><b style="width:78%"></b></div><div class="mut sm" style="margin-top:4px">78% of $108k target</div></div>` +
    listRows([
      { title: 'Visits this week', meta: '22 of 25', value: '88%' },
      { title: 'New accounts', meta: 'May', value: '4' },
      { title: 'Overdue to collect', meta: '3 customers', value: '$2.1k' },
    ]),
});
const bigCard = `<div class="card" style="width:560px;padding:28px;box-shadow:0 30px 70px rgba(0,0,0,.2)"><h3><span>Visit notes · Harbor Hardware</span>${pill('Synced', 'good')}</h3><div style="font-size:18px;line-height:1.6">Owner wants the spring display by 2 June. Paid the overdue $620 by card on site. Interested in the kombucha line if we can do 3-case minimums.</div><div class="row" style="margin-top:16px">${pill('Follow up 28 May', 'warn')}${pill('Kombucha lead', '')}${pill('Paid', 'good')}</div></div>`;

export default caseMock(
  { theme },
  [
    {
      frame: 'phone',
      html: day + customer + order,
      zoom: 1.15,
      describe:
        'Three phones of the field CRM: Thursday’s route on a map with six visits, a grocery customer’s record with 12-month spend and usual products, and a new order with quantities and total',
    },
    {
      frame: 'phone',
      html: signed + pipeline,
      align: 'flex-end',
      gap: 90,
      stage: '#0284c7',
      describe:
        'Two phones: the order-sent confirmation synced to inventory, and the rep’s month with sales against target, visits, new accounts and money to collect',
    },
    {
      frame: 'phone',
      html: day + bigCard,
      stage: '#e0f2fe',
      describe: 'The route screen beside an enlarged visit note for a hardware store, with follow-up, lead and paid tags',
    },
  ],
  {
    layout: 'phones',
    phones: customer + day + order,
    stage: '#bae6fd',
    describe:
      'Three Fishbowl phones on pale blue: a grocery customer’s record with 12-month spend and the products it usually orders, Thursday’s route on a map with the day’s visits, and a new order with quantities per product and a send-for-signature button.',
  },
);
