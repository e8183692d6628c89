module.exports = {
  displayName: 'api',
  preset: '../tools/jest/web.preset.cjs',
  rootDir: __dirname,
};
