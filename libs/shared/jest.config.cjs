// Unit specs of the shared constants and functions (src/**/*.spec.ts), in Node as the API runs
// them (native ESM: run with NODE_OPTIONS=--experimental-vm-modules). Self-contained: this
// library depends on no other project, its tests included.
module.exports = {
  displayName: 'shared',
  rootDir: __dirname,
  roots: ['<rootDir>/src'],
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts'],
  transform: { '^.+\\.ts$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript' }, target: 'es2023' }, module: { type: 'es6' } }] },
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  testMatch: ['**/*.spec.ts'],
};
