// SugarCRM mocks: the sales pipeline, an account workspace, and the rep's forecast.
import { board, dashboard, record } from '../recipes.mjs';
import { caseMock } from '../caseMock.mjs';
import { mockData } from '../mockData.mjs';

const data = mockData(import.meta.url);
const { app } = data;

const pipeline = board({ app, ...data.pipeline });

const account = record({ app, ...data.account });

const forecast = dashboard({ app, ...data.forecast });

export default caseMock(data, { pipeline, account, forecast });
