// Checks, without measuring, that the baseline answers every read the bench measures exactly as
// the API does: seeds two small organizations through the built API (modules, brand settings,
// concepts, campaigns, and a row or two of each smaller list), then compares the JSON of every list
// read and of a few detail reads (own ids, another organization's id, an id of no row), status and
// bytes, and prints the reads that have no baseline yet.
//   node bench/baseline/check.mjs
//   BENCH_API_MAIN=/path/to/dist/main.js node bench/baseline/check.mjs
// Exits non-zero when an answer differs.
import { randomBytes } from 'node:crypto';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { listPathFor, readsFromDocument } from '../lib/api.mjs';
import { freePort, startNode, waitForHttp } from '../lib/procs.mjs';
import { clearRedisPrefix, createDatabase, redisUrl } from '../lib/resources.mjs';
import { seedBrand, seedCampaigns, seedConcepts, seedOrganization } from '../lib/seed.mjs';
import { hasBaseline } from './routes.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '../..');
const marker = 'Bench module';
const log = (...a) => console.error('[check]', ...a);

async function fetchText(url, cookie) {
  const res = await fetch(url, { headers: { cookie, accept: 'application/json' } });
  return { status: res.status, text: await res.text(), total: res.headers.get('x-total-count') };
}

/** Where two JSON texts first part, with a little context. */
function firstDifference(a, b) {
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  return `at ${i}: API …${a.slice(Math.max(0, i - 80), i + 80)}…\n      baseline …${b.slice(Math.max(0, i - 80), i + 80)}…`;
}

async function main() {
  const db = await createDatabase('mailplan_check');
  const prefix = `mailplan-check-${randomBytes(4).toString('hex')}`;
  const secret = randomBytes(24).toString('hex');
  const procs = [];
  let failed = 0;
  try {
    const port = await freePort();
    const baseUrl = `http://127.0.0.1:${port}`;
    const api = startNode(process.env.BENCH_API_MAIN ?? join(root, 'backend/dist/main.js'), {
      cwd: root,
      name: 'api',
      env: { NODE_ENV: 'production', WEB_DIST_DIR: root, PORT: String(port), DATABASE_URL: db.url, REDIS_URL: redisUrl, QUEUE_PREFIX: prefix, SESSION_SECRET: secret, LOG_LEVEL: 'warn' },
    });
    procs.push(api);
    await waitForHttp(`${baseUrl}/api/health`, { proc: api });
    const [orgA, orgB] = await Promise.all([
      seedOrganization(baseUrl, { label: 'check-a', modules: 12, marker }),
      seedOrganization(baseUrl, { label: 'check-b', modules: 12, marker }),
    ]);
    await Promise.all([seedBrand(orgA.api, { marker }), seedBrand(orgB.api, { marker })]);
    await Promise.all([seedConcepts(orgA.api, { count: 120 }), seedConcepts(orgB.api, { count: 40 })]);
    await Promise.all([seedCampaigns(orgA.api, { count: 30 }), seedCampaigns(orgB.api, { count: 10 })]);
    // a row or two in the smaller lists
    const a = orgA.api;
    await a.must('POST', '/api/calendar/placeholders', { date: '2026-12-01', campaignType: 'promotion', note: 'Winter sale' });
    await a.must('POST', '/api/calendar/placeholders', { date: '2026-11-30', campaignType: 'news' });
    await a.must('POST', '/api/calendar-feeds', { label: 'Team calendar' });
    await a.must('POST', '/api/calendar-feeds', {});
    await a.must('POST', '/api/calendar-shares', { label: 'Agency', expiresInDays: 7 });
    await a.must('POST', '/api/invitations', { email: 'grace@example.com', role: 'editor' });
    const me = await a.must('GET', '/api/auth/me');
    const sql = new pg.Client({ connectionString: db.url });
    await sql.connect();
    try {
      await sql.query(
        `INSERT INTO email_connections (organization_id, service, encrypted_key, key_last4, data_center, account_name, last_tested_at, created_at, updated_at)
         VALUES ($1, 'mailchimp', 'x', 'abcd', 'us21', 'Bench account', now(), now(), now()), ($1, 'klaviyo', 'y', 'wxyz', null, null, null, now(), now())`,
        [me.organizationId],
      );
      // an expired share
      await sql.query(`UPDATE calendar_links SET expires_at = now() - interval '1 day' WHERE kind = 'share' AND organization_id = $1`, [me.organizationId]);
      await a.must('POST', '/api/calendar-shares', { expiresInDays: 30 });
    } finally {
      await sql.end();
    }

    const cookieName = [...a.cookies.keys()].find((k) => /sid|session/i.test(k)) ?? [...a.cookies.keys()][0];
    const bport = await freePort();
    const baselineUrl = `http://127.0.0.1:${bport}`;
    const baseline = startNode(join(here, 'server.mjs'), { name: 'baseline', env: { PORT: String(bport), DATABASE_URL: db.url, SESSION_SECRET: secret, SESSION_COOKIE: cookieName } });
    procs.push(baseline);
    await waitForHttp(`${baselineUrl}/api/health`, { proc: baseline });

    const doc = await (await fetch(`${baseUrl}/api/docs-json`)).json();
    const { reads } = readsFromDocument(doc);
    const missing = [];
    for (const read of reads) {
      if (!hasBaseline(read.path)) {
        missing.push(read.path);
        continue;
      }
      let paths = [read.path];
      if (read.kind === 'detail') {
        const own = (await a.request('GET', listPathFor(read.path))).body;
        const foreign = (await orgB.api.request('GET', listPathFor(read.path))).body;
        const ids = Array.isArray(own) ? own.map((r) => r.id) : [];
        const fill = (id) => read.path.replace(`{${read.param}}`, encodeURIComponent(id));
        paths = [...ids.slice(0, 5), ...ids.slice(-3), Array.isArray(foreign) && foreign[0] ? foreign[0].id : 999_999, 2_147_483_000].map(fill);
      }
      for (const path of paths) {
        const [p, b] = await Promise.all([fetchText(baseUrl + path, a.cookieHeader), fetchText(baselineUrl + path, a.cookieHeader)]);
        // error answers: the same status is enough (their texts are the product's own)
        const same = p.status === b.status && (p.status >= 400 || p.text === b.text) && p.total === b.total;
        if (!same) {
          failed++;
          console.log(`DIFFERS GET ${path}: ${p.status} vs ${b.status}, ${p.text.length} vs ${b.text.length} bytes${p.total !== b.total ? `, X-Total-Count ${p.total} vs ${b.total}` : ''}`);
          if (p.status < 400 && b.status < 400) console.log(`      ${firstDifference(p.text, b.text)}`);
        } else console.log(`same    GET ${path}: ${p.status}, ${p.text.length} bytes`);
      }
    }
    if (missing.length) console.log(`\nno baseline (the bench shows n/a): ${missing.join(', ')}`);
    console.log(failed ? `\n${failed} answers differ` : '\nevery compared answer is the same');
  } finally {
    for (const p of procs.reverse()) await p.stop();
    await db.drop();
    await clearRedisPrefix(prefix);
  }
  if (failed) process.exitCode = 1;
}

main().catch((err) => {
  log(`could not check: ${err.stack ?? err}`);
  process.exitCode = 1;
});
