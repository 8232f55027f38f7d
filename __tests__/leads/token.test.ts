/**
 * @jest-environment node
 */
/** The form's render token: signed, stateless, and telling a person from a script that submits at once. */
import { checkRenderToken, issueRenderToken, MIN_FILL_MS } from '../../src/leads/token';

const secret = 'a-test-secret-of-reasonable-length';

test('a form sent two seconds or more after it was shown passes', () => {
  const token = issueRenderToken(secret, 1_000_000);
  expect(checkRenderToken(secret, token, 1_000_000 + 2000)).toBe('ok');
  expect(checkRenderToken(secret, token, 1_000_000 + 3_600_000)).toBe('ok');
});

test('a form sent under two seconds after it was shown is too fast', () => {
  const token = issueRenderToken(secret, 1_000_000);
  expect(MIN_FILL_MS).toBe(2000);
  expect(checkRenderToken(secret, token, 1_000_000 + 1999)).toBe('too-fast');
  expect(checkRenderToken(secret, token, 1_000_000)).toBe('too-fast');
});

test('a token signed with another secret, edited, missing or from the future is invalid', () => {
  const token = issueRenderToken(secret, 1_000_000);
  expect(checkRenderToken('another-secret', token, 1_010_000)).toBe('invalid');
  expect(checkRenderToken(secret, token.replace(/^1000000/, '900000'), 1_010_000)).toBe('invalid');
  expect(checkRenderToken(secret, undefined, 1_010_000)).toBe('invalid');
  expect(checkRenderToken(secret, 'not a token', 1_010_000)).toBe('invalid');
  expect(checkRenderToken(secret, issueRenderToken(secret, 2_000_000), 1_000_000)).toBe('invalid');
});
