// `npm run bench`: measures the API against a hand-written baseline and the front end in Chromium,
// prints one table and writes bench/results/latest.json. A benchmark, not a test: it never fails
// because a target is missed (it exits non-zero only when it could not measure at all).
//
// Knobs (environment): BENCH_DURATION seconds per round (default 3), BENCH_ROUNDS alternating
// rounds per endpoint (default 3), BENCH_MODULES per organization
// (default 200), BENCH_RUNS browser runs for medians (default 5), BENCH_SKIP_FRONTEND=1,
// BENCH_SKIP_API=1, BENCH_ONLY=<substrings of paths, comma-separated>, BENCH_FRONTEND_ONLY=<figures: shell,remotes,modules,concepts,calendar,calendar-month>; AI jobs: BENCH_SKIP_AI=1, BENCH_AI_ONLY=1 (only
// the AI jobs, written to results/ai-jobs.json), BENCH_AI_SECONDS per throughput round (default 5);
// BENCH_CAMPAIGNS_FRONTEND_ONLY=1: only the campaign screens' figures in Chromium (organization A
// seeded with its modules and campaigns, no concepts), written to results/campaigns-frontend.json.
// Pushes to email services: BENCH_SKIP_PUSH=1, BENCH_PUSH_ONLY=1 (only them, written to results/push-jobs.json).
import { execSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { aiJobsRows, measureAiJobs } from './lib/ai-jobs.mjs';
import { measurePushJobs, pushJobsRows } from './lib/push-jobs.mjs';
import { cannon, listPathFor, readsFromDocument } from './lib/api.mjs';
import { BROWSER_PATH, browserVersion, campaignsFrontendRows, measureCampaignsFrontend, measureFrontend } from './lib/frontend.mjs';
import { LINK, growHistory, measureScreensOnLink } from './lib/network.mjs';
import { freePort, startNode, waitForHttp } from './lib/procs.mjs';
import { clearRedisPrefix, createDatabase, redisUrl } from './lib/resources.mjs';
import { BRAND_DECK_BYTES, seedBrand, seedCampaigns, seedConcepts, seedLargeCampaign, seedOrganization } from './lib/seed.mjs';
import { kb, mark, ms, num, renderTable } from './lib/table.mjs';
import { hasBaseline } from './baseline/routes.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..');
const targets = JSON.parse(readFileSync(join(here, 'targets.json'), 'utf8'));
const duration = Number(process.env.BENCH_DURATION ?? 3);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const moduleCount = Number(process.env.BENCH_MODULES ?? 200);
const conceptCount = Number(process.env.BENCH_CONCEPTS ?? 2000);
const campaignCount = Number(process.env.BENCH_CAMPAIGNS ?? 2000);
const runs = Number(process.env.BENCH_RUNS ?? 5);
const connections = targets.api.connections;
// BENCH_ONLY: substrings of the API paths to measure, comma-separated (e.g. `/api/modules/{id},/api/brand-settings`)
const only = (process.env.BENCH_ONLY ?? '').split(',').filter(Boolean);
const marker = 'Bench module';
const log = (...a) => console.error('[bench]', ...a);

const cleanup = [];
let apiProcess;
async function runCleanup() {
  while (cleanup.length) {
    try {
      await cleanup.pop()();
    } catch (err) {
      log('cleanup:', err.message);
    }
  }
}
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => runCleanup().then(() => process.exit(130)));

