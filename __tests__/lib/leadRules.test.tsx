/** The browser form and the endpoint give the same messages for the same typed input: the form as a visitor uses it, the endpoint's validateLead, and the messages written out here. */
import { fireEvent, render, screen } from '@testing-library/react';
import site from '../../content/site.en.json';
import { LeadForm } from '../../src/components/forms/LeadForm';
import { validateLead } from '../../src/lib/contactSchema';
import { fieldOrder, type FieldErrors, type FormName, type LeadField } from '../../src/lib/leadFields';

const copy = site.copy.forms;
const valid = { name: 'Maya Chen', email: 'maya@ledgerly.io', company: 'Ledgerly', message: 'We need a redesign of our onboarding flow.' };
const links = (n: number) => Array.from({ length: n }, (_, i) => `https://ledgerly.io/screens/${i}`).join(' and ');
const empty = { name: '', email: '', company: '', message: '' };

type Typed = Partial<Record<LeadField, string>>;

const table: [string, FormName, Typed, FieldErrors][] = [
  [
    'an empty default form',
    'default',
    empty,
    {
      name: 'Please tell us your name.',
      email: 'Please enter your work email.',
      company: 'Please tell us your company.',
      message: 'Please tell us a little more (at least 10 characters).',
    },
  ],
  [
    'an empty Pilot form',
    'pilot',
    empty,
    {
      name: 'Please tell us your name.',
      email: 'Please enter your work email.',
      company: 'Please tell us your company.',
      audience: 'Please choose what kind of company you are.',
      message: 'Please tell us a little more (at least 10 characters).',
    },
  ],
  ['a Pilot form without a company type', 'pilot', valid, { audience: 'Please choose what kind of company you are.' }],
  ['a Pilot form with one', 'pilot', { ...valid, audience: 'smb' }, {}],
  ['a name of spaces', 'default', { ...valid, name: '   ' }, { name: 'Please tell us your name.' }],
  [
    'an address without a domain',
    'default',
    { ...valid, email: 'maya@' },
    { email: 'Please enter a valid email address, like name@company.com.' },
  ],
  [
    'an address without a top-level domain',
    'default',
    { ...valid, email: 'maya@ledgerly' },
    { email: 'Please enter a valid email address, like name@company.com.' },
  ],
  ['an address with spaces around it', 'default', { ...valid, email: '  maya@ledgerly.io ' }, {}],
  [
    'an address over 200 characters',
    'default',
    { ...valid, email: `${'m'.repeat(200)}@ledgerly.io` },
    { email: 'Please keep this under 200 characters.' },
  ],
  ['a name over 120 characters', 'default', { ...valid, name: 'M'.repeat(121) }, { name: 'Please keep this under 120 characters.' }],
  [
    'a company over 160 characters',
    'default',
    { ...valid, company: 'L'.repeat(161) },
    { company: 'Please keep this under 160 characters.' },
  ],
  ['a short message', 'default', { ...valid, message: 'Redesign' }, { message: 'Please tell us a little more (at least 10 characters).' }],
  [
    'a message of spaces around a short word',
    'default',
    { ...valid, message: '   Hi there   ' },
    { message: 'Please tell us a little more (at least 10 characters).' },
  ],
  [
    'a message over 5000 characters',
    'default',
    { ...valid, message: 'a'.repeat(5001) },
    { message: 'Please keep this under 5000 characters.' },
  ],
  ['a message with three links', 'default', { ...valid, message: `Our current screens: ${links(3)}` }, {}],
  [
    'a message with four links',
    'default',
    { ...valid, message: `Our current screens: ${links(4)}` },
    { message: 'Please include at most 3 links; we will ask for more on our call.' },
  ],
  [
    'a name with a NUL character',
    'default',
    { ...valid, name: 'Maya\u0000 Chen' },
    { name: 'This field holds characters we cannot read; please retype it without pasted symbols.' },
  ],
  [
    'a message with half a surrogate pair',
    'default',
    { ...valid, message: 'We need a redesign of our onboarding flow \ud800 soon.' },
    { message: 'This field holds characters we cannot read; please retype it without pasted symbols.' },
  ],
  ['a complete default form', 'default', valid, {}],
];

/** Types the values into the rendered form, presses its submit button, and reads the message tied to each field. */
function messagesShownByTheForm(form: FormName, typed: Typed): FieldErrors {
  const posts = jest.fn();
  global.fetch = jest.fn(async (_url: string, init?: RequestInit) => {
    if (init?.method === 'POST') posts(init);
    throw new TypeError('no network in this test');
  }) as unknown as typeof fetch;
  const idPrefix = 'rules';
  const { container, unmount } = render(<LeadForm form={form} idPrefix={idPrefix} contactEmail="hello@oakline.studio" copy={copy} />);
  for (const field of ['name', 'email', 'company', 'message'] as const)
    fireEvent.change(container.querySelector(`#${idPrefix}-${field}`) as HTMLElement, { target: { value: typed[field] ?? '' } });
  if (typed.audience) fireEvent.click(screen.getByLabelText(copy.audienceOptions[typed.audience as 'smb']));
  fireEvent.click(screen.getByRole('button', { name: copy.default.submitLabel }));
  const shown: FieldErrors = {};
  for (const field of fieldOrder) {
    const text = container.querySelector(`#${idPrefix}-${field}-error`)?.textContent;
    if (text) shown[field] = text;
  }
  expect(posts).not.toHaveBeenCalled();
  unmount();
  return shown;
}

const endpointMessages = (form: FormName, typed: Typed): FieldErrors => {
  const result = validateLead({ form, ...typed }, copy.errors);
  return result.ok ? {} : result.errors;
};

test.each(table)('%s: the form and the endpoint say the same', (_case, form, typed, expected) => {
  expect(endpointMessages(form, typed)).toEqual(expected);
  expect(messagesShownByTheForm(form, typed)).toEqual(expected);
});
