import { buildStages, slowestStages } from '../../scripts/bench/buildStages';

const output = `info Done reading config
success load plugins - 0.912s
success onPreBootstrap - 33.101s
warn Something odd - 2s
success Building production JavaScript and CSS bundles - 61.500s
success Building static HTML for pages - 12.250s - 1055/1055 86.12/s
success onPreBootstrap - 0.899s
info Done building in 140.2 sec`;

test('stages in order, repeated ones summed, other lines ignored', () => {
  expect(buildStages(output)).toEqual([
    { name: 'load plugins', seconds: 0.912 },
    { name: 'onPreBootstrap', seconds: 34 },
    { name: 'Building production JavaScript and CSS bundles', seconds: 61.5 },
    { name: 'Building static HTML for pages', seconds: 12.25 },
  ]);
});

test('slowest stages first', () => {
  expect(slowestStages(buildStages(output), 2).map((s) => s.name)).toEqual([
    'Building production JavaScript and CSS bundles',
    'onPreBootstrap',
  ]);
});