async function main() {
  const suffix = randomBytes(4).toString('hex');
  const sessionSecret = randomBytes(24).toString('hex');
  const db = await createDatabase('mailplan_bench');
  cleanup.push(() => db.drop());
  const queuePrefix = `mailplan-bench-${suffix}`;
  cleanup.push(() => clearRedisPrefix(queuePrefix));
  const aiJobs = () =>
    measureAiJobs({ root, dbUrl: db.url, redisUrl, queuePrefix: `${queuePrefix}-ai`, sessionSecret, latencyMs: targets.aiJobs.providerLatencyMs, seconds: Number(process.env.BENCH_AI_SECONDS ?? 5), log });
  const pushJobs = () =>
    measurePushJobs({ root, dbUrl: db.url, redisUrl, queuePrefix: `${queuePrefix}-push`, sessionSecret, latencyMs: targets.pushJobs.serviceLatencyMs, log });
  if (process.env.BENCH_PUSH_ONLY === '1') {
    cleanup.push(() => clearRedisPrefix(`${queuePrefix}-push`));
    const result = { startedAt: new Date().toISOString(), targets, pushJobs: await pushJobs() };
    mkdirSync(join(here, 'results'), { recursive: true });
    writeFileSync(join(here, 'results/push-jobs.json'), `${JSON.stringify(result, null, 2)}\n`);
    console.log(renderTable(['push jobs', 'measured', 'target', ''], pushJobsRows(result.pushJobs, targets.pushJobs, { ms, mark })));
    console.log(`\nwritten to bench/results/push-jobs.json`);
    return;
  }
  if (process.env.BENCH_AI_ONLY === '1') {
    cleanup.push(() => clearRedisPrefix(`${queuePrefix}-ai`));
    const result = { startedAt: new Date().toISOString(), targets, aiJobs: await aiJobs() };
    mkdirSync(join(here, 'results'), { recursive: true });
    writeFileSync(join(here, 'results/ai-jobs.json'), `${JSON.stringify(result, null, 2)}\n`);
    console.log(renderTable(['AI jobs', 'measured', 'target', ''], aiJobsRows(result.aiJobs, targets.aiJobs, { ms, num, mark })));
    console.log(`\nwritten to bench/results/ai-jobs.json`);
    return;
  }

  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  log(`starting the API on ${baseUrl} (database ${db.name})`);
  // BENCH_API_MAIN: measure another build of the API (e.g. an experiment) against the same baseline
  const api = startNode(process.env.BENCH_API_MAIN ?? join(root, 'backend/dist/main.js'), {
    cwd: root,
    name: 'api',
    env: {
      // measured as it ships
      NODE_ENV: 'production',
      // BENCH_WEB_DIST_DIR: measure another build of the front end (a folder holding shell/dist and <remote>/dist)
      WEB_DIST_DIR: process.env.BENCH_WEB_DIST_DIR ?? root,
      PORT: String(port),
      DATABASE_URL: db.url,
      REDIS_URL: redisUrl,
      QUEUE_PREFIX: queuePrefix,
      SESSION_SECRET: sessionSecret,
      LOG_LEVEL: 'warn',
    },
  });
  apiProcess = api;
  cleanup.push(() => api.stop());
  await waitForHttp(`${baseUrl}/api/health`, { proc: api, timeoutMs: 60_000 });

  log(`seeding two organizations with ${moduleCount} modules each through the API`);
  const t0 = Date.now();
  const [orgA, orgB] = await Promise.all([
    seedOrganization(baseUrl, { label: 'org-a', modules: moduleCount, marker }),
    seedOrganization(baseUrl, { label: 'org-b', modules: moduleCount, marker }),
  ]);
  log(`seeded in ${((Date.now() - t0) / 1000).toFixed(1)} s: A has ${orgA.modules} modules, B has ${orgB.modules}`);
  // Brand settings for both, each with a 10 MB deck (the list read must not carry it), before the
  // concepts: a real organization's concepts come after its brand and strategy.
  await Promise.all([seedBrand(orgA.api, { marker }), seedBrand(orgB.api, { marker })]);
  if (process.env.BENCH_CAMPAIGNS_FRONTEND_ONLY === '1') return campaignsFrontendOnly(baseUrl, orgA);
  if (process.env.BENCH_NETWORK_ONLY === '1') return networkOnly(baseUrl, orgA, db);
  log(`seeding ${conceptCount} email concepts per organization (demo-model generations through the API)`);
  const t1 = Date.now();
  const [conceptsA, conceptsB] = await Promise.all([seedConcepts(orgA.api, { count: conceptCount }), seedConcepts(orgB.api, { count: conceptCount })]);
  log(`seeded in ${((Date.now() - t1) / 1000).toFixed(1)} s: A has ${conceptsA.concepts} concepts, B has ${conceptsB.concepts}`);
  log(`seeding ${campaignCount} campaigns per organization through the API`);
  const [campaignsA, campaignsB] = await Promise.all([seedCampaigns(orgA.api, { count: campaignCount }), seedCampaigns(orgB.api, { count: campaignCount })]);
  log(`seeded in ${Math.max(campaignsA.seconds, campaignsB.seconds).toFixed(1)} s: A has ${campaignsA.campaigns} campaigns, B has ${campaignsB.campaigns}`);
  // and one more in A with 12 module instances, for the form's typing figure
  const largeCampaign = await seedLargeCampaign(orgA.api, { instances: 12, marker });

  const doc = await (await fetch(`${baseUrl}/api/docs-json`)).json();
  const { reads, others } = readsFromDocument(doc);
  const cookieName = [...orgA.api.cookies.keys()].find((k) => /sid|session/i.test(k)) ?? [...orgA.api.cookies.keys()][0];

  const result = {
    startedAt: new Date().toISOString(),
    commit: safe(() => execSync('git rev-parse --short HEAD', { cwd: root }).toString().trim()),
    machine: machine(),
    settings: { connections, durationSeconds: duration, rounds, modulesPerOrganization: moduleCount, browserRuns: runs },
    seeded: { organizations: 2, modulesA: orgA.modules, modulesB: orgB.modules, conceptsA: conceptsA.concepts, conceptsB: conceptsB.concepts, campaignsA: campaignsA.campaigns, campaignsB: campaignsB.campaigns },
    concepts: {
      demo: conceptsA.demo,
      // a demo generation per category (8 calls, one after another) and a month, end to end through the API
      demoAllCategoriesMs: conceptsA.allCategoriesMs,
      demoMonthMs: conceptsA.monthMs,
      demoAllCategoriesMaxMs: targets.concepts?.demoAllCategoriesMaxMs,
    },
    targets,
    api: [],
    apiNotMeasured: others.map((o) => o.path),
    frontend: null,
  };

  if (process.env.BENCH_SKIP_API !== '1') {
    const bport = await freePort();
    const baselineUrl = `http://127.0.0.1:${bport}`;
    const baseline = startNode(join(here, 'baseline/server.mjs'), {
      name: 'baseline',
      env: { PORT: String(bport), DATABASE_URL: db.url, SESSION_SECRET: sessionSecret, SESSION_COOKIE: cookieName },
    });
    cleanup.push(() => baseline.stop());
    await waitForHttp(`${baselineUrl}/api/health`, { proc: baseline });

    for (const read of reads) {
      if (only.length && !only.some((o) => read.path.includes(o))) continue;
      let paths = [read.path];
      if (read.kind === 'detail') {
        const list = await orgA.api.request('GET', listPathFor(read.path));
        const ids = Array.isArray(list.body) ? list.body.map((r) => r.id).filter((id) => id !== undefined) : [];
        if (!ids.length) {
          result.api.push({ ...read, skipped: `no ids from GET ${listPathFor(read.path)} (${list.status})` });
          continue;
        }
        paths = ids.map((id) => read.path.replace(`{${read.param}}`, encodeURIComponent(id)));
      }
      // the same answer from both servers, or the comparison means nothing
      const [p, b] = [await orgA.api.request('GET', paths[0]), await fetchJson(baselineUrl + paths[0], orgA.api.cookieHeader)];
      const row = { ...read, sample: paths[0], productStatus: p.status, productBytes: JSON.stringify(p.body ?? '').length };
      if (read.path === '/api/brand-settings') {
        // File bytes are never in the list: with a 10 MB deck saved, the answer stays a few KB.
        row.sizeCheck = { deckBytes: BRAND_DECK_BYTES, maxAnswerBytes: targets.api.brandSettingsMaxBytes, ok: row.productBytes <= targets.api.brandSettingsMaxBytes };
        log(`${read.path}: answer ${row.productBytes} bytes with a ${BRAND_DECK_BYTES}-byte deck saved: ${row.sizeCheck.ok ? 'OK' : 'MISS'} (<= ${targets.api.brandSettingsMaxBytes})`);
      }
      const withBaseline = hasBaseline(read.path);
      if (withBaseline) {
        row.baselineStatus = b.status;
        row.baselineBytes = JSON.stringify(b.body ?? '').length;
        // the comparison only means something when both answer the same
        row.sameAnswer = JSON.stringify(p.body) === JSON.stringify(b.body);
        if (!row.sameAnswer) log(`WARNING ${read.path}: the baseline's answer differs from the API's (${p.status} vs ${b.status})`);
      } else row.note = 'no baseline query for this path yet (bench/baseline/routes.mjs)';
      log(`${read.path}: warming up, then ${rounds} alternating rounds of ${duration} s (API, baseline)`);
      const cookie = orgA.api.cookieHeader;
      await cannon({ baseUrl, paths, cookie, connections, duration: 1 });
      if (withBaseline) await cannon({ baseUrl: baselineUrl, paths, cookie, connections, duration: 1 });
      const pr = [];
      const br = [];
      // alternating short rounds: a burst of load from elsewhere on the machine hits both sides
      for (let i = 0; i < rounds; i++) {
        pr.push(await cannon({ baseUrl, paths, cookie, connections, duration }));
        if (withBaseline) br.push(await cannon({ baseUrl: baselineUrl, paths, cookie, connections, duration }));
      }
      row.product = combine(pr);
      row.baseline = withBaseline ? combine(br) : null;
      row.ratio = row.baseline?.rps ? row.product.rps / row.baseline.rps : null;
      result.api.push(row);
    }
    await baseline.stop();
  }

  if (process.env.BENCH_SKIP_FRONTEND !== '1') {
    if (!existsSync(join(root, 'shell/dist/index.html'))) {
      result.frontend = { skipped: 'shell/dist is not built' };
    } else {
      log(`front end: ${runs} cold loads of /auth/login, each remote route, ${runs} loads of /modules`);
      try {
        result.frontend = await measureFrontend({
          baseURL: baseUrl,
          user: orgA.user,
          marker,
          runs,
          executablePath: BROWSER_PATH,
          only: process.env.BENCH_FRONTEND_ONLY ? process.env.BENCH_FRONTEND_ONLY.split(',') : undefined,
        });
      } catch (err) {
        result.frontend = { error: err.message.split('\n').slice(0, 3).join(' ') };
      }
    }
  }

  if (process.env.BENCH_SKIP_FRONTEND !== '1' && existsSync(join(root, 'shell/dist/index.html'))) {
    log(`campaign screens: ${runs} cold loads of /campaigns, ${runs} typing runs on a campaign of ${largeCampaign.instances} modules`);
    result.seeded.largeCampaign = largeCampaign;
    result.campaignsFrontend = await campaignScreens(baseUrl, orgA.user, largeCampaign);
  }

  if (process.env.BENCH_SKIP_AI !== '1') {
    cleanup.push(() => clearRedisPrefix(`${queuePrefix}-ai`));
    result.aiJobs = await aiJobs().catch((err) => ({ error: err.message.split('\n').slice(0, 3).join(' ') }));
  }

  if (process.env.BENCH_SKIP_PUSH !== '1') {
    cleanup.push(() => clearRedisPrefix(`${queuePrefix}-push`));
    result.pushJobs = await pushJobs().catch((err) => ({ error: err.message.split('\n').slice(0, 3).join(' ') }));
  }

  result.finishedAt = new Date().toISOString();
  mkdirSync(join(here, 'results'), { recursive: true });
  writeFileSync(join(here, 'results/latest.json'), `${JSON.stringify(result, null, 2)}\n`);
  console.log(report(result));
  console.log(`\nwritten to bench/results/latest.json`);
}

