const { createFederatedConfig } = require('@mailplan/tools/webpack/federation.cjs');

module.exports = createFederatedConfig({
  name: 'mfe_strategy',
  root: __dirname,
  title: 'Mailplan · Strategy',
  exposes: {
    './BrandSettings': './src/areas/BrandSettingsArea.tsx',
    './BrandGuidelines': './src/areas/BrandGuidelinesArea.tsx',
    './EmailStrategy': './src/areas/EmailStrategyArea.tsx',
    './EmailConcepts': './src/areas/EmailConceptsArea.tsx',
  },
});
