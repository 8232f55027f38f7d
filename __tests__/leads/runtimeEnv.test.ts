/** runtimeEnv reads the live environment, so a value set after start-up is seen. */
import { runtimeEnv } from '../../src/leads/runtimeEnv';

test('reads the current value of an environment variable', () => {
  delete process.env.OAKLINE_TEST_VALUE;
  expect(runtimeEnv('OAKLINE_TEST_VALUE')).toBeUndefined();
  process.env.OAKLINE_TEST_VALUE = '/srv/leads';
  expect(runtimeEnv('OAKLINE_TEST_VALUE')).toBe('/srv/leads');
  delete process.env.OAKLINE_TEST_VALUE;
});
