/** The shared lead schema: what the form and the endpoint accept and the per-field messages they show. */
import { isHoneypotFilled, validateLead } from '../../src/lib/contactSchema';
import { toFormName } from '../../src/lib/leadFields';

const valid = { form: 'default', name: 'Maya Chen', email: 'maya@ledgerly.io', company: 'Ledgerly', message: 'We need a redesign of our onboarding flow.' };

test('accepts a complete default lead and trims it', () => {
  const result = validateLead({ ...valid, name: '  Maya Chen ' });
  expect(result).toEqual({ ok: true, lead: { ...valid } });
});

test.each([
  ['name', { name: ' ' }, 'Please tell us your name.'],
  ['email', { email: 'maya@' }, 'Please enter a valid email address, like name@company.com.'],
  ['email', { email: '' }, 'Please enter your work email.'],
  ['company', { company: '' }, 'Please tell us your company.'],
  ['message', { message: 'short' }, 'Please tell us a little more (at least 10 characters).'],
])('names the invalid field %s', (field, change, message) => {
  const result = validateLead({ ...valid, ...change });
  expect(result).toEqual({ ok: false, errors: { [field]: message } });
});

test('the Pilot form requires an audience among startup, smb and enterprise', () => {
  expect(validateLead({ ...valid, form: 'pilot' })).toEqual({ ok: false, errors: { audience: 'Please choose what kind of company you are.' } });
  expect(validateLead({ ...valid, form: 'pilot', audience: 'government' })).toMatchObject({ ok: false, errors: { audience: expect.any(String) } });
  expect(validateLead({ ...valid, form: 'pilot', audience: 'smb' })).toMatchObject({ ok: true });
});

test('unknown fields and unknown forms are refused', () => {
  expect(validateLead({ ...valid, phone: '123' })).toMatchObject({ ok: false });
  expect(validateLead({ ...valid, form: 'other' })).toMatchObject({ ok: false, errors: { form: 'Unknown form.' } });
});

test('a filled honeypot is recognised', () => {
  expect(isHoneypotFilled({ website: 'http://spam.example' })).toBe(true);
  expect(isHoneypotFilled({ website: '' })).toBe(false);
  expect(isHoneypotFilled({})).toBe(false);
});

test('content form names map to a known form, anything else to the default form', () => {
  expect(toFormName('pilot')).toBe('pilot');
  expect(toFormName('default')).toBe('default');
  expect(toFormName(null)).toBe('default');
  expect(toFormName('newsletter')).toBe('default');
});
