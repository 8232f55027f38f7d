/** On a German page the form speaks German from the page's own copy: its field messages, its sending, failure and success statuses, and it sends the lead with its language. */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import siteDe from '../../content/site.de.json';
import { LeadForm } from '../../src/components/forms/LeadForm';
import { PageLanguage } from '../../src/components/usePageLanguage';

const answer = (status: number) => ({ ok: status < 300, status, json: async () => ({}) }) as unknown as Response;
const posts = (mock: jest.Mock) => mock.mock.calls.filter((call) => (call[1] as RequestInit | undefined)?.method === 'POST');

function renderGerman() {
  render(
    <PageLanguage.Provider value={{ locale: 'de', alternates: { en: '/contact/', de: '/de/contact/' } }}>
      <LeadForm form="default" idPrefix="kontakt" contactEmail="hello@oakline.studio" copy={siteDe.copy.forms} cta="contact" />
    </PageLanguage.Provider>,
  );
}

test('a German form shows German field messages, says it is sending, keeps the text on a failure, and thanks in German', async () => {
  let release: (r: Response) => void = () => undefined;
  const fetchMock = jest.fn((_url: string, init?: RequestInit) =>
    init?.method === 'POST' ? new Promise<Response>((resolve) => (release = resolve)) : Promise.resolve(answer(200)),
  );
  global.fetch = fetchMock as unknown as typeof fetch;
  renderGerman();
  await userEvent.click(screen.getByRole('button', { name: 'Anfrage senden' }));
  expect(screen.getByLabelText('Ihr Name')).toHaveAccessibleDescription('Bitte nennen Sie uns Ihren Namen.');
  expect(screen.getByLabelText('Geschäftliche E-Mail-Adresse')).toHaveAccessibleDescription(
    'Bitte geben Sie Ihre geschäftliche E-Mail-Adresse ein.',
  );
  expect(posts(fetchMock)).toEqual([]);

  await userEvent.type(screen.getByLabelText('Ihr Name'), 'Jonas Weber');
  await userEvent.type(screen.getByLabelText('Geschäftliche E-Mail-Adresse'), 'jonas@gruenwerk.de');
  await userEvent.type(screen.getByLabelText('Unternehmen'), 'Grünwerk');
  await userEvent.type(screen.getByLabelText('Woran arbeiten Sie?'), 'Ein neues Kundenportal für unsere Stadtwerke.');
  await userEvent.click(screen.getByRole('button', { name: 'Anfrage senden' }));
  expect(await screen.findByRole('button', { name: 'Wird gesendet …' })).toHaveAttribute('aria-disabled', 'true');
  expect(JSON.parse((posts(fetchMock)[0][1] as RequestInit).body as string)).toMatchObject({ company: 'Grünwerk', language: 'de' });
  release(answer(503));
  expect(await screen.findByRole('alert')).toHaveTextContent('Ihre Nachricht konnte nicht gesendet werden.');
  expect(screen.getByLabelText('Woran arbeiten Sie?')).toHaveValue('Ein neues Kundenportal für unsere Stadtwerke.');
  expect(screen.getByRole('link', { name: 'E-Mail an hello@oakline.studio' })).toBeInTheDocument();

  fetchMock.mockImplementation(async () => answer(201));
  await userEvent.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
  expect(await screen.findByText('Vielen Dank, Ihre Nachricht ist bei uns angekommen.')).toBeInTheDocument();
});
