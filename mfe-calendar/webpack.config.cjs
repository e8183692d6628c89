const { createFederatedConfig } = require('@mailplan/tools/webpack/federation.cjs');

module.exports = createFederatedConfig({
  name: 'mfe_calendar',
  root: __dirname,
  title: 'Mailplan · Calendar',
  exposes: {
    './ContentCalendar': './src/areas/ContentCalendarArea.tsx',
  },
});
