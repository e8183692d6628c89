module.exports = {
  displayName: 'testing',
  preset: '../tools/jest/web.preset.cjs',
  rootDir: __dirname,
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
};
