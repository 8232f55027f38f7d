/**
 * @jest-environment node
 */
/** The form's render token: signed, aged at least two seconds, at most a day old, and one lead per token. */
import { checkRenderToken, issueRenderToken, MIN_FILL_MS, TOKEN_MAX_AGE_MS } from '../../src/leads/token';
import { memoryTokenLedger } from '../../src/leads/tokenLedger';

const secret = 'a-test-secret-of-reasonable-length';
const DAY = 86_400_000;

test('a form sent two seconds or more after it was shown passes, naming the token id to record as used', () => {
  const token = issueRenderToken(secret, 1_000_000);
  const id = token.split('.')[1];
  expect(checkRenderToken(secret, token, 1_000_000 + 2000)).toEqual({ verdict: 'ok', id, expiresAt: 1_000_000 + DAY });
  expect(checkRenderToken(secret, token, 1_000_000 + 3_600_000).verdict).toBe('ok');
});

test('every token has its own id', () => {
  expect(issueRenderToken(secret, 1_000_000)).not.toBe(issueRenderToken(secret, 1_000_000));
});

test('a form sent under two seconds after it was shown is too fast', () => {
  const token = issueRenderToken(secret, 1_000_000);
  expect(MIN_FILL_MS).toBe(2000);
  expect(checkRenderToken(secret, token, 1_000_000 + 1999).verdict).toBe('too-fast');
  expect(checkRenderToken(secret, token, 1_000_000).verdict).toBe('too-fast');
});

test('a token older than the maximum age (a day unless configured) is expired', () => {
  const issued = 1_700_000_000_000;
  const token = issueRenderToken(secret, issued);
  expect(TOKEN_MAX_AGE_MS).toBe(DAY);
  expect(checkRenderToken(secret, token, issued + DAY).verdict).toBe('ok');
  expect(checkRenderToken(secret, token, issued + DAY + 1).verdict).toBe('expired');
  expect(checkRenderToken(secret, token, issued + 30 * DAY).verdict).toBe('expired');
  expect(checkRenderToken(secret, token, issued + 365 * DAY).verdict).toBe('expired');
  expect(checkRenderToken(secret, token, issued + 7200_000, MIN_FILL_MS, 3600_000).verdict).toBe('expired');
});

test('a token signed with another secret, edited, missing, of the old format or from the future is invalid', () => {
  const token = issueRenderToken(secret, 1_000_000);
  const [, id, mac] = token.split('.');
  expect(checkRenderToken('another-secret', token, 1_010_000).verdict).toBe('invalid');
  expect(checkRenderToken(secret, token.replace(/^1000000/, '900000'), 1_010_000).verdict).toBe('invalid');
  expect(checkRenderToken(secret, `1000000.${'A'.repeat(22)}.${mac}`, 1_010_000).verdict).toBe('invalid');
  expect(checkRenderToken(secret, `1000000.${mac}`, 1_010_000).verdict).toBe('invalid');
  expect(id).toHaveLength(22);
  expect(checkRenderToken(secret, undefined, 1_010_000).verdict).toBe('invalid');
  expect(checkRenderToken(secret, 'not a token', 1_010_000).verdict).toBe('invalid');
  expect(checkRenderToken(secret, issueRenderToken(secret, 2_000_000), 1_000_000).verdict).toBe('invalid');
});

test('the in-process ledger takes each id once until it expires, forgets a released one, and stays bounded', async () => {
  const ledger = memoryTokenLedger(100);
  expect(await ledger.claim('a', 5000, 0)).toBe(true);
  expect(await ledger.claim('a', 5000, 10)).toBe(false);
  await ledger.release('a');
  expect(await ledger.claim('a', 5000, 20)).toBe(true);
  for (let n = 0; n < 1000; n += 1) expect(await ledger.claim(`id-${n}`, 10_000, 30)).toBe(true);
  expect(await ledger.claim('id-999', 10_000, 40)).toBe(false);
});
