// Where the API spends its CPU on one read under load: runs the built API with --cpu-prof, seeds
// one organization, drives 50 connections at the path, and prints where the time went during the
// load only (start-up and shutdown are left out): self time by package, the busiest functions, and
// inclusive time by package (a package's own code plus everything it calls).
//   node bench/profile.mjs /api/modules [seconds]
//   PROFILE_CAMPAIGNS=2000 node bench/profile.mjs /api/campaigns   (campaigns seeded for a campaign read, 500 by default)
//   PROFILE_CONCEPTS=500 node bench/profile.mjs '/api/email-concepts/{id}'   (concepts seeded for a concept read, 2,000 by default)
//   PROFILE_KEEP=/tmp/x.cpuprofile node bench/profile.mjs ...   # also keep the profile (Chrome DevTools opens it)
// Use it to see why an endpoint misses its ratio against the baseline.
import { copyFileSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { randomBytes } from 'node:crypto';
import { cannon, listPathFor } from './lib/api.mjs';
import { freePort, startNode, waitForHttp } from './lib/procs.mjs';
import { clearRedisPrefix, createDatabase, redisUrl } from './lib/resources.mjs';
import { seedCampaigns, seedConcepts, seedOrganization } from './lib/seed.mjs';
import { renderTable } from './lib/table.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..');
const target = process.argv[2] ?? '/api/modules';
const seconds = Number(process.argv[3] ?? 8);
const TOP = Number(process.env.PROFILE_TOP ?? 15);

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

function where(n) {
  const { url, functionName, lineNumber } = n.callFrame;
  const file = url ? url.replace(/^.*node_modules\//, '').replace(/^.*\/backend\/dist\//, 'backend/').replace(/^file:\/\//, '') : '';
  return `${functionName || '(anonymous)'} ${file ? `${file}:${lineNumber + 1}` : ''}`.trim();
}

/**
 * Samples taken between `fromUs` and `toUs` (V8's profile clock is the monotonic clock that
 * process.hrtime reads, in microseconds), each weighed by its time delta.
 */
function summarise(profile, fromUs, toUs) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const selfPkg = new Map();
  const selfFn = new Map();
  const incPkg = new Map();
  let total = 0;
  let idle = 0;
  let t = profile.startTime;
  for (let i = 0; i < profile.samples.length; i++) {
    const dt = profile.timeDeltas[i] ?? 0;
    t += dt;
    if (t < fromUs || t > toUs) continue;
    const n = byId.get(profile.samples[i]);
    const key = bucket(n.callFrame.url, n.callFrame.functionName);
    if (key === '(idle)') {
      idle += dt;
      continue;
    }
    total += dt;
    selfPkg.set(key, (selfPkg.get(key) ?? 0) + dt);
    const fk = where(n);
    selfFn.set(fk, (selfFn.get(fk) ?? 0) + dt);
    const seen = new Set();
    for (let id = n.id; id !== undefined; id = parent.get(id)) {
      const m = byId.get(id);
      const b = bucket(m.callFrame.url, m.callFrame.functionName);
      if (b.startsWith('(')) continue;
      seen.add(b);
    }
    for (const b of seen) incPkg.set(b, (incPkg.get(b) ?? 0) + dt);
  }
  const pct = (us) => `${((100 * us) / total).toFixed(1)}%`;
  const top = (m) => [...m].sort((a, b) => b[1] - a[1]).slice(0, TOP).map(([k, us]) => [k, pct(us)]);
  return { busyShare: total / (total + idle), selfPkg: top(selfPkg), selfFn: top(selfFn), incPkg: top(incPkg) };
}

const nowUs = () => Number(process.hrtime.bigint() / 1000n);

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
  if (target.startsWith('/api/campaigns')) await seedCampaigns(org.api, { count: Number(process.env.PROFILE_CAMPAIGNS ?? 500) });
  if (target.startsWith('/api/email-concepts')) await seedConcepts(org.api, { count: Number(process.env.PROFILE_CONCEPTS ?? 2000) });
  let paths = [target];
  if (/\{\w+\}$/.test(target)) {
    const list = await org.api.request('GET', listPathFor(target));
    paths = list.body.map((r) => target.replace(/\{\w+\}$/, r.id));
  }
  await cannon({ baseUrl, paths, cookie: org.api.cookieHeader, connections: 50, duration: 1 }); // warm-up
  const from = nowUs();
  const r = await cannon({ baseUrl, paths, cookie: org.api.cookieHeader, connections: 50, duration: seconds });
  const to = nowUs();
  await api.stop('SIGINT', 15_000);
  const file = readdirSync(profDir).find((f) => f.endsWith('.cpuprofile'));
  console.log(`${target}: ${r.rps.toFixed(0)} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms (profiling slows it down)\n`);
  if (!file) console.log('no profile written (the API did not exit cleanly)');
  else {
    if (process.env.PROFILE_KEEP) copyFileSync(join(profDir, file), process.env.PROFILE_KEEP);
    const s = summarise(JSON.parse(readFileSync(join(profDir, file), 'utf8')), from, to);
    console.log(`the API's main thread was busy ${(100 * s.busyShare).toFixed(0)}% of the load window\n`);
    console.log(renderTable(['package (self time)', 'share'], s.selfPkg));
    console.log();
    console.log(renderTable(['function (self time)', 'share'], s.selfFn));
    console.log();
    console.log(renderTable(['package (inclusive: its code and what it calls)', 'share'], s.incPkg));
  }
} finally {
  await api.stop();
  await db.drop();
  await clearRedisPrefix(prefix);
  rmSync(profDir, { recursive: true, force: true });
}
