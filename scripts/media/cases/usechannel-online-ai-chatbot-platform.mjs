// UseChannel mocks: the bot flow builder, the live inbox with AI hand-off, and the bot on a customer's phone.
import { avatar, btn, card, chat, phone, pill, bars, splitScreen, barsCard, statusCard } from '../recipes.mjs';
import { stack } from '../kit.mjs';
import { caseMock } from '../caseMock.mjs';

const theme = { primary: '#db2777', accent: '#0ea5e9', ink: '#2a1020', soft: '#fce7f3', stage: '#fbcfe8', canvas: '#fbf7f9' };
const app = { brand: 'UseChannel', initial: 'U', nav: ['Bots', 'Flows', 'Inbox', 'Knowledge', 'Analytics', 'Settings'] };
const node = (x, y, title, text, color = '#fff', border = 'var(--line)') =>
  `<div style="position:absolute;left:${x}px;top:${y}px;width:230px;background:${color};border:2px solid ${border};border-radius:12px;padding:10px 12px;font-size:12px;box-shadow:0 6px 16px rgba(0,0,0,.06)"><b style="font-size:13px">${title}</b><div class="mut">${text}</div></div>`;

const flow = splitScreen(
  { app, active: 1, title: 'Flow: Order status & returns', actions: pill('Published', 'good') + btn('Test bot', true) + btn('Publish') },
  '1fr 280px',
  `<div class="card" style="position:relative;height:700px;background-image:radial-gradient(#ddd 1px,transparent 1px);background-size:18px 18px"><svg style="position:absolute;inset:0" width="100%" height="100%"><path d="M235 95 C 300 95, 300 200, 360 200 M235 95 C 300 95, 300 380, 360 380 M590 200 C 640 200, 640 150, 690 150 M590 200 C 640 200, 640 290, 690 290 M590 380 C 640 380, 640 470, 690 470 M475 430 L 475 560" stroke="#db2777" stroke-width="2.5" fill="none"/></svg>${node(20, 60, 'Trigger', 'Customer opens chat on order page', '#fce7f3', '#db2777')}${node(360, 160, 'AI intent', 'Where is my order? · 62% of chats')}${node(360, 340, 'AI intent', 'Start a return · 21%')}${node(690, 110, 'Look up order', 'Shopify · by email or number')}${node(690, 250, 'Reply', 'Tracking link + delivery window')}${node(690, 430, 'Return form', 'Reason, photos, refund method')}${node(360, 560, 'Hand off to agent', 'If sentiment is negative or 2 failed tries', '#e0f2fe', '#0ea5e9')}</div>`,
  card(
    'Node: AI intent',
    '<div class="field"><span>Training phrases</span><div class="input">where is my parcel</div><div class="input">order hasn’t arrived</div><div class="input">track my order</div></div><div class="field" style="margin-top:10px"><span>Confidence threshold</span><div class="input">0.72</div></div>',
  ),
);

const inbox = splitScreen(
  { app, active: 2, title: 'Inbox · 14 open', actions: btn('Assign to me', true) + btn('Resolve') },
  '300px 1fr 280px',
  statusCard('Conversations', [
    ['Nina Kowalski', 'Bot → you · damaged item', 'Hand-off', 'warn'],
    ['Sam Otieno', 'Bot solved · tracking', 'Bot', 'good'],
    ['Leo Martin', 'Refund question', 'Bot', 'good'],
    ['Ayesha Khan', 'Size exchange', 'Waiting', 'grey'],
    ['Jonas Weber', 'Promo code failed', 'Hand-off', 'warn'],
  ]),
  card(
    'Nina Kowalski · order #48213',
    stack(
      chat([
        { text: 'Hi Nina! I can help with order #48213. What’s wrong?' },
        { me: true, text: 'The lamp arrived with a cracked shade. Third time ordering from you.' },
        { text: 'Sorry about that. I’m passing you to Dana, who can send a replacement today.' },
        { html: '<b>Dana (agent):</b> Hi Nina, a new shade ships today by express, no need to return the broken one.' },
      ]) + '<div class="input" style="margin-top:auto">Reply as Dana… · AI draft ready</div>',
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
    chat([
      { text: 'Hi! Ask me about orders, returns or delivery.' },
      { me: true, text: 'where is my order' },
      { text: 'Order #48190 left our warehouse yesterday. Arriving Thursday 10:00–14:00.' },
      { html: '<b>DPD tracking</b><br><span class="mut sm">Out for delivery tomorrow</span>' },
      { me: true, text: 'can I change the address?' },
    ]) +
    '<div class="input" style="margin-top:auto">Type a message…</div>',
});
const analytics = phone({
  activeTab: 3,
  body:
    `<div class="ptitle">This week</div><div class="card"><div class="mut sm">Solved by the bot</div><div class="big">71%</div></div><div class="card"><div class="mut sm">Median first reply</div><div class="big">4 s</div></div>` +
    bars([
      ['Order status', '1,240', 90],
      ['Returns', '420', 35],
      ['Promo codes', '180', 16],
    ]),
});

export default caseMock(
  { theme, url: 'app.usechannel.com/flows/order-status' },
  [
    {
      frame: 'desktop',
      html: flow,
      describe:
        'Chatbot flow builder: a canvas of connected nodes from the chat trigger through two AI intents (order status, returns) to replies, a return form and hand-off to an agent, with the intent’s training phrases',
    },
    {
      frame: 'desktop',
      html: inbox,
      stage: '#db2777',
      describe:
        'Support inbox: a list of bot and hand-off conversations, a chat where the bot passes a damaged-item complaint to an agent, and the customer’s details, sentiment and AI summary',
    },
    {
      frame: 'phone',
      html: shopper + analytics,
      previewPhone: shopper,
      stage: '#fdf2f8',
      describe:
        'Two phones: a shopper asking the store’s assistant where their order is and getting a delivery window, and the weekly bot analytics with 71% solved by the bot',
    },
  ],
  {
    layout: 'crop',
    x: -260,
    y: 40,
    stage: '#500724',
    describe:
      'Close crop of the UseChannel flow builder on a dotted canvas: a chat trigger joined by pink connectors to two AI intents (order status and returns), an order look-up, a reply, a return form and a hand-off to an agent, beside the intent’s training phrases.',
  },
);
