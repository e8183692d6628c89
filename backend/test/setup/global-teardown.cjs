// Drops any database of this run that a crashed test file left behind.
const { Client } = require('pg');
module.exports = async () => {
  const run = process.env.MAILPLAN_TEST_RUN;
  if (!run) return;
  const client = new Client({ connectionString: process.env.TEST_DATABASE_ADMIN_URL || 'postgres://postgres@127.0.0.1:5432/postgres' });
  await client.connect();
  try {
    const { rows } = await client.query('SELECT datname FROM pg_database WHERE datname LIKE $1', [`mailplan_test_${run}_%`]);
    for (const { datname } of rows) await client.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
  } finally {
    await client.end();
  }
};
