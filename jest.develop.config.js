// Jest for the editing loop: one scratch copy with `npm run cms` (gatsby develop + decap-server) shared by all its tests.
module.exports = {
  testEnvironment: 'node',
  transform: { '^.+\\.[jt]sx?$': '<rootDir>/jest-preprocess.js' },
  testMatch: ['<rootDir>/__tests__/develop/**/*.test.ts'],
  testTimeout: 180000,
  maxWorkers: 1,
};
