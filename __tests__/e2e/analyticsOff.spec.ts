/** Without analytics settings at build time (the main build): no analytics code loads, nothing is sent anywhere, and connect-src is only 'self'. */
import { expect, test } from './fixtures';
import { ANALYTICS_RECEIVER_PORT } from './server';
import { startReceiver } from './analyticsReceiver';

test('page views, navigations and a lead send nothing, load no analytics chunk and leave the CSP unchanged', async ({ page, baseURL }) => {
  const receiver = await startReceiver(ANALYTICS_RECEIVER_PORT);
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  const response = await page.goto('/services/brandbook/', { waitUntil: 'networkidle' });
  const connect = (policy: string | null | undefined) =>
    policy
      ?.split(';')
      .find((d) => d.trim().startsWith('connect-src'))
      ?.trim();
  expect(connect(response?.headers()['content-security-policy'])).toBe("connect-src 'self'");
  expect(connect(await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content'))).toBe("connect-src 'self'");
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link').first().click();
  await page.waitForLoadState('networkidle');
  await page.goto('/services/brandbook/', { waitUntil: 'networkidle' });
  const section = page.locator('[data-section="ContactForm"]');
  const form = section.locator('form');
  await form.getByLabel('Your name').fill('Ines Duarte');
  await form.getByLabel('Work email').fill('ines@lumacargo.pt');
  await form.getByLabel('Company').fill('Luma Cargo');
  await form.getByLabel('What are you working on?').fill('A booking flow for freight customers.');
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(section.getByRole('status')).toContainText('Thank you');
  await page.waitForLoadState('networkidle');
  await receiver.close();
  expect(receiver.hits).toEqual([]);
  expect(requests.filter((url) => !url.startsWith(baseURL ?? ''))).toEqual([]);
  expect(requests.filter((url) => /\/api\/event|analytics-[^/]*\.js/.test(url))).toEqual([]);
});
