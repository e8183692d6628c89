// Jest preset for React code (shell, remotes, libs/ui, libs/api, libs/testing): jsdom + swc,
// with the fake API of `@mailplan/testing` (msw) running for every test file.
const path = require('node:path');
const root = path.resolve(__dirname, '../../..');
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];
module.exports = {
  // jsdom with Node's own fetch, Request, Response, FormData and AbortSignal, which msw needs.
  testEnvironment: `${__dirname}/web.environment.cjs`,
  transform: {
    '^.+\\.(t|j)sx?$': swc,
    '^.+\\.mjs$': swc,
  },
  // msw 3 and its helpers ship ES modules only: let swc turn them into CommonJS.
  transformIgnorePatterns: ['/node_modules/(?!(msw|@mswjs|@msw|@open-draft|rettime|until-async|cookie)/)'],
  moduleNameMapper: {
    // libs/shared is also built for the Node ESM backend: its relative imports end in `.js`.
    '^(\\.{1,2}/.*)\\.js$': '$1',
    '^@mailplan/(shared|api|ui|testing)$': `${root}/libs/$1/src/index.ts`,
    '^@mailplan/testing/(server|mock-api)$': `${root}/libs/testing/src/$1.ts`,
    '^@mailplan/ui/(forms|ai|detail)$': `${root}/libs/ui/src/$1/index.ts`,
    '^@mailplan/ui/components$': `${root}/libs/ui/src/components.ts`,
    '^@mailplan/ui/standalone$': `${root}/libs/ui/src/standalone.ts`,
    '^@mailplan/api/(request|prefetch)$': `${root}/libs/api/src/$1.ts`,
    '^@mailplan/api/endpoints/([a-z-]+)$': `${root}/libs/api/src/endpoints/$1.ts`,
    '^@mailplan/shared/(csrf)$': `${root}/libs/shared/src/$1.ts`,
    '\\.(css|svg|png)$': `${__dirname}/file-stub.cjs`,
  },
  setupFiles: [`${__dirname}/web.setup.cjs`],
  setupFilesAfterEnv: [`${__dirname}/web.after-env.cjs`],
  testMatch: ['**/*.spec.ts', '**/*.spec.tsx'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/', '/e2e/'],
};
