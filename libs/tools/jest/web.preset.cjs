// Jest preset for React code (shell, remotes, libs/ui, libs/api): jsdom + swc.
const path = require('node:path');
const root = path.resolve(__dirname, '../../..');
module.exports = {
  testEnvironment: 'jsdom',
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  moduleNameMapper: {
    '^@mailplan/(shared|api|ui)$': `${root}/libs/$1/src/index.ts`,
    '\\.(css|svg|png)$': `${__dirname}/file-stub.cjs`,
  },
  setupFiles: [`${__dirname}/web.setup.cjs`],
  setupFilesAfterEnv: [`${__dirname}/web.after-env.cjs`],
  testMatch: ['**/*.spec.ts', '**/*.spec.tsx'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/', '/e2e/'],
};
