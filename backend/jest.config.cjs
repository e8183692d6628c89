// Unit specs beside the code (src/**/*.spec.ts) and API tests against real Postgres/Redis (test/).
const preset = require('@mailplan/tools/jest/node.preset.cjs');
module.exports = {
  ...preset,
  rootDir: __dirname,
  displayName: 'backend',
  roots: ['<rootDir>/src', '<rootDir>/test'],
  globalSetup: '<rootDir>/test/setup/global-setup.cjs',
  globalTeardown: '<rootDir>/test/setup/global-teardown.cjs',
  testTimeout: 30000,
  maxWorkers: 2,
};
