module.exports = {
  displayName: 'mfe-campaigns',
  preset: '../libs/tools/jest/web.preset.cjs',
  rootDir: __dirname,
};
