module.exports = {
  displayName: 'shell',
  preset: '../libs/tools/jest/web.preset.cjs',
  rootDir: __dirname,
};