/** The machine and browser the figures come from, kept with them. */
function machine() {
  return { cpus: cpus().length, cpuModel: cpus()[0]?.model, memoryGB: Math.round(totalmem() / 2 ** 30), node: process.version, browser: { path: BROWSER_PATH, version: browserVersion() } };
}

/** The campaign screens' figures in the browser (lib/frontend.mjs), or the error that stopped them. */
function campaignScreens(baseUrl, user, largeCampaign) {
  return measureCampaignsFrontend({ baseURL: baseUrl, user, largeCampaignId: largeCampaign.id, instances: largeCampaign.instances, runs, executablePath: BROWSER_PATH, loadavg }).catch(
    (err) => ({ error: err.message.split('\n').slice(0, 3).join(' ') }),
  );
}

/** BENCH_CAMPAIGNS_FRONTEND_ONLY=1: organization A's campaigns, then the campaign screens in Chromium only. */
async function campaignsFrontendOnly(baseUrl, orgA) {
  log(`seeding ${campaignCount} campaigns in organization A through the API`);
  const seeded = await seedCampaigns(orgA.api, { count: campaignCount });
  const largeCampaign = await seedLargeCampaign(orgA.api, { instances: 12, marker });
  log(`seeded in ${seeded.seconds.toFixed(1)} s: ${seeded.campaigns} campaigns, and one of ${largeCampaign.instances} modules`);
  log(`campaign screens: ${runs} cold loads of /campaigns, ${runs} typing runs on a campaign of ${largeCampaign.instances} modules`);
  const result = {
    startedAt: new Date().toISOString(),
    commit: safe(() => execSync('git rev-parse --short HEAD', { cwd: root }).toString().trim()),
    machine: machine(),
    seeded: { campaignsA: seeded.campaigns, largeCampaign },
    targets,
    campaignsFrontend: await campaignScreens(baseUrl, orgA.user, largeCampaign),
    finishedAt: new Date().toISOString(),
  };
  mkdirSync(join(here, 'results'), { recursive: true });
  writeFileSync(join(here, 'results/campaigns-frontend.json'), `${JSON.stringify(result, null, 2)}\n`);
  console.log(`Browser: ${result.machine.browser.version ?? '?'} (${result.machine.browser.path})`);
  console.log(campaignsFrontendTable(result));
  console.log(`\nwritten to bench/results/campaigns-frontend.json`);
}

