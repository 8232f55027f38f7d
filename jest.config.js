// Jest: unit tests of src/lib and content checks, component tests with Testing Library in jsdom (as Gatsby documents).
module.exports = {
  testEnvironment: 'jsdom',
  /** Jest's default is one worker less than the cores, one on a 2-core host; the main process mostly waits, so use both. */
  maxWorkers: 2,
  transform: { '^.+\\.(mjs|[jt]sx?)$': '<rootDir>/jest-preprocess.js' },
  moduleNameMapper: {
    '\\.(css|scss)$': '<rootDir>/__mocks__/style-mock.js',
    '\\.(jpg|jpeg|png|gif|svg|webp|avif|mp4|webm|pdf)$': '<rootDir>/__mocks__/file-mock.js',
    '^gatsby-page-utils/(.*)$': '<rootDir>/node_modules/gatsby-page-utils/dist/$1.js',
    '^gatsby-core-utils/(.*)$': '<rootDir>/node_modules/gatsby-core-utils/dist/$1',
  },
  testPathIgnorePatterns: [
    'node_modules',
    '\\.cache',
    '<rootDir>/public',
    '<rootDir>/__tests__/e2e',
    '<rootDir>/__tests__/server',
    '<rootDir>/__tests__/develop',
    '<rootDir>/__tests__/fixtures',
    '<rootDir>/__tests__/helpers',
  ],
  transformIgnorePatterns: ['node_modules/(?!(gatsby|gatsby-script|gatsby-link|lucide-react|feed)/)'],
  globals: { __PATH_PREFIX__: '' },
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  testEnvironmentOptions: { url: 'http://localhost/' },
};
