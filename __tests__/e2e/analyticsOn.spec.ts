/**
 * With GATSBY_ANALYTICS_ORIGIN set at build time (a second build, scripts/build-analytics-site.sh): a page view on load
 * and on every client-side navigation and a "Lead" goal with the form's name reach a local receiver as sendBeacon
 * requests in Plausible's events API shape, and the CSP's connect-src allows exactly that origin.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from './fixtures';
import { ANALYTICS_RECEIVER_PORT, ANALYTICS_SITE_PORT, analyticsSiteDir, startServer } from './server';
import { startReceiver } from './analyticsReceiver';

const ORIGIN = `http://127.0.0.1:${ANALYTICS_RECEIVER_PORT}`;

test('page views, client-side navigations and the Lead goal reach the receiver; connect-src adds exactly its origin', async ({
  page,
  context,
  leadsDir,
}) => {
  const dir = analyticsSiteDir();
  if (!fs.existsSync(path.join(dir, 'public', 'index.html')))
    throw new Error(`no analytics build in ${dir}: run scripts/build-analytics-site.sh first`);
  const receiver = await startReceiver(ANALYTICS_RECEIVER_PORT);
  const site = await startServer({ LEADS_DIR: leadsDir }, ANALYTICS_SITE_PORT, dir);
  try {
    const beacons: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(ORIGIN)) beacons.push(request.resourceType());
    });
    const response = await page.goto(`${site.base}/services/brandbook/`, { waitUntil: 'networkidle' });
    const connect = (policy: string | null | undefined) =>
      policy
        ?.split(';')
        .find((d) => d.trim().startsWith('connect-src'))
        ?.trim();
    expect(connect(response?.headers()['content-security-policy'])).toBe(`connect-src 'self' ${ORIGIN}`);
    expect(connect(await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content'))).toBe(
      `connect-src 'self' ${ORIGIN}`,
    );
    await expect.poll(() => receiver.events.length).toBe(1);

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Cases' }).click();
    await page.waitForURL(/\/cases\/$/);
    await expect.poll(() => receiver.events.length).toBe(2);

    await page.goto(`${site.base}/services/brandbook/`, { waitUntil: 'networkidle' });
    await expect.poll(() => receiver.events.length).toBe(3);
    const section = page.locator('[data-section="ContactForm"]');
    const form = section.locator('form');
    await form.getByLabel('Your name').fill('Jonas Berg');
    await form.getByLabel('Work email').fill('jonas@nordfrakt.se');
    await form.getByLabel('Company').fill('Nordfrakt');
    await form.getByLabel('What are you working on?').fill('A tracking page our drivers can update.');
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(section.getByRole('status')).toContainText('Thank you');
    await expect.poll(() => receiver.events.length).toBe(4);

    expect(receiver.events).toEqual([
      { name: 'pageview', url: `${site.base}/services/brandbook/`, domain: 'oakline.studio', referrer: null },
      { name: 'pageview', url: `${site.base}/cases/`, domain: 'oakline.studio', referrer: null },
      { name: 'pageview', url: `${site.base}/services/brandbook/`, domain: 'oakline.studio', referrer: null },
      { name: 'Lead', url: `${site.base}/services/brandbook/`, domain: 'oakline.studio', referrer: null, props: { form: 'default' } },
    ]);
    expect(beacons.every((type) => type === 'ping')).toBe(true);
    expect(await context.cookies()).toEqual([]);
  } finally {
    await site.stop();
    await receiver.close();
  }
});
