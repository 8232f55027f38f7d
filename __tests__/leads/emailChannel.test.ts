/**
 * @jest-environment node
 */
/** The email channel over a real SMTP session: nothing a visitor types changes who receives the lead or who gets the reply. */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { emailSender } from '../../src/leads/channels';
import type { LeadRecord } from '../../src/leads/store';

interface Received {
  recipients: string[];
  data: string;
}

let server: SMTPServer;
let port: number;
const received: Received[] = [];

beforeAll(async () => {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      let data = '';
      stream.on('data', (chunk: Buffer) => (data += chunk.toString('utf8')));
      stream.on('end', () => {
        received.push({ recipients: session.envelope.rcptTo.map((r) => r.address), data });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, 'localhost', resolve));
  port = (server.server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const lead = (fields: Partial<LeadRecord>): LeadRecord => ({
  id: '4f5c2b9e-6a51-4c8e-9d3b-0e2f7a1c5d10',
  receivedAt: '2026-11-25T17:00:00.000Z',
  form: 'default',
  language: 'en',
  name: 'Lena Brandt',
  email: 'lena@gardenize.app',
  company: 'Gardenize',
  message: 'Redesign of our plant care app onboarding.',
  ...fields,
});

async function send(fields: Partial<LeadRecord>): Promise<{ recipients: string[]; replyTo: string; body: string }> {
  const before = received.length;
  await emailSender({ smtpUrl: `smtp://localhost:${port}`, to: 'leads@oakline.studio', from: 'site@oakline.studio' })(lead(fields));
  const { recipients, data } = received[before];
  const [head, ...rest] = data.split(/\r?\n\r?\n/);
  const unfolded = head.replace(/\r?\n[ \t]+/g, ' ');
  const replyTo = /^Reply-To: (.*)$/im.exec(unfolded)?.[1] ?? '';
  const body = rest
    .join('\n\n')
    .replace(/=\r?\n/g, '')
    .replace(/\r\n/g, '\n');
  return { recipients, replyTo, body };
}

/** What is left of an address header once quoted names and encoded words (text, never addresses) are taken out. */
const addressesOnly = (header: string) =>
  header
    .replace(/"(?:[^"\\]|\\.)*"/g, '')
    .replace(/=\?[^?]+\?[QqBb]\?[^?]*\?=/g, '')
    .trim();

test.each([
  ['an extra address', 'Eve <someone@example.com>, Mallory'],
  ['markup', '<script>alert(1)</script>'],
  ['a header on a new line', 'Lena\r\nBcc: thief@example.com'],
])('a name holding %s neither adds nor removes a reply address', async (_what, name) => {
  const { recipients, replyTo } = await send({ name });
  console.log(`Reply-To for the name ${JSON.stringify(name)}: ${replyTo}`);
  expect(addressesOnly(replyTo)).toBe('<lena@gardenize.app>');
  expect(recipients).toEqual(['leads@oakline.studio']);
});

test('no field can put a line of its own into the body: every value sits on an indented line under our label', async () => {
  const { body, recipients } = await send({
    name: 'Lena\r\nBcc: thief@example.com',
    company: 'Gardenize\nLead id: 00000000-0000-0000-0000-000000000000',
    message: 'Hello.\nTo: everyone@example.com\r\n\r\nThanks.',
    page: '/contact/\u2028Reply-To: x@example.com',
  });
  expect(recipients).toEqual(['leads@oakline.studio']);
  const flushLeft = body.split('\n').filter((line) => line !== '' && !line.startsWith('    '));
  expect(flushLeft).toEqual([
    'New lead through the contact form:',
    'Name:',
    'Email:',
    'Company:',
    'Language:',
    'Sent from page:',
    'Message:',
    'Received:',
    'Lead id:',
  ]);
  expect(body).toContain('    Lena Bcc: thief@example.com\n');
  expect(body).toContain('    Hello.\n    To: everyone@example.com\n');
  expect(body).toContain('    4f5c2b9e-6a51-4c8e-9d3b-0e2f7a1c5d10');
});
