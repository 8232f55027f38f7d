/** Playwright Test for the browser tests: the production build served by `npm run serve`, Debian's Chromium headless shell (__tests__/e2e/browser.ts). */
import { defineConfig } from '@playwright/test';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CHROMIUM_ARGS, REDUCED_MOTION, TEST_CHROMIUM } from './__tests__/e2e/browser';
import { BASE, PORT } from './__tests__/e2e/server';
import { DESKTOP_VIEWPORT } from './scripts/bench/measure';

/** One lead store for the whole run: the runner creates it before workers start, and they inherit the variable. */
process.env.E2E_LEADS_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'leads-'));

export default defineConfig({
  testDir: '__tests__/e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  /** Three on this 2-core machine: most of a browser test is waiting on the network or a timer, not the CPU (at most MAX_WORKERS, __tests__/e2e/server.ts). */
  workers: Number(process.env.E2E_WORKERS ?? 3),
  forbidOnly: true,
  timeout: 120_000,
  expect: { timeout: 15_000 },
  reporter: [['list', { printSteps: false }]],
  outputDir: 'test-results',
  use: {
    baseURL: BASE,
    viewport: DESKTOP_VIEWPORT,
    reducedMotion: REDUCED_MOTION,
    /** Off: recording every test's pages cost the stage about a third of its time (the first-load tries waited on the tracer); pass `--trace retain-on-failure` to debug one. */
    trace: 'off',
    launchOptions: { executablePath: TEST_CHROMIUM, args: CHROMIUM_ARGS },
  },
  projects: [
    { name: 'site', testIgnore: [/lighthouse\.spec\.ts$/, /analyticsOn\.spec\.ts$/] },
    /** Against a second build with the analytics settings (scripts/build-analytics-site.sh); `npm test` builds it first. */
    { name: 'analytics', testMatch: /analyticsOn\.spec\.ts$/ },
    /** Alone and after the others, so no other test slows the measured page down. */
    { name: 'lighthouse', testMatch: /lighthouse\.spec\.ts$/, dependencies: ['site'], fullyParallel: false },
  ],
  webServer: {
    command: 'npm run serve',
    url: `${BASE}/`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      HOST: 'localhost',
      LEADS_DIR: process.env.E2E_LEADS_DIR,
      CONTACT_RATE_LIMIT: process.env.CONTACT_RATE_LIMIT ?? '1000',
      /** Browser tests fill a form faster than a person: no time-trap, or their leads would be dropped. */
      FORM_MIN_FILL_MS: '0',
      GATSBY_TELEMETRY_DISABLED: '1',
    },
  },
});
