const { createFederatedConfig } = require('@mailplan/tools/webpack/federation.cjs');

module.exports = createFederatedConfig({
  name: 'mfe_campaigns',
  root: __dirname,
  title: 'Mailplan · Campaigns',
  exposes: {
    './Modules': './src/modules/ModulesArea.tsx',
    './Campaigns': './src/campaigns/CampaignsArea.tsx',
  },
});
