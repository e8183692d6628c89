// Where the API spends its CPU on one read under load: runs the built API with --cpu-prof, seeds
// one organization, drives 50 connections at the path, and prints self time by package.
//   node bench/profile.mjs /api/modules [seconds]
// Use it to see why an endpoint misses its ratio against the baseline.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { randomBytes } from 'node:crypto';
import { cannon, listPathFor } from './lib/api.mjs';
import { freePort, startNode, waitForHttp } from './lib/procs.mjs';
import { clearRedisPrefix, createDatabase, redisUrl } from './lib/resources.mjs';
import { seedOrganization } from './lib/seed.mjs';
import { renderTable } from './lib/table.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..');
const target = process.argv[2] ?? '/api/modules';
const seconds = Number(process.argv[3] ?? 8);

function bucket(url, fn) {
  if (!url) return fn.startsWith('(') ? fn : `(native) ${fn || 'anonymous'}`;
  const nm = url.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const rest = url.slice(nm + 'node_modules/'.length).split('/');
    return rest[0].startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0];
  }
  if (url.includes('/backend/dist/')) return 'backend (own code)';
  if (url.startsWith('node:')) return url;
  return url.replace(/^file:\/\//, '');
}

function summarise(profile) {
  const self = new Map();
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const dt = new Map();
  for (let i = 0; i < profile.samples.length; i++) dt.set(profile.samples[i], (dt.get(profile.samples[i]) ?? 0) + (profile.timeDeltas[i] ?? 0));
  let total = 0;
  for (const [id, us] of dt) {
    const n = byId.get(id);
    const key = bucket(n.callFrame.url, n.callFrame.functionName);
    if (key === '(idle)') continue;
    self.set(key, (self.get(key) ?? 0) + us);
    total += us;
  }
  return [...self].sort((a, b) => b[1] - a[1]).slice(0, 15).map(([k, us]) => [k, `${((100 * us) / total).toFixed(1)}%`]);
}

const db = await createDatabase('mailplan_profile');
const prefix = `mailplan-profile-${randomBytes(3).toString('hex')}`;
const profDir = mkdtempSync(join(tmpdir(), 'mailplan-prof-'));
const port = await freePort();
const baseUrl = `http://127.0.0.1:${port}`;
const api = startNode(process.env.BENCH_API_MAIN ?? join(root, 'backend/dist/main.js'), {
  cwd: root,
  name: 'api',
  env: { NODE_ENV: 'production', WEB_DIST_DIR: root, SESSION_SECRET: randomBytes(24).toString('hex'), PORT: String(port), DATABASE_URL: db.url, REDIS_URL: redisUrl, QUEUE_PREFIX: prefix, LOG_LEVEL: 'warn', NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${profDir}` },
});
try {
  await waitForHttp(`${baseUrl}/api/health`, { proc: api });
  const org = await seedOrganization(baseUrl, { label: 'profile', modules: 200, marker: 'Bench module' });
  let paths = [target];
  if (/\{\w+\}$/.test(target)) {
    const list = await org.api.request('GET', listPathFor(target));
    paths = list.body.map((r) => target.replace(/\{\w+\}$/, r.id));
  }
  const r = await cannon({ baseUrl, paths, cookie: org.api.cookieHeader, connections: 50, duration: seconds });
  await api.stop('SIGINT', 15_000);
  const file = readdirSync(profDir).find((f) => f.endsWith('.cpuprofile'));
  console.log(`${target}: ${r.rps.toFixed(0)} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms (profiling slows it down)\n`);
  if (!file) console.log('no profile written (the API did not exit cleanly)');
  else console.log(renderTable(['package (self time)', 'share'], summarise(JSON.parse(readFileSync(join(profDir, file), 'utf8')))));
} finally {
  await api.stop();
  await db.drop();
  await clearRedisPrefix(prefix);
  rmSync(profDir, { recursive: true, force: true });
}
