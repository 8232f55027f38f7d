/**
 * @jest-environment node
 */
/** The lead endpoint's settings: which store, which channels, and the refusals that keep a misconfigured host from losing leads. */
import path from 'node:path';
import { leadConfig } from '../../src/leads/config';
import { retryDelay } from '../../src/leads/store';

test('the file store in ./data by default, PostgreSQL when DATABASE_URL is set', () => {
  expect(leadConfig({}).store).toEqual({ kind: 'file', dir: path.resolve('data') });
  expect(leadConfig({ LEADS_DIR: '/srv/leads' }).store).toEqual({ kind: 'file', dir: '/srv/leads' });
  expect(leadConfig({ DATABASE_URL: 'postgres://site:secret@db:5432/oakline' }).store).toEqual({
    kind: 'postgres',
    url: 'postgres://site:secret@db:5432/oakline',
  });
  expect(() => leadConfig({ DATABASE_URL: 'mysql://db/oakline' })).toThrow(/DATABASE_URL: expected postgres:/);
});

test('on a serverless host only a database or a declared persistent volume is accepted', () => {
  expect(() => leadConfig({ NETLIFY: 'true' })).toThrow(/refuses to start: it runs on a serverless host \(NETLIFY is set\)/);
  expect(() => leadConfig({ AWS_LAMBDA_FUNCTION_NAME: 'contact', LEADS_DIR: '/tmp/leads' })).toThrow(/LEADS_DIR_PERSISTENT=true/);
  expect(leadConfig({ AWS_LAMBDA_FUNCTION_NAME: 'contact', LEADS_DIR: '/mnt/efs/leads', LEADS_DIR_PERSISTENT: 'true' }).store).toEqual({
    kind: 'file',
    dir: '/mnt/efs/leads',
  });
  expect(leadConfig({ VERCEL: '1', DATABASE_URL: 'postgresql://db/oakline' }).store.kind).toBe('postgres');
});

test('channels follow the variables, and half an email setup is an error naming the missing half', () => {
  expect(leadConfig({}).channels).toEqual([]);
  const both = leadConfig({
    LEADS_WEBHOOK_URL: 'https://hooks.example/leads',
    SMTP_URL: 'smtp://mail.example:587',
    LEADS_EMAIL_TO: 'sales@oakline.studio',
  });
  expect(both.channels).toEqual(['webhook', 'email']);
  expect(both.email).toEqual({ smtpUrl: 'smtp://mail.example:587', to: 'sales@oakline.studio', from: 'sales@oakline.studio' });
  expect(() => leadConfig({ SMTP_URL: 'smtp://mail.example' })).toThrow(/LEADS_EMAIL_TO is not/);
  expect(() => leadConfig({ LEADS_EMAIL_TO: 'sales@oakline.studio' })).toThrow(/SMTP_URL is not/);
  expect(() => leadConfig({ LEADS_WEBHOOK_URL: 'hooks.example' })).toThrow(/LEADS_WEBHOOK_URL=hooks.example: expected an http\(s\) URL/);
  expect(() => leadConfig({ CONTACT_RATE_LIMIT: 'many' })).toThrow(/CONTACT_RATE_LIMIT=many: expected a positive number/);
});

test('retries back off exponentially from the base up to the cap', () => {
  expect([1, 2, 3, 4, 5, 12].map((attempts) => retryDelay(attempts, 30_000, 6 * 3_600_000))).toEqual([
    30_000,
    60_000,
    120_000,
    240_000,
    480_000,
    6 * 3_600_000,
  ]);
});

test('retention, outbox lease and concurrency come from the environment with documented defaults, and a wrong value names its variable', () => {
  expect(leadConfig({}).retentionDays).toBe(365);
  expect(leadConfig({}).outbox).toEqual({ leaseMs: 60_000, concurrency: 8 });
  expect(leadConfig({ LEADS_RETENTION_DAYS: '90', OUTBOX_LEASE_MS: '5000', OUTBOX_CONCURRENCY: '2' })).toMatchObject({
    retentionDays: 90,
    outbox: { leaseMs: 5000, concurrency: 2 },
  });
  expect(() => leadConfig({ LEADS_RETENTION_DAYS: '0' })).toThrow(/LEADS_RETENTION_DAYS=0: expected a positive number/);
  expect(() => leadConfig({ OUTBOX_LEASE_MS: 'a minute' })).toThrow(/OUTBOX_LEASE_MS=a minute/);
  expect(() => leadConfig({ OUTBOX_CONCURRENCY: '2.5' })).toThrow(/OUTBOX_CONCURRENCY=2.5: expected a whole number/);
});
