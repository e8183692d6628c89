// What one read costs in CPU, for the API and for the baseline: the server process (all its
// threads), the Postgres backends serving it, and the load generator, in microseconds per request.
// CPU time per request moves far less with other load on the machine than requests/s do, and it
// says what a 2-core machine can reach at best: every request needs all three on the same cores.
//   node bench/cost.mjs                      # both reads, 3 rounds per side
//   COST_REQUESTS=8000 COST_ROUNDS=5 node bench/cost.mjs
//   COST_CONCEPTS=2000 COST_ONLY=email-concepts node bench/cost.mjs   (the concept reads only)
//   COST_CAMPAIGNS=2000 COST_ONLY=campaigns node bench/cost.mjs        (the campaign reads only)
//   COST_ALL=1 COST_CONCEPTS=2000 COST_CAMPAIGNS=2000 node bench/cost.mjs  (every list and detail read the baseline has)
//   COST_ONLY=counts,brand-settings COST_ALL=1 node bench/cost.mjs      (COST_ONLY: substrings of the reads, comma-separated)
//   BENCH_API_MAIN=/path/to/dist/main.js node bench/cost.mjs
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, readlinkSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { listPathFor, readsFromDocument } from './lib/api.mjs';
import { freePort, startNode, waitForHttp } from './lib/procs.mjs';
import { hasBaseline } from './baseline/routes.mjs';
import { clearRedisPrefix, createDatabase, redisUrl } from './lib/resources.mjs';
import { seedBrand, seedCampaigns, seedConcepts, seedOrganization } from './lib/seed.mjs';
import { renderTable } from './lib/table.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..');
const targets = JSON.parse(readFileSync(join(here, 'targets.json'), 'utf8'));
const connections = targets.api.connections;
const requests = Number(process.env.COST_REQUESTS ?? 6000);
const rounds = Number(process.env.COST_ROUNDS ?? 3);
const TICK_US = 1e6 / 100; // /proc/<pid>/stat counts clock ticks of 1/100 s

/** User + system CPU of a process and all its threads, in microseconds. */
function processCpu(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * TICK_US;
  } catch {
    return 0; // gone
  }
}

