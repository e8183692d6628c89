// One id per test run: every database this run creates is named after it (see support/test-app.ts).
// The run's first step migrates one template database with the built migrate command; each test
// file's database is then a copy of it (CREATE DATABASE ... TEMPLATE), so the migrations run once
// per run instead of once per file. The app still runs its start-up migration step on each copy
// (it finds nothing pending), so the production wiring is what the tests exercise.
const { randomBytes } = require('node:crypto');
const { execFileSync } = require('node:child_process');
const { join } = require('node:path');
const { Client } = require('pg');

module.exports = async () => {
  const run = `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
  process.env.MAILPLAN_TEST_RUN = run;
  const adminUrl = process.env.TEST_DATABASE_ADMIN_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
  const template = `mailplan_test_${run}_template`;
  const client = new Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE "${template}"`);
  } finally {
    await client.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${template}`;
  execFileSync(process.execPath, [join(__dirname, '../../dist/cli/migrate.js')], {
    env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'error', DATABASE_URL: url.toString() },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  process.env.MAILPLAN_TEST_TEMPLATE_DB = template;
};
