/** Inline contact form section: title and subtitle, messages tied to fields, success, and a failure that keeps the text. */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockSiteSettings } from '../../../__tests__/helpers/siteSettings';
import { ContactForm } from './ContactForm';
import type { SectionOf } from '../types';

const section = {
  __typename: 'ContactFormSection',
  contactFormProps: { title: 'Cannot decide? Drop us a line', subtitle: 'Leave your details.', form: null },
} as SectionOf<'ContactFormSection'>;
const answer = (status: number, body: unknown = {}) => ({ ok: status < 300, status, json: async () => body }) as unknown as Response;
/** The form asks for a render token (GET) when shown; these are the lead posts. */
const posts = (mock: jest.Mock) => mock.mock.calls.filter((call) => (call[1] as RequestInit | undefined)?.method === 'POST');

beforeEach(() => mockSiteSettings());

async function fillValid() {
  await userEvent.type(screen.getByLabelText('Your name'), 'Priya Nair');
  await userEvent.type(screen.getByLabelText('Work email'), 'priya@healthiv.com');
  await userEvent.type(screen.getByLabelText('Company'), 'HealthIV');
  await userEvent.type(screen.getByLabelText('What are you working on?'), 'A booking flow for our infusion clinics.');
}

test('shows the page title as h2 and the subtitle', () => {
  render(<ContactForm section={section} index={4} />);
  expect(screen.getByRole('heading', { level: 2, name: 'Cannot decide? Drop us a line' })).toBeInTheDocument();
  expect(screen.getByText('Leave your details.')).toBeInTheDocument();
});

test('an empty submit shows a message tied to each field and focuses the first invalid one', async () => {
  const fetchMock = jest.fn();
  global.fetch = fetchMock;
  render(<ContactForm section={section} index={4} />);
  await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
  const name = screen.getByLabelText('Your name');
  await waitFor(() => expect(name).toHaveFocus());
  expect(name).toHaveAttribute('aria-invalid', 'true');
  expect(name).toHaveAccessibleDescription('Please tell us your name.');
  expect(screen.getByLabelText('Work email')).toHaveAccessibleDescription('Please enter your work email.');
  expect(screen.getByLabelText('Company')).toHaveAccessibleDescription('Please tell us your company.');
  expect(screen.getByLabelText('What are you working on?')).toHaveAttribute('aria-invalid', 'true');
  expect(posts(fetchMock)).toEqual([]);
});

test('a valid message is posted to /api/contact and the form shows its success state', async () => {
  const fetchMock = jest.fn(async (_url: string, init?: RequestInit) =>
    init?.method === 'POST' ? answer(201, { ok: true }) : answer(200, { token: '1700000000000.signed' }),
  );
  global.fetch = fetchMock as unknown as typeof fetch;
  render(<ContactForm section={section} index={4} />);
  await fillValid();
  await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
  expect(await screen.findByText('Thank you, your message is with us.')).toBeInTheDocument();
  const [url, init] = posts(fetchMock)[0] as unknown as [string, RequestInit];
  expect(url).toBe('/api/contact');
  expect(JSON.parse(init.body as string)).toMatchObject({
    form: 'default',
    name: 'Priya Nair',
    company: 'HealthIV',
    website: '',
    renderToken: '1700000000000.signed',
  });
});

test('while sending, the form is busy, says so to assistive technology, and a second press sends nothing more', async () => {
  let release: (r: Response) => void = () => undefined;
  global.fetch = jest.fn((_url: string, init?: RequestInit) =>
    init?.method === 'POST' ? new Promise<Response>((resolve) => (release = resolve)) : Promise.resolve(answer(200, {})),
  ) as unknown as typeof fetch;
  render(<ContactForm section={section} index={4} />);
  await fillValid();
  await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
  const sending = await screen.findByRole('button', { name: 'Sending…' });
  expect(sending).toHaveAttribute('aria-disabled', 'true');
  expect(sending).toHaveFocus();
  expect(screen.getByRole('status')).toHaveTextContent('Sending…');
  expect(sending.closest('form')).toHaveAttribute('aria-busy', 'true');
  await userEvent.click(sending);
  expect(posts(global.fetch as jest.Mock)).toHaveLength(1);
  release(answer(201));
  expect(await screen.findByText('Thank you, your message is with us.')).toBeInTheDocument();
});

test('a failed send keeps the typed text and offers a retry and a mailto fallback', async () => {
  const fetchMock = jest.fn(async () => answer(503));
  global.fetch = fetchMock;
  render(<ContactForm section={section} index={4} />);
  await fillValid();
  await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('We could not send your message');
  expect(screen.getByLabelText('What are you working on?')).toHaveValue('A booking flow for our infusion clinics.');
  const mail = screen.getByRole('link', { name: 'Email hello@oakline.studio' });
  expect(mail.getAttribute('href')).toMatch(/^mailto:hello@oakline\.studio\?subject=/);
  expect(decodeURIComponent(mail.getAttribute('href') ?? '')).toContain('A booking flow for our infusion clinics.');
  fetchMock.mockImplementation(async () => answer(201));
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByText('Thank you, your message is with us.')).toBeInTheDocument();
  expect(posts(fetchMock)).toHaveLength(2);
});

test('the honeypot is hidden from people and assistive technology', () => {
  render(<ContactForm section={section} index={4} />);
  const trap = document.querySelector<HTMLInputElement>('input[name="website"]');
  expect(trap).toHaveAttribute('tabindex', '-1');
  expect(trap?.closest('[aria-hidden="true"]')).not.toBeNull();
});