/**
 * BENCH_NETWORK_ONLY=1: organization A with a year of history (BENCH_CONCEPTS concepts and
 * BENCH_CAMPAIGNS campaigns, 2,000 each by default), every screen opened cold on the emulated link;
 * then the history grown tenfold in SQL (BENCH_NETWORK_GROW, 20,000) and every screen again.
 * Written to results/network.json.
 */
async function networkOnly(baseUrl, orgA, db) {
  log(`seeding ${conceptCount} concepts and ${campaignCount} campaigns in organization A through the API`);
  const concepts = await seedConcepts(orgA.api, { count: conceptCount });
  const campaigns = await seedCampaigns(orgA.api, { count: campaignCount });
  const largeCampaign = await seedLargeCampaign(orgA.api, { instances: 12, marker });
  const me = await orgA.api.must('GET', '/api/auth/me');
  const networkRuns = Number(process.env.BENCH_NETWORK_RUNS ?? 3);
  const measure = (label) => {
    log(`screens on the emulated link (${LINK.downloadMbit}/${LINK.uploadMbit} Mbit/s, ${LINK.rttMs} ms), ${label}, ${networkRuns} cold opens each`);
    return measureScreensOnLink({ baseURL: baseUrl, user: orgA.user, marker, largeCampaignId: largeCampaign.id, instances: largeCampaign.instances, runs: networkRuns, log });
  };
  const sizes = [{ concepts: concepts.concepts, campaigns: campaigns.campaigns, screens: await measure(`${concepts.concepts} concepts`) }];
  const grow = Number(process.env.BENCH_NETWORK_GROW ?? 20000);
  if (grow > 0) {
    const grown = await growHistory(db.url, me.organizationId, grow);
    sizes.push({ ...grown, screens: await measure(`${grown.concepts} concepts`) });
  }
  const result = { startedAt: new Date().toISOString(), commit: safe(() => execSync('git rev-parse --short HEAD', { cwd: root }).toString().trim()), machine: machine(), link: LINK, targets: targets.network, sizes, finishedAt: new Date().toISOString() };
  mkdirSync(join(here, 'results'), { recursive: true });
  writeFileSync(join(here, 'results/network.json'), `${JSON.stringify(result, null, 2)}\n`);
  console.log(networkTable(result));
  console.log(`\nwritten to bench/results/network.json`);
}

