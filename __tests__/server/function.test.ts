/**
 * src/api/contact.ts stays a Gatsby Function: the compiled function (.cache/functions/contact.js, what hosting adapters
 * deploy) takes leads under Express like any Function host, and refuses to load where it has no durable store.
 */
import { execFile, spawn } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { leadsStoredFromBrokenConnections } from './helpers/brokenConnections';
import { agedToken, postJson, TEST_MIN_FILL_MS, validLead } from './helpers/leads';
import { PORT_BASE, ROOT } from './helpers/site';
import { fileStore } from './helpers/stores';

const compiled = path.join(ROOT, '.cache/functions/contact.js');
const run = promisify(execFile);

test('on a serverless host without DATABASE_URL or a persistent LEADS_DIR the function refuses to load, saying what to set', async () => {
  const env = { ...process.env, AWS_LAMBDA_FUNCTION_NAME: 'oakline-contact', DATABASE_URL: '', LEADS_DIR: '' };
  const loading = run(process.execPath, ['-e', `require(${JSON.stringify(compiled)})`], { env });
  await expect(loading).rejects.toMatchObject({
    stderr: expect.stringMatching(
      /no durable lead store and refuses to start: it runs on a serverless host \(AWS_LAMBDA_FUNCTION_NAME is set\)[\s\S]*Set DATABASE_URL/,
    ),
  });
  const persistent = await run(process.execPath, ['-e', `require(${JSON.stringify(compiled)}); console.log('loaded')`], {
    env: { ...env, LEADS_DIR: '/tmp', LEADS_DIR_PERSISTENT: 'true' },
  });
  expect(persistent.stdout.trim()).toBe('loaded');
});

/** The compiled function under Express on `port`, as a Function host runs it; stderr collected. */
async function startFunctionHost(env: Record<string, string>, port: number) {
  const host = `const express = require('express'); const fn = require(${JSON.stringify(compiled)}).default;
    express().all('/api/contact', fn).listen(${port}, 'localhost', () => console.log('listening'));`;
  const child = spawn(process.execPath, ['-e', host], {
    cwd: ROOT,
    env: { ...process.env, FORM_MIN_FILL_MS: String(TEST_MIN_FILL_MS), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const errors: string[] = [];
  child.stderr.on('data', (chunk: Buffer) => errors.push(chunk.toString()));
  await new Promise<void>((resolve) => child.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('listening') && resolve()));
  return { base: `http://localhost:${port}`, errors, stop: () => child.kill('SIGTERM') };
}

test('the compiled function takes a lead under Express: token, 201, stored', async () => {
  const env = await fileStore.create();
  const host = await startFunctionHost(env, PORT_BASE + 35);
  try {
    const marker = `function-${Date.now()}`;
    const response = await postJson(host.base, { ...validLead(marker), renderToken: await agedToken(host.base) });
    expect(response.status).toBe(201);
    expect(JSON.stringify(await fileStore.leads(env))).toContain(marker);
  } finally {
    host.stop();
  }
});

test('the function stores a lead whose connection breaks before it is handled, logging no error', async () => {
  const env = await fileStore.create();
  const host = await startFunctionHost(env, PORT_BASE + 36);
  try {
    expect(await leadsStoredFromBrokenConnections(host.base, 5, () => fileStore.leads(env))).toEqual(['0', '1', '2', '3', '4']);
    expect(host.errors).toEqual([]);
  } finally {
    host.stop();
  }
});
