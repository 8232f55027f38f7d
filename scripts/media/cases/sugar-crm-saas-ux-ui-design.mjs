// SugarCRM mocks: the sales pipeline, an account workspace, and the rep's forecast.
import { board, card, dashboard, record, statusCard } from '../recipes.mjs';
import { timeline } from '../kit.mjs';
import { caseMock } from '../caseMock.mjs';
import { mockData } from '../mockData.mjs';

const data = mockData(import.meta.url);
const { app } = data;

const pipeline = board({ app, ...data.pipeline });

const account = record({
  app,
  ...data.account,
  main: card('Activity', timeline(data.account.activity)),
  side:
    statusCard('Buying group', data.account.buyingGroup) +
    card(
      'Suggested next step',
      '<b>Send the revised order form with onboarding included</b><div class="mut sm" style="margin-top:4px">Deals like this close 2.1x more often when the order form follows a CFO call within 24 hours.</div>',
    ),
});

const forecast = dashboard({ app, ...data.forecast });

export default caseMock(data, { pipeline, account, forecast });
