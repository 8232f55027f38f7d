// Jest for `npm run test:quick`: the unit and component tests without the one that runs a whole `gatsby build` (the full suite runs it).
const base = require('./jest.config');

module.exports = {
  ...base,
  testPathIgnorePatterns: [...base.testPathIgnorePatterns, '<rootDir>/__tests__/gatsby-node/buildFailsOnBadContent.test.ts'],
};
