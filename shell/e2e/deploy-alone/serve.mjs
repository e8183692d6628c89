// Serves the experiment of "Deploying a micro-frontend alone" for deploy-alone.spec.ts:
// - origin A (DEPLOY_ALONE_PORT): the shell and remotes built from this workspace (the deployed,
//   old shell), whose runtime manifest points mfe_calendar at the copy's new build on origin B;
// - origin B (port + 1): the copy's rebuilt shell, whose manifest points mfe_calendar at the old
//   build on origin A (an old remote under a new shell).
// Both run the built API on one fresh database (dropped on exit) with no AI keys.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { apiEnv, freshDatabase, healthy, stopAll } from '../api-health.mjs';
import { copyFolder } from './experiment.ts';
import { prepare, root } from './prepare.mjs';

const port = Number(process.env.DEPLOY_ALONE_PORT ?? 3340);
const adminUrl = process.env.TEST_DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const suffix = randomBytes(4).toString('hex');
const dbName = `mailplan_deploy_alone_${suffix}`;

const copy = prepare({ to: copyFolder(port) });

const database = await freshDatabase(adminUrl, dbName);

const calendarOf = (origin) => `http://127.0.0.1:${origin}/remotes/mfe-calendar/remoteEntry.js`;
const children = [];

function startApi(apiPort, env) {
  // E2E_API_MAIN: another build of the API (the one in backend/dist by default)
  const child = spawn(process.execPath, [process.env.E2E_API_MAIN ?? 'backend/dist/main.js'], {
    cwd: root,
    stdio: 'inherit',
    env: apiEnv({ port: apiPort, dbUrl: database.dbUrl, redisUrl, queuePrefix: `mailplan-deploy-alone-${suffix}` }, env),
  });
  child.on('exit', (code) => {
    if (!stopping) {
      console.error(`API on ${apiPort} exited with code ${code}`);
      stop(1);
    }
  });
  children.push(child);
}

let stopping = false;
async function stop(code) {
  if (stopping) return;
  stopping = true;
  await stopAll(children);
  await database.drop();
  rmSync(copy, { recursive: true, force: true });
  process.exit(code);
}
process.on('SIGTERM', () => stop(0));
process.on('SIGINT', () => stop(0));

try {
  // B first: it migrates the database; the tests start once A answers.
  startApi(port + 1, { WEB_DIST_DIR: copy, MF_REMOTE_MFE_CALENDAR_URL: calendarOf(port) });
  await healthy(port + 1);
  startApi(port, { WEB_DIST_DIR: root, MF_REMOTE_MFE_CALENDAR_URL: calendarOf(port + 1) });
} catch (err) {
  console.error(err);
  await stop(1);
}
