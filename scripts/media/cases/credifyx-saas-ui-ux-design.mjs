// CredifyX mocks: the application queue, a credit decision with its reasons, and the portfolio risk view.
import { board, card, dashboard, lineChart, pill, record, ring, tableCard, barsCard } from '../recipes.mjs';
import { caseMock } from '../caseMock.mjs';
import { mockData } from '../mockData.mjs';

const data = mockData(import.meta.url);
const { app } = data;

const queue = board({ app, ...data.queue });

const decision = record({
  app,
  ...data.decision,
  main:
    card(
      'Recommendation',
      `<div class="row" style="gap:24px">${ring(78, { size: 130, label: '778' })}<div><div style="font:700 24px Display,Inter">Approve at 7.9% over 48 months</div><div class="mut" style="margin-top:6px">Model v4.2 · confidence high · within policy SME-3</div><div class="row" style="margin-top:10px">${pill('Affordable', 'good')}${pill('Low concentration', 'good')}${pill('Young director', 'warn')}</div></div></div>`,
    ) + barsCard('Why this score', data.decision.whyThisScore),
  side:
    card('Cash flow, last 12 months', `<div style="height:190px">${lineChart(data.decision.cashFlowLast12Months, { height: 190 })}</div>`) +
    tableCard('Documents', ['File', 'Check'], data.decision.documents),
});

const portfolio = dashboard({ app, ...data.portfolio });

export default caseMock(data, { queue, decision, portfolio });
