// Jest for browser tests: Node environment, the built site served once for all suites, Debian's Chromium via playwright-core.
module.exports = {
  testEnvironment: 'node',
  transform: { '^.+\\.[jt]sx?$': '<rootDir>/jest-preprocess.js' },
  testMatch: ['<rootDir>/__tests__/e2e/**/*.test.ts'],
  globalSetup: '<rootDir>/__tests__/e2e/globalSetup.ts',
  globalTeardown: '<rootDir>/__tests__/e2e/globalTeardown.ts',
  testTimeout: 120000,
  maxWorkers: 2,
};
