// Two projects: the storefront (jsdom + msw) and the embedded server / schema contract (node).
const common = {
  // Integration tests seed a real in-process shop; on a busy 2-core CI machine 5 s is too tight.
  testTimeout: 20_000,
  transform: { '^.+\\.(c|m)?[jt]sx?$': 'babel-jest' },
  // msw 2 and a few of its dependencies ship ESM only, as do the structured-data validator and its extractor
  // (server/test/seo).
  transformIgnorePatterns: [
    '/node_modules/(?!(rettime|until-async|@open-draft/deferred-promise|@adobe/structured-data-validator|@marbec/web-auto-extractor)/)',
  ],
  moduleNameMapper: { '\\.(css)$': '<rootDir>/test/support/style-stub.js' },
};

module.exports = {
  // Jest's default is cores - 1 = one worker on this 2-core machine; the main process mostly waits.
  maxWorkers: 2,
  testTimeout: 20_000,
  projects: [
    {
      ...common,
      displayName: 'web',
      testEnvironment: 'jest-fixed-jsdom',
      testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}', '<rootDir>/common/**/*.test.ts'],
      setupFilesAfterEnv: ['<rootDir>/test/support/setup-web.ts'],
    },
    {
      ...common,
      displayName: 'server',
      testEnvironment: 'node',
      testMatch: [
        '<rootDir>/server/**/*.test.ts',
        '<rootDir>/test/contract/**/*.test.ts',
        '<rootDir>/test/lint/**/*.test.ts',
        '<rootDir>/test/sw/**/*.test.ts',
        '<rootDir>/test/scripts/**/*.test.ts',
      ],
    },
  ],
};