/** Milliseconds of garbage-collection pauses a side's server has reported so far (lib/gc-report.cjs). */
function gcMs(file) {
  try {
    return Number(readFileSync(file, 'utf8')) || 0;
  } catch {
    return 0;
  }
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function main() {
  const db = await createDatabase('mailplan_cost');
  const prefix = `mailplan-cost-${randomBytes(4).toString('hex')}`;
  const secret = randomBytes(24).toString('hex');
  const [port, bport] = [await freePort(), await freePort()];
  const procs = [];
  const gcDir = mkdtempSync(join(tmpdir(), 'mailplan-cost-gc-'));
  const gcEnv = (side) => ({ NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --require ${JSON.stringify(join(here, 'lib/gc-report.cjs'))}`.trim(), GC_REPORT_FILE: join(gcDir, side) });
  const admin = new pg.Client({ connectionString: db.url });
  try {
    const api = startNode(process.env.BENCH_API_MAIN ?? join(root, 'backend/dist/main.js'), {
      cwd: root,
      name: 'api',
      env: { NODE_ENV: 'production', WEB_DIST_DIR: root, PORT: String(port), DATABASE_URL: db.url, REDIS_URL: redisUrl, QUEUE_PREFIX: prefix, SESSION_SECRET: secret, LOG_LEVEL: 'warn', ...gcEnv('API') },
    });
    procs.push(api);
    await waitForHttp(`http://127.0.0.1:${port}/api/health`, { proc: api });
    const org = await seedOrganization(`http://127.0.0.1:${port}`, { label: 'cost', modules: Number(process.env.BENCH_MODULES ?? 200), marker: 'Bench module' });
    if (process.env.COST_ALL === '1') await seedBrand(org.api, { marker: 'Bench module' });
    const cookieName = [...org.api.cookies.keys()][0];
    const baseline = startNode(join(here, 'baseline/server.mjs'), {
      name: 'baseline',
      env: { PORT: String(bport), DATABASE_URL: db.url, SESSION_SECRET: secret, SESSION_COOKIE: cookieName, ...gcEnv('baseline') },
    });
    procs.push(baseline);
    await waitForHttp(`http://127.0.0.1:${bport}/api/health`, { proc: baseline });
    await admin.connect();
    const ids = (await org.api.request('GET', '/api/modules')).body.map((m) => m.id);
    const reads = [
      { name: 'GET /api/modules/{id}', paths: ids.map((id) => `/api/modules/${id}`), count: requests },
      { name: 'GET /api/modules', paths: ['/api/modules'], count: Math.max(200, Math.round(requests / 10)) },
    ];
    // COST_CONCEPTS=2000: also the concept reads over that many concepts (the list is ~1.3 MB, so fewer requests)
    if (Number(process.env.COST_CONCEPTS ?? 0) > 0) {
      await seedConcepts(org.api, { count: Number(process.env.COST_CONCEPTS) });
      const conceptIds = (await org.api.request('GET', '/api/email-concepts')).body.map((c) => c.id);
      reads.push(
        { name: 'GET /api/email-concepts/{id}', paths: conceptIds.map((id) => `/api/email-concepts/${id}`), count: requests },
        { name: 'GET /api/email-concepts', paths: ['/api/email-concepts'], count: Math.max(200, Math.round(requests / 60)) },
      );
    }
    // COST_CAMPAIGNS=2000: also the campaign reads over that many campaigns
    if (Number(process.env.COST_CAMPAIGNS ?? 0) > 0) {
      await seedCampaigns(org.api, { count: Number(process.env.COST_CAMPAIGNS) });
      const campaignIds = (await org.api.request('GET', '/api/campaigns')).body.map((c) => c.id);
      reads.push(
        { name: 'GET /api/campaigns/{id}', paths: campaignIds.map((id) => `/api/campaigns/${id}`), count: requests },
        { name: 'GET /api/campaigns', paths: ['/api/campaigns'], count: Math.max(200, Math.round(requests / 60)) },
      );
    }
    // COST_ALL=1: every other list and detail read of the OpenAPI document that the baseline has too;
    // a list's request count shrinks with its answer (about 15,000 KB per round and side)
    if (process.env.COST_ALL === '1') {
      const doc = await (await fetch(`http://127.0.0.1:${port}/api/docs-json`)).json();
      for (const read of readsFromDocument(doc).reads) {
        const name = `GET ${read.path}`;
        if (!hasBaseline(read.path) || reads.some((r) => r.name === name)) continue;
        if (read.kind === 'detail') {
          const list = (await org.api.request('GET', listPathFor(read.path))).body;
          const ids = Array.isArray(list) ? list.map((r) => r.id) : [];
          if (ids.length) reads.push({ name, paths: ids.map((id) => read.path.replace(`{${read.param}}`, id)), count: requests });
        } else {
          const bytes = JSON.stringify((await org.api.request('GET', read.path)).body ?? '').length;
          reads.push({ name, paths: [read.path], count: Math.min(requests, Math.max(200, Math.round((requests * 15_000) / Math.max(bytes, 1)))) });
        }
      }
    }
    const only = (process.env.COST_ONLY ?? '').split(',').filter(Boolean);
    if (only.length) reads.splice(0, reads.length, ...reads.filter((r) => only.some((o) => r.name.includes(o))));
    const sides = [
      { name: 'API', url: `http://127.0.0.1:${port}`, proc: api, gcFile: join(gcDir, 'API') },
      { name: 'baseline', url: `http://127.0.0.1:${bport}`, proc: baseline, gcFile: join(gcDir, 'baseline') },
    ];

    // Postgres backends serving one side: its pool's connections to this database, by client port.
    const backends = async (side) => {
      const { rows } = await admin.query(
        `SELECT pid, client_port FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()`,
      );
      const mine = new Set(localPortsOf(side.proc.child.pid));
      return rows.filter((r) => mine.has(r.client_port)).map((r) => r.pid);
    };
    const run = (url, paths, amount) => {
      let i = 0;
      return autocannon({
        url,
        connections,
        amount,
        headers: { cookie: org.api.cookieHeader, accept: 'application/json' },
        requests: [{ method: 'GET', setupRequest: (r) => ((r.path = paths[i++ % paths.length]), r) }],
      });
    };

    const rows = [];
    for (const read of reads) {
      const samples = new Map(sides.map((s) => [s.name, []]));
      for (const side of sides) await run(side.url, read.paths, Math.round(read.count / 4)); // warm-up, pools filled
      for (let r = 0; r < rounds; r++) {
        for (const side of sides) {
          const pids = await backends(side);
          const before = { gc: gcMs(side.gcFile), server: processCpu(side.proc.child.pid), db: pids.reduce((t, p) => t + processCpu(p), 0), load: process.cpuUsage() };
          const t0 = performance.now();
          const result = await run(side.url, read.paths, read.count);
          const seconds = (performance.now() - t0) / 1000;
          const load = process.cpuUsage(before.load);
          const n = result.requests.total;
          await new Promise((r) => setTimeout(r, 50)); // the last collections' reports
          const gc = gcMs(side.gcFile) - before.gc;
          samples.get(side.name).push({
            server: (processCpu(side.proc.child.pid) - before.server) / n,
            gc: (gc * 1000) / n,
            db: (pids.reduce((t, p) => t + processCpu(p), 0) - before.db) / n,
            load: (load.user + load.system) / n,
            rps: n / seconds,
            non2xx: result.non2xx,
          });
        }
      }
      for (const side of sides) {
        const s = samples.get(side.name);
        const pick = (k) => median(s.map((x) => x[k]));
        const total = pick('server') + pick('db') + pick('load');
        rows.push([
          read.name,
          side.name,
          pick('server').toFixed(0),
          pick('gc').toFixed(0),
          pick('db').toFixed(0),
          pick('load').toFixed(0),
          total.toFixed(0),
          ((2 * 1e6) / total).toFixed(0),
          ((connections / ((2 * 1e6) / total)) * 1000).toFixed(1),
          pick('rps').toFixed(0),
          s.some((x) => x.non2xx) ? 'non-2xx!' : '',
        ]);
      }
    }
    console.log(`CPU per request (µs, medians of ${rounds} rounds of ${requests} detail / ${reads.find((r) => !r.name.endsWith('}'))?.count ?? 0} list requests at ${connections} connections)`);
    console.log(
      renderTable(
        ['read', 'server', 'server µs', 'of it GC pauses µs', 'postgres µs', 'load gen µs', 'total µs', 'max req/s on 2 cores', `p50 floor at ${connections} conn (ms)`, 'req/s seen', ''],
        rows,
      ),
    );
    console.log('\nmax req/s: 2 cores / total CPU per request; p50 floor: connections / max req/s (Little\'s law).');
    console.log("GC pauses: the main thread's garbage-collection pauses per request (wall time, part of the server's CPU).");
  } finally {
    await admin.end().catch(() => undefined);
    for (const p of procs) await p.stop();
    await db.drop();
    await clearRedisPrefix(prefix);
    rmSync(gcDir, { recursive: true, force: true });
  }
}

/** Local TCP ports of a process's sockets (its pool's side of the Postgres connections). */
function localPortsOf(pid) {
  const inodes = new Set();
  try {
    for (const fd of readdirSafe(`/proc/${pid}/fd`)) {
      try {
        const link = readlinkSync(`/proc/${pid}/fd/${fd}`);
        const m = /^socket:\[(\d+)\]$/.exec(link);
        if (m) inodes.add(m[1]);
      } catch {
        // closed meanwhile
      }
    }
  } catch {
    return [];
  }
  const ports = [];
  for (const file of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let text = '';
    try {
      text = readFileSync(file, 'utf8');
    } catch {
      continue;
    }
    for (const line of text.split('\n').slice(1)) {
      const cols = line.trim().split(/\s+/);
      if (cols.length > 9 && inodes.has(cols[9])) ports.push(parseInt(cols[1].split(':')[1], 16));
    }
  }
  return ports;
}

function readdirSafe(dir) {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
}

main().catch((err) => {
  console.error(`[cost] could not measure: ${err.stack ?? err}`);
  process.exitCode = 1;
});
