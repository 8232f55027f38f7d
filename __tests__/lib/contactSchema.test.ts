/** The shared lead schema: what the form and the endpoint accept and the per-field messages they show. */
import site from '../../content/site.en.json';
import siteDe from '../../content/site.de.json';
import { isHoneypotFilled, leadLanguage, validateLead as validateWith } from '../../src/lib/contactSchema';
import { toFormName } from '../../src/lib/leadFields';

/** The messages the site shows (content/site.en.json copy.forms.errors). */
const validateLead = (input: unknown) => validateWith(input, site.copy.forms.errors);

const valid = {
  form: 'default',
  name: 'Maya Chen',
  email: 'maya@ledgerly.io',
  company: 'Ledgerly',
  message: 'We need a redesign of our onboarding flow.',
};

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
  expect(validateLead({ ...valid, form: 'pilot' })).toEqual({
    ok: false,
    errors: { audience: 'Please choose what kind of company you are.' },
  });
  expect(validateLead({ ...valid, form: 'pilot', audience: 'government' })).toMatchObject({
    ok: false,
    errors: { audience: expect.any(String) },
  });
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

test('a message may carry three links, not four, and the visitor is told the limit', () => {
  const links = (n: number) => Array.from({ length: n }, (_, i) => `https://ledgerly.io/screens/${i}`).join(' and ');
  expect(validateLead({ ...valid, message: `Our current screens: ${links(3)}` }).ok).toBe(true);
  const refused = validateLead({ ...valid, message: `Cheap backlinks ${links(2)} www.seo-deals.example https://pills.example` });
  expect(refused).toEqual({ ok: false, errors: { message: expect.stringMatching(/at most 3 links/) } });
});

test("messages are the content's, with their limits filled in", () => {
  const messages = {
    ...site.copy.forms.errors,
    name: 'Name, please.',
    tooLong: 'At most {max}.',
    messageShort: 'At least {min}.',
    links: 'No more than {max} links.',
  };
  expect(validateWith({ ...valid, name: '' }, messages)).toEqual({ ok: false, errors: { name: 'Name, please.' } });
  expect(validateWith({ ...valid, company: 'x'.repeat(161) }, messages)).toEqual({ ok: false, errors: { company: 'At most 160.' } });
  expect(validateWith({ ...valid, message: 'short' }, messages)).toEqual({ ok: false, errors: { message: 'At least 10.' } });
  expect(
    validateWith({ ...valid, message: 'a https://a.example b https://b.example c https://c.example d https://d.example' }, messages),
  ).toEqual({ ok: false, errors: { message: 'No more than 3 links.' } });
});

test.each([
  ['name', 'Maya\u0000 Chen'],
  ['company', 'Ledgerly \ud800'],
  ['message', 'We need a redesign of our onboarding flow \udc00 soon.'],
  ['page', '/contact/\u0000'],
])('a NUL or a lone surrogate in %s is refused, naming that field', (field, value) => {
  expect(validateLead({ ...valid, [field]: value })).toEqual({ ok: false, errors: { [field]: site.copy.forms.errors.unreadable } });
});

test('characters outside the basic plane, written as surrogate pairs, are kept', () => {
  const result = validateLead({ ...valid, name: 'Maya Chen 🌱', message: 'We need a redesign of our onboarding flow 𝄞.' });
  expect(result).toEqual({ ok: true, lead: { ...valid, name: 'Maya Chen 🌱', message: 'We need a redesign of our onboarding flow 𝄞.' } });
});

test('a lead names its language, en or de; anything else is refused and answered in English', () => {
  expect(leadLanguage({ ...valid, language: 'de' })).toBe('de');
  expect(leadLanguage(valid)).toBe('en');
  expect(leadLanguage({ ...valid, language: 'fr' })).toBe('en');
  expect(validateLead({ ...valid, language: 'de' })).toEqual({ ok: true, lead: { ...valid, language: 'de' } });
  expect(validateLead({ ...valid, language: 'fr' })).toEqual({
    ok: false,
    errors: { language: 'This part of the form could not be read. Please reload the page and send it again.' },
  });
});

test("the request's shape (page, attribution, unknown keys) is answered in the copy's words of the form's language, never zod's", () => {
  const german = (input: object) => validateWith({ ...valid, ...input }, siteDe.copy.forms.errors);
  expect(german({ page: `/${'x'.repeat(300)}` })).toEqual({ ok: false, errors: { page: 'Bitte bleiben Sie unter 300 Zeichen.' } });
  const unreadable =
    'Dieser Teil des Formulars konnte nicht gelesen werden. Bitte laden Sie die Seite neu und senden Sie das Formular erneut.';
  expect(german({ attribution: { utm: { source: 'x', channel: 'y' } } })).toEqual({ ok: false, errors: { attribution: unreadable } });
  expect(german({ attribution: { referrer: 42 } })).toEqual({ ok: false, errors: { attribution: unreadable } });
  expect(german({ phone: '123' })).toEqual({ ok: false, errors: { form: unreadable } });
});
