const path = require('node:path');
const libs = path.resolve(__dirname, '../libs');

module.exports = {
  displayName: 'shell',
  preset: '../libs/tools/jest/web.preset.cjs',
  rootDir: __dirname,
  moduleNameMapper: {
    // libs/shared is also built for the Node ESM backend: its relative imports end in `.js`.
    '^(\\.{1,2}/.*)\\.js$': '$1',
    '^@mailplan/ui/standalone$': `${libs}/ui/src/standalone.ts`,
  },
};
