// One id per test run: every database this run creates is named after it (see support/test-app.ts).
const { randomBytes } = require('node:crypto');
module.exports = async () => {
  process.env.MAILPLAN_TEST_RUN = `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
};