/** One row per screen and history size. */
function networkTable(r) {
  const t = r.targets ?? {};
  const rows = [];
  const first = r.sizes[0]?.screens ?? {};
  for (const size of r.sizes) {
    for (const [name, s] of Object.entries(size.screens)) {
      const limit = size === r.sizes[0] ? t.interactiveMs : first[name]?.interactiveMs * (t.growthMax ?? 1.2);
      const ok = s.interactiveMs <= limit && s.dataBytes <= (t.dataBytesMax ?? Infinity) && (name !== 'login' || s.fcpMs <= (t.loginFcpMs ?? Infinity));
      rows.push([`${name} @ ${size.concepts}`, ms(s.interactiveMs), name === 'login' ? ms(s.fcpMs) : '', kb(s.codeBytes), kb(s.dataBytes), num(s.requests), ok ? 'OK' : 'MISS']);
    }
  }
  return renderTable(['screen @ history (emulated link)', 'interactive', 'FCP', 'code', 'data', 'requests', ''], rows);
}

/** The campaign screens' table, with the 1-minute load average over the runs beside each figure. */
function campaignsFrontendTable(r) {
  const c = r.campaignsFrontend;
  if (c.error) return `campaign screens: error: ${c.error}`;
  return renderTable(['campaign screens (Chromium)', 'measured', 'target', '', 'load avg'], campaignsFrontendRows(c, r.targets.frontend, { ms, mark, seeded: r.seeded?.campaignsA }));
}

