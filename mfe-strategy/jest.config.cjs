const preset = require('@mailplan/tools/jest/web.preset.cjs');

// react-markdown and remark-gfm (the strategy page) ship ES modules only, as do their helpers:
// let swc turn them into CommonJS like msw's.
const ESM_PACKAGES = [
  'msw', '@mswjs', '@msw', '@open-draft', 'rettime', 'until-async', 'cookie',
  'react-markdown', 'remark-.*', 'micromark.*', 'mdast-util-.*', 'hast-util-.*', 'unist-util-.*', 'unified', 'vfile.*',
  'bail', 'ccount', 'character-entities.*', 'character-reference-invalid', 'comma-separated-tokens',
  'decode-named-character-reference', 'devlop', 'escape-string-regexp', 'estree-util-.*', 'html-url-attributes',
  'is-plain-obj', 'is-alphabetical', 'is-alphanumerical', 'is-decimal', 'is-hexadecimal', 'longest-streak',
  'markdown-table', 'property-information', 'space-separated-tokens', 'stringify-entities', 'trim-lines', 'trough',
  'zwitch', 'html-void-elements', 'web-namespaces', 'hastscript', 'parse-entities',
];

module.exports = {
  displayName: 'mfe-strategy',
  preset: '../libs/tools/jest/web.preset.cjs',
  rootDir: __dirname,
  transformIgnorePatterns: [`/node_modules/(?!(${ESM_PACKAGES.join('|')})/)`],
  moduleNameMapper: {
    ...preset.moduleNameMapper,
    // libs/shared is also built for the Node ESM backend: its relative imports end in `.js`.
    '^(\\.{1,2}/.*)\\.js$': '$1',
  },
};
