module.exports = {
  displayName: 'mfe-calendar',
  preset: '../libs/tools/jest/web.preset.cjs',
  rootDir: __dirname,
  // The preset's environment, in the time zone a test file names with `@timezone` (week arithmetic).
  testEnvironment: `${__dirname}/jest.config.timezone-environment.cjs`,
  // Drag and drop and the date picker drive many renders; the machines running CI are slow and shared.
  testTimeout: 30_000,
};
