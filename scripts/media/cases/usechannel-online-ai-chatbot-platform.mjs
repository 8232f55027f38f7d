// UseChannel mocks: the bot flow builder, the live inbox with AI hand-off, and the bot on a customer's phone.
import { avatar, card, chat, phone, bars, splitScreen, barsCard, statusCard } from '../recipes.mjs';
import { stack } from '../kit.mjs';
import { caseMock } from '../caseMock.mjs';
import { mockData } from '../mockData.mjs';

const data = mockData(import.meta.url);
const { app } = data;

const node = (x, y, title, text, color = '#fff', border = 'var(--line)') =>
  `<div style="position:absolute;left:${x}px;top:${y}px;width:230px;background:${color};border:2px solid ${border};border-radius:12px;padding:10px 12px;font-size:12px;box-shadow:0 6px 16px rgba(0,0,0,.06)"><b style="font-size:13px">${title}</b><div class="mut">${text}</div></div>`;

const flow = splitScreen(
  { app, ...data.flow },
  '1fr 280px',
  `<div class="card" style="position:relative;height:700px;background-image:radial-gradient(#ddd 1px,transparent 1px);background-size:18px 18px"><svg style="position:absolute;inset:0" width="100%" height="100%"><path d="M235 95 C 300 95, 300 200, 360 200 M235 95 C 300 95, 300 380, 360 380 M590 200 C 640 200, 640 150, 690 150 M590 200 C 640 200, 640 290, 690 290 M590 380 C 640 380, 640 470, 690 470 M475 430 L 475 560" stroke="#db2777" stroke-width="2.5" fill="none"/></svg>${node(20, 60, 'Trigger', 'Customer opens chat on order page', '#fce7f3', '#db2777')}${node(360, 160, 'AI intent', 'Where is my order? · 62% of chats')}${node(360, 340, 'AI intent', 'Start a return · 21%')}${node(690, 110, 'Look up order', 'Shopify · by email or number')}${node(690, 250, 'Reply', 'Tracking link + delivery window')}${node(690, 430, 'Return form', 'Reason, photos, refund method')}${node(360, 560, 'Hand off to agent', 'If sentiment is negative or 2 failed tries', '#e0f2fe', '#0ea5e9')}</div>`,
  card(
    'Node: AI intent',
    '<div class="field"><span>Training phrases</span><div class="input">where is my parcel</div><div class="input">order hasn’t arrived</div><div class="input">track my order</div></div><div class="field" style="margin-top:10px"><span>Confidence threshold</span><div class="input">0.72</div></div>',
  ),
);

const inbox = splitScreen(
  { app, ...data.inbox },
  '300px 1fr 280px',
  statusCard('Conversations', data.inbox.conversations),
  card(
    'Nina Kowalski · order #48213',
    stack(
      chat(data.inbox.conversation) + '<div class="input" style="margin-top:auto">Reply as Dana… · AI draft ready</div>',
      10,
      'height:560px',
    ),
  ),
  stack(
    card(
      'Customer',
      `<div class="row">${avatar('Nina Kowalski', 3)}<b>Nina Kowalski</b></div><div class="mut sm" style="margin-top:6px">3 orders · $412 lifetime · Warsaw</div>`,
    ) +
      barsCard('Sentiment', [['Frustrated', '0.81', 81, '#dc2626']]) +
      card('AI summary', '<div class="sm">Damaged item on 3rd order. Offer express replacement, no return needed.</div>'),
  ),
);

const shopper = phone({
  tabs: 0,
  body:
    `<div class="row"><span class="logo">L</span><b>Lumo Home · assistant</b></div>` +
    chat(data.shopper.chat) +
    '<div class="input" style="margin-top:auto">Type a message…</div>',
});
const analytics = phone({
  activeTab: 3,
  body:
    `<div class="ptitle">This week</div><div class="card"><div class="mut sm">Solved by the bot</div><div class="big">71%</div></div><div class="card"><div class="mut sm">Median first reply</div><div class="big">4 s</div></div>` +
    bars(data.analytics.bars),
});

export default caseMock(data, { flow, inbox, shopper, analytics });
