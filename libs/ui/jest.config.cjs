module.exports = {
  displayName: 'ui',
  preset: '../tools/jest/web.preset.cjs',
  rootDir: __dirname,
};
