const { createFederatedConfig } = require('@mailplan/tools/webpack/federation.cjs');

// The host: no build-time remotes, they come from /mf-remotes.json at run time.
module.exports = createFederatedConfig({ name: 'shell', root: __dirname, title: 'Mailplan' });
