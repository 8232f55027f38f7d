/** The lead form keeps a usable render token on a long-lived page: it renews an old one on focus and resends once with a fresh one when the endpoint calls it out of date. */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockSiteSettings } from '../helpers/siteSettings';
import { ContactForm } from '../../src/sections/ContactForm/ContactForm';
import type { SectionOf } from '../../src/sections/types';

/** Typing four fields takes seconds on a loaded machine; the default 5 s would fail on time, not behaviour. */
jest.setTimeout(20_000);

const section = {
  __typename: 'ContactFormSection',
  contactFormProps: { title: 'Cannot decide? Drop us a line', subtitle: 'Leave your details.', form: null },
} as SectionOf<'ContactFormSection'>;
const answer = (status: number, body: unknown = {}) => ({ ok: status < 300, status, json: async () => body }) as unknown as Response;

let renewAfterMs = 3_600_000;
let issued = 0;
let postAnswers: Response[] = [];
const fetchMock = jest.fn(async (_url: string, init?: RequestInit) =>
  init?.method === 'POST'
    ? (postAnswers.shift() ?? answer(201, { ok: true }))
    : answer(200, { token: `token-${++issued}`, renewAfterMs, minFillMs: 0 }),
);
const gets = () => fetchMock.mock.calls.filter((call) => call[1]?.method !== 'POST').length;
const sentTokens = () =>
  fetchMock.mock.calls
    .filter((call) => call[1]?.method === 'POST')
    .map((call) => (JSON.parse(call[1]?.body as string) as { renderToken: string }).renderToken);

beforeEach(() => {
  mockSiteSettings();
  renewAfterMs = 3_600_000;
  issued = 0;
  postAnswers = [];
  fetchMock.mockClear();
  global.fetch = fetchMock as unknown as typeof fetch;
});

async function fillValid() {
  await userEvent.type(screen.getByLabelText('Your name'), 'Priya Nair');
  await userEvent.type(screen.getByLabelText('Work email'), 'priya@healthiv.com');
  await userEvent.type(screen.getByLabelText('Company'), 'HealthIV');
  await userEvent.type(screen.getByLabelText('What are you working on?'), 'A booking flow for our infusion clinics.');
}

test('a token past its renewal age is replaced when the visitor comes back to the form, and never sent', async () => {
  /** The endpoint says renew at once: every token this page holds is already past its renewal age. */
  renewAfterMs = 0;
  render(<ContactForm section={section} index={4} />);
  await waitFor(() => expect(gets()).toBe(1));
  await userEvent.click(screen.getByLabelText('Your name'));
  await waitFor(() => expect(gets()).toBe(2));
  await fillValid();
  await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
  expect(await screen.findByText('Thank you, your message is with us.')).toBeInTheDocument();
  const [sent] = sentTokens();
  expect(sent).not.toBe('token-1');
  expect(sent).toMatch(/^token-\d+$/);
});

test('a token within its renewal age is kept across focus and sent', async () => {
  render(<ContactForm section={section} index={4} />);
  await fillValid();
  await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
  expect(await screen.findByText('Thank you, your message is with us.')).toBeInTheDocument();
  expect(sentTokens()).toEqual(['token-1']);
});

test('a token the endpoint calls out of date is replaced and the same lead sent once more, without retyping', async () => {
  postAnswers = [answer(400, { error: 'This form is out of date.', fields: {}, code: 'token' })];
  render(<ContactForm section={section} index={4} />);
  await fillValid();
  await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
  expect(await screen.findByText('Thank you, your message is with us.')).toBeInTheDocument();
  expect(sentTokens()).toEqual(['token-1', 'token-2']);
});

test('after a lead is sent the used token is replaced, ready for the next message', async () => {
  render(<ContactForm section={section} index={4} />);
  await fillValid();
  await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
  expect(await screen.findByText('Thank you, your message is with us.')).toBeInTheDocument();
  await waitFor(() => expect(gets()).toBe(2));
});
