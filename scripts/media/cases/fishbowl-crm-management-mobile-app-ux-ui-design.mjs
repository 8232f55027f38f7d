// Fishbowl mocks: the rep's day with visits on a map, a customer record with an order, and the quick order flow.
import { avatar, listRows, phone, pill, statusRows, barsCard } from '../recipes.mjs';
import { map } from '../kit.mjs';
import { caseMock } from '../caseMock.mjs';
import { mockData } from '../mockData.mjs';

const data = mockData(import.meta.url);

const day = phone({
  body:
    `<div class="ptitle">Thursday route</div><div class="mut sm">6 visits · 84 km · back by 17:30</div><div style="height:190px;border-radius:14px;overflow:hidden">${map(
      'fishbowl-route',
      data.day.map,
    )}</div>` + statusRows(data.day.statusRows),
});
const customer = phone({
  activeTab: 1,
  body:
    `<div class="row">${avatar('Green Leaf', 2)}<div><b style="font-size:17px">Green Leaf Grocers</b><div class="mut sm">Portland · customer since 2019</div></div></div><div class="card"><div class="mut sm">Last 12 months</div><div class="big">$21,480</div><div class="mut sm">11 orders · pays in 14 days</div></div>` +
    barsCard('Usually orders', data.customer.usuallyOrders) +
    `<span class="btn" style="text-align:center;padding:14px">Start order from last time</span>`,
});
const order = phone({
  activeTab: 2,
  body:
    `<div class="ptitle">New order</div><div class="mut sm">Green Leaf Grocers · delivery Tue</div>` +
    listRows(data.order.listRows) +
    `<div class="card row"><b>Total</b><b class="sp">$1,847.40</b></div><span class="btn" style="text-align:center;padding:14px">Send for signature</span>`,
});
const signed = phone(data.signed);
const pipeline = phone({
  activeTab: 3,
  body:
    `<div class="ptitle">My numbers</div><div class="card"><div class="mut sm">May sales</div><div class="big">$84.2k</div><div class="bar-h" style="margin-top:8px"><b style="width:78%"></b></div><div class="mut sm" style="margin-top:4px">78% of $108k target</div></div>` +
    listRows(data.pipeline.listRows),
});
const bigCard = `<div class="card" style="width:560px;padding:28px;box-shadow:0 30px 70px rgba(0,0,0,.2)"><h3><span>Visit notes · Harbor Hardware</span>${pill('Synced', 'good')}</h3><div style="font-size:18px;line-height:1.6">Owner wants the spring display by 2 June. Paid the overdue $620 by card on site. Interested in the kombucha line if we can do 3-case minimums.</div><div class="row" style="margin-top:16px">${pill('Follow up 28 May', 'warn')}${pill('Kombucha lead', '')}${pill('Paid', 'good')}</div></div>`;

export default caseMock(data, { day, customer, order, signed, pipeline, bigCard });
