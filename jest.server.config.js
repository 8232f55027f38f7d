// Jest for the production server: each suite starts `server/main.ts` as `npm run serve` does, on the built public/; one throwaway PostgreSQL 15 cluster for the whole run.
module.exports = {
  testEnvironment: 'node',
  transform: { '^.+\\.[jt]sx?$': '<rootDir>/jest-preprocess.js' },
  testMatch: ['<rootDir>/__tests__/server/**/*.test.ts'],
  globalSetup: '<rootDir>/__tests__/server/helpers/globalSetup.ts',
  globalTeardown: '<rootDir>/__tests__/server/helpers/globalTeardown.ts',
  testTimeout: 120000,
  maxWorkers: 2,
};
