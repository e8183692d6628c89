// Jest preset for the ESM backend: native ESM (run with NODE_OPTIONS=--experimental-vm-modules),
// swc with legacy decorators and decorator metadata, `.js` endings stripped for TS sources.
const path = require('node:path');
const root = path.resolve(__dirname, '../../..');
module.exports = {
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts'],
  transform: {
    '^.+\\.ts$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', decorators: true },
          transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
          target: 'es2023',
          keepClassNames: true,
        },
        module: { type: 'es6' },
      },
    ],
  },
  moduleNameMapper: {
    '^@mailplan/(shared|api|ui)$': `${root}/libs/$1/src/index.ts`,
    '^(\\.{1,2}/.*)\\.js$': '$1',
  },
  testMatch: ['**/*.spec.ts', '**/*.e2e-spec.ts'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
};