async function fetchJson(url, cookie) {
  const res = await fetch(url, { headers: { cookie, accept: 'application/json' } });
  const text = await res.text();
  try {
    return { status: res.status, body: JSON.parse(text) };
  } catch {
    return { status: res.status, body: text };
  }
}

/** Rounds combined: requests/s over the whole time, the median round's p50 and p99. */
function combine(list) {
  const med = (xs) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)];
  const sum = (k) => list.reduce((acc, r) => acc + r[k], 0);
  return {
    rps: sum('requests') / (list.length * duration),
    p50: med(list.map((r) => r.p50)),
    p99: med(list.map((r) => r.p99)),
    requests: sum('requests'),
    non2xx: sum('non2xx'),
    errors: sum('errors'),
    timeouts: sum('timeouts'),
    rounds: list.map((r) => ({ rps: r.rps, p50: r.p50, p99: r.p99 })),
  };
}

function safe(fn) {
  try {
    return fn();
  } catch {
    return null;
  }
}

export function report(r) {
  const t = r.targets;
  // older result files hold one ratio target for every read
  const ratioMin = (kind) => (kind === 'list' ? t.api.listRatioMin : t.api.detailRatioMin) ?? t.api.ratioMin;
  const out = [];
  out.push(`Mailplan benchmark  ${r.startedAt}  commit ${r.commit ?? '?'}  ${r.machine.cpus} CPU ${r.machine.cpuModel ?? ''}  Node ${r.machine.node}`);
  if (r.machine.browser) out.push(`Browser: ${r.machine.browser.version ?? '?'} (${r.machine.browser.path})`);
  out.push(`API: ${r.settings.connections} connections, ${r.settings.rounds} alternating rounds of ${r.settings.durationSeconds} s per side; ${r.seeded.modulesA} + ${r.seeded.modulesB} modules in two organizations`);
  out.push('');
  const rows = [];
  const skipped = [];
  for (const a of r.api) {
    if (a.skipped) {
      skipped.push(`GET ${a.path} (${a.skipped})`);
      continue;
    }
    const p = a.product;
    const b = a.baseline;
    const bad = p.non2xx || p.errors || p.timeouts ? ` (${p.non2xx} non-2xx, ${p.errors} errors)` : '';
    rows.push([
      `GET ${a.path}`,
      a.kind,
      kb(a.productBytes),
      num(p.rps) + bad,
      ms(p.p50),
      `${ms(p.p99)} ${mark(p.p99, { max: t.api.p99MaxMs })}`,
      b ? num(b.rps) : '-',
      b ? ms(b.p50) : '-',
      b ? ms(b.p99) : '-',
      a.ratio != null ? `${a.ratio.toFixed(2)} ${mark(a.ratio, { min: ratioMin(a.kind) })}${a.sameAnswer === false ? ' (answers differ!)' : ''}` : 'n/a',
    ]);
  }
  if (rows.length) {
    out.push(
      renderTable(
        ['endpoint', 'kind', 'answer KB', 'API req/s', 'p50 ms', `p99 ms (<=${t.api.p99MaxMs})`, 'base req/s', 'base p50', 'base p99', `ratio (list >=${t.api.listRatioMin}, detail >=${t.api.detailRatioMin})`],
        rows,
      ),
    );
  }
  for (const a of r.api) {
    if (a.sizeCheck) out.push(`GET ${a.path} with a ${kb(a.sizeCheck.deckBytes)} KB deck saved answers ${a.productBytes} bytes (<= ${a.sizeCheck.maxAnswerBytes}) ${a.sizeCheck.ok ? 'OK' : 'MISS'}`);
  }
  if (skipped.length) out.push(`(skipped: ${skipped.join('; ')})`);
  if (r.apiNotMeasured?.length) out.push(`(not list/detail reads, not measured: ${r.apiNotMeasured.join(', ')})`);
  if (r.concepts) {
    const c = r.concepts;
    const max = t.concepts?.demoAllCategoriesMaxMs;
    out.push('');
    out.push(
      renderTable(
        ['email concepts', 'measured', 'target', ''],
        [
          [`seeded per organization`, `${r.seeded.conceptsA} + ${r.seeded.conceptsB}`, '', ''],
          [`demo generation of all 8 categories, one call each, end to end${c.demo ? '' : ' (NOT the demo model)'}`, `${ms(c.demoAllCategoriesMs)} ms`, max ? `<= ${max} ms` : '', mark(c.demoAllCategoriesMs, { max })],
          ['demo generation of a month (8 concepts), end to end', `${ms(c.demoMonthMs)} ms`, '', ''],
        ],
      ),
    );
  }
  const f = r.frontend;
  if (f) {
    out.push('');
    if (f.skipped || f.error) out.push(`front end: ${f.skipped ?? 'error: ' + f.error}`);
    else {
      const fr = [];
      const paint = t.frontend.loginFirstPaintMaxMs;
      if (f.shellFirstLoadGzip != null) {
        fr.push(['shell first load (before login form renders)', `${kb(f.shellFirstLoadGzip)} KB gz`, `<= ${t.frontend.shellFirstLoadMaxKB} KB`, mark(f.shellFirstLoadGzip / 1024, { max: t.frontend.shellFirstLoadMaxKB })]);
      }
      for (const rr of f.remotes) {
        if (rr.error) fr.push([`${rr.remote} route ${rr.path} adds`, 'error', rr.error, '']);
        else fr.push([`${rr.remote} route ${rr.path} adds`, `${kb(rr.addedGzip)} KB gz`, `<= ${t.frontend.remoteRouteMaxKB} KB`, mark(rr.addedGzip / 1024, { max: t.frontend.remoteRouteMaxKB })]);
      }
      if (f.loginFirstPaintMs != null) {
        fr.push([`/auth/login first paint (median of ${f.runs})`, `${ms(f.loginFirstPaintMs)} ms`, `<= ${paint} ms`, mark(f.loginFirstPaintMs, { max: paint })]);
        fr.push([`/auth/login first contentful paint (median)`, `${ms(f.loginFirstContentfulPaintMs)} ms`, `<= ${paint} ms`, mark(f.loginFirstContentfulPaintMs, { max: paint })]);
        fr.push([`/auth/login form rendered (median)`, `${ms(f.loginFormVisibleMs)} ms`, '', '']);
      }
      if (f.modulesShownMs != null || f.modulesError) {
        fr.push([`/modules shows its modules, logged in, cold cache (median)`, f.modulesShownMs != null ? `${ms(f.modulesShownMs)} ms` : `error: ${f.modulesError}`, '', '']);
      }
      const cmax = t.frontend.conceptsInteractiveMaxMs;
      const seeded = r.seeded?.conceptsA != null ? `${r.seeded.conceptsA} concepts` : 'the seeded concepts';
      if (f.conceptsError) fr.push([`/email-concepts with ${seeded}, cold cache`, 'error', f.conceptsError, '']);
      else if (f.conceptsInteractiveMs != null) {
        fr.push([`/email-concepts with ${seeded}: category cards shown (median)`, `${ms(f.conceptsCardsShownMs)} ms`, '', '']);
        fr.push([`/email-concepts: a card opened at that moment shows its concepts (interactive, median)`, `${ms(f.conceptsInteractiveMs)} ms`, cmax ? `<= ${cmax} ms` : '', mark(f.conceptsInteractiveMs, { max: cmax })]);
        const tmax = t.frontend.conceptsToggleMaxMs;
        fr.push([
          `/email-concepts: a select toggle shows in the footer's count, server answer held back (median; ${f.conceptsTogglesBeforeAnswer} of ${f.conceptsRuns.length} before the answer)`,
          `${ms(f.conceptsToggleMs)} ms`,
          tmax ? `<= ${tmax} ms` : '',
          mark(f.conceptsToggleMs, { max: tmax }),
        ]);
      }
      const kmax = t.frontend.calendarInteractiveMaxMs;
      const dmax = t.frontend.calendarDropMaxMs;
      if (f.calendarError) fr.push([`/content-calendar with ${seeded}, cold cache`, 'error', f.calendarError, '']);
      else if (f.calendarInteractiveMs != null) {
        fr.push([`/content-calendar with ${seeded}: the six weeks shown (median)`, `${ms(f.calendarWeeksShownMs)} ms`, '', '']);
        fr.push([`/content-calendar: 'Previous Weeks' clicked at that moment shows the earlier weeks (interactive, median)`, `${ms(f.calendarInteractiveMs)} ms`, kmax ? `<= ${kmax} ms` : '', mark(f.calendarInteractiveMs, { max: kmax })]);
        const dropRuns = f.calendarRuns.filter((c) => c.dropMs != null).length;
        fr.push([
          `/content-calendar: a card dropped on the next week (keyboard) shows there, server answer held back (median; ${f.calendarDropsBeforeAnswer} of ${dropRuns} before the answer)`,
          f.calendarDropShownMs != null ? `${ms(f.calendarDropShownMs)} ms` : `error: ${f.calendarRuns.find((c) => c.dropError)?.dropError ?? '?'}`,
          dmax ? `<= ${dmax} ms` : '',
          f.calendarDropShownMs != null ? mark(f.calendarDropShownMs, { max: dmax }) : '',
        ]);
      }
      if (f.calendarMonthError) fr.push([`/content-calendar?view=month with ${seeded}, cold cache`, 'error', f.calendarMonthError, '']);
      else if (f.calendarMonthInteractiveMs != null) {
        fr.push([`/content-calendar?view=month with ${seeded}: the month's days shown (median)`, `${ms(f.calendarMonthShownMs)} ms`, '', '']);
        fr.push([`/content-calendar?view=month: 'Previous Month' clicked at that moment shows the month before (interactive, median)`, `${ms(f.calendarMonthInteractiveMs)} ms`, kmax ? `<= ${kmax} ms` : '', mark(f.calendarMonthInteractiveMs, { max: kmax })]);
        const monthDrops = f.calendarMonthRuns.filter((c) => c.dropMs != null).length;
        fr.push([
          `/content-calendar?view=month: a card dropped on the next day (keyboard) shows there, server answer held back (median; ${f.calendarMonthDropsBeforeAnswer} of ${monthDrops} before the answer)`,
          f.calendarMonthDropShownMs != null ? `${ms(f.calendarMonthDropShownMs)} ms` : `error: ${f.calendarMonthRuns.find((c) => c.dropError)?.dropError ?? '?'}`,
          dmax ? `<= ${dmax} ms` : '',
          f.calendarMonthDropShownMs != null ? mark(f.calendarMonthDropShownMs, { max: dmax }) : '',
        ]);
      }
      out.push(renderTable(['front end', 'measured', 'target', ''], fr));
    }
  }
  if (r.campaignsFrontend) {
    out.push('');
    out.push(campaignsFrontendTable(r));
  }
  if (r.aiJobs) {
    out.push('');
    if (r.aiJobs.error) out.push(`AI jobs: error: ${r.aiJobs.error}`);
    else out.push(renderTable(['AI jobs', 'measured', 'target', ''], aiJobsRows(r.aiJobs, t.aiJobs, { ms, num, mark })));
  }
  if (r.pushJobs) {
    out.push('');
    if (r.pushJobs.error) out.push(`push jobs: error: ${r.pushJobs.error}`);
    else out.push(renderTable(['push jobs', 'measured', 'target', ''], pushJobsRows(r.pushJobs, t.pushJobs, { ms, mark })));
  }
  return out.join('\n');
}

main()
  .catch((err) => {
    console.error(`[bench] could not measure: ${err.stack ?? err}`);
    if (apiProcess) console.error(`[bench] last API output:\n${apiProcess.output().split('\n').slice(-15).join('\n')}`);
    process.exitCode = 1;
  })
  .finally(runCleanup);
