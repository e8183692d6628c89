// Starts the composed app for the browser tests: a fresh Postgres database of its own (dropped on
// exit), the real Redis with a key prefix of its own, and the built API serving the built front end
// on E2E_PORT, with no AI keys (the offline demo model answers).
// A second API process on E2E_PORT + 1 shares the database (so the same session works there) and
// has an Anthropic key whose API is a local fake that is always overloaded: the AI test page's
// failure path, through the real SDK.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { apiEnv, freshDatabase, healthy, stopAll } from './api-health.mjs';
import { anthropicError, startFakeAnthropic } from '../../backend/dist/ai/testing/index.js';
// Node runs these TypeScript files as they are (type stripping): they import only node: modules.
import { startFakeKlaviyo } from '../../backend/test/support/fake-klaviyo.ts';
import { startFakeMailchimp } from '../../backend/test/support/fake-mailchimp.ts';

const adminUrl = process.env.TEST_DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const suffix = randomBytes(4).toString('hex');
const dbName = `mailplan_e2e_${suffix}`;

const database = await freshDatabase(adminUrl, dbName);

const port = Number(process.env.E2E_PORT ?? '3310');
const overloaded = await startFakeAnthropic({ respond: () => anthropicError(529, 'overloaded_error', 'Overloaded') });
// Local fakes of Klaviyo and Mailchimp on E2E_PORT + 50 and + 51, which the push tests read through
// their /__fake/state (what they hold, and that nothing was sent).
const fakeKlaviyo = await startFakeKlaviyo({ port: port + 50 });
const fakeMailchimp = await startFakeMailchimp({ port: port + 51 });
const EMAIL_SERVICES = { KLAVIYO_BASE_URL: fakeKlaviyo.url, MAILCHIMP_BASE_URL: fakeMailchimp.url };

function startApi(apiPort, env) {
  return spawn(process.execPath, ['backend/dist/main.js'], {
    stdio: 'inherit',
    env: apiEnv({ port: apiPort, dbUrl: database.dbUrl, redisUrl, queuePrefix: `mailplan-e2e-${suffix}` }, { ...EMAIL_SERVICES, ...env }),
  });
}

const children = [];

let stopping = false;
async function stop(code) {
  if (stopping) return;
  stopping = true;
  await stopAll(children);
  await overloaded.close();
  await Promise.all([fakeKlaviyo.close(), fakeMailchimp.close()]);
  await database.drop();
  process.exit(code);
}
process.on('SIGTERM', () => stop(0));
process.on('SIGINT', () => stop(0));
function watch(child) {
  child.on('exit', (code) => {
    if (!stopping) {
      console.error(`API exited with code ${code}`);
      stop(1);
    }
  });
}

try {
  // The second API first (it migrates the shared database): the tests start once the main one answers.
  // Its own queue prefix: its jobs (with the overloaded provider) are never taken by the main API, nor the main API's by it.
  children.push(startApi(port + 1, { ANTHROPIC_API_KEY: 'sk-ant-e2e', ANTHROPIC_BASE_URL: overloaded.url, AI_RETRY_BASE_DELAY_MS: '100', QUEUE_PREFIX: `mailplan-e2e-${suffix}-overloaded` }));
  watch(children[0]);
  await healthy(port + 1);
  children.push(startApi(port, {}));
  watch(children[1]);
} catch (err) {
  console.error(err);
  await stop(1);
}
