// The screens on a real network: each opened cold in Chromium with the DevTools protocol's network
// emulation (10 Mbit/s down, 5 Mbit/s up, 40 ms round trip), with the bytes that crossed the wire
// (code and data apart) and the number of requests; and the history grown tenfold in SQL (copies
// of the seeded concepts and campaigns, dated a year further back per copy) to see how the cost of
// a screen follows the size of the history.
import pg from 'pg';
import { chromium } from '@playwright/test';
import { BROWSER_PATH, CHROMIUM_ARGS, login } from './frontend.mjs';

/** The emulated link: an office or home connection. */
export const LINK = { downloadMbit: 10, uploadMbit: 5, rttMs: 40 };

const CONDITIONS = {
  offline: false,
  latency: LINK.rttMs,
  downloadThroughput: (LINK.downloadMbit * 1_000_000) / 8,
  uploadThroughput: (LINK.uploadMbit * 1_000_000) / 8,
};

/**
 * Each screen: where it is, and when it is interactive (its main content is on the page and
 * takes input). `ready` runs in the page on every DOM change.
 */
export function screens({ marker, largeCampaignId, instances }) {
  return [
    { name: 'login', path: '/auth/login', signedIn: false, ready: () => !!document.querySelector('input[type=password]') && !!document.querySelector('button[type=submit]') },
    {
      name: '/modules',
      path: '/modules',
      ready: (m) => !!document.body && document.body.textContent.includes(m),
      arg: marker,
    },
    {
      name: '/email-concepts',
      path: '/email-concepts',
      ready: () => !!document.body && document.body.textContent.includes(' concepts selected') && !!document.querySelector('button[aria-label^="Show "]'),
    },
    {
      name: '/content-calendar',
      path: '/content-calendar',
      ready: () =>
        document.querySelectorAll('[data-testid="calendar-week"]').length >= 6 &&
        [...document.querySelectorAll('button')].some((b) => b.textContent.trim() === 'Previous Weeks'),
    },
    {
      name: '/campaigns',
      path: '/campaigns',
      ready: () => [...document.querySelectorAll('p')].some((p) => /^[\d,]+–[\d,]+ of [\d,]+$/.test(p.textContent)) && document.querySelectorAll('tbody tr').length > 0,
    },
    {
      name: `campaign form (${instances} instances)`,
      path: `/campaigns/edit/${largeCampaignId}`,
      ready: (n) =>
        document.querySelectorAll('[data-testid="instance-card"]').length === n &&
        document.querySelectorAll('[data-testid="field-content"]').length >= n &&
        document.querySelector('[data-testid="email-preview-frame"]')?.contentDocument?.querySelectorAll('.mp-email > [data-instance]').length === n,
      arg: instances,
    },
  ];
}

const CODE_TYPES = new Set(['Document', 'Script', 'Stylesheet', 'Font', 'Image', 'Manifest', 'Other']);

/** One cold open of one screen on the emulated link. */
async function openOnce(browser, baseURL, user, screen) {
  const context = await browser.newContext();
  if (screen.signedIn !== false) await login(context, baseURL, user);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', CONDITIONS);
  const requests = new Map();
  cdp.on('Network.responseReceived', (e) => {
    const r = requests.get(e.requestId) ?? {};
    r.url = e.response.url;
    r.type = e.type;
    r.encoding = e.response.headers['content-encoding'] ?? e.response.headers['Content-Encoding'] ?? '';
    r.status = e.response.status;
    requests.set(e.requestId, r);
  });
  cdp.on('Network.loadingFinished', (e) => {
    const r = requests.get(e.requestId) ?? {};
    r.bytes = e.encodedDataLength;
    requests.set(e.requestId, r);
  });
  await page.goto(`${baseURL}${screen.path}`, { waitUntil: 'commit' });
  await page.waitForFunction(screen.ready, screen.arg, { timeout: 60_000, polling: 'raf' });
  const interactive = await page.evaluate(() => performance.now());
  const fcp = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null);
  // what the screen pulls after it shows (lazy chunks, a second page of data) belongs to it too
  await new Promise((r) => setTimeout(r, 1500));
  await context.close();
  const all = [...requests.values()].filter((r) => r.url && r.bytes !== undefined && !r.url.startsWith('data:'));
  const isData = (r) => new URL(r.url).pathname.startsWith('/api/');
  const data = all.filter(isData);
  const code = all.filter((r) => !isData(r) && CODE_TYPES.has(r.type ?? 'Other'));
  const sum = (xs) => xs.reduce((a, r) => a + r.bytes, 0);
  const largestData = data.reduce((best, r) => (r.bytes > (best?.bytes ?? -1) ? r : best), null);
  return {
    interactiveMs: Math.round(interactive),
    fcpMs: fcp === null ? null : Math.round(fcp),
    requests: all.length,
    codeBytes: sum(code),
    dataBytes: sum(data),
    largestData: largestData ? { path: new URL(largestData.url).pathname + new URL(largestData.url).search, bytes: largestData.bytes, encoding: largestData.encoding } : null,
    uncompressed: all.filter((r) => r.bytes > 1400 && !r.encoding && r.status === 200).map((r) => new URL(r.url).pathname),
  };
}

const median = (xs) => {
  const s = xs.filter((x) => typeof x === 'number').sort((a, b) => a - b);
  if (!s.length) return null;
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

/** Medians of `runs` cold opens of every screen. */
export async function measureScreensOnLink({ baseURL, user, marker, largeCampaignId, instances = 12, runs = 3, executablePath = BROWSER_PATH, log = () => {} }) {
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  const out = {};
  try {
    for (const screen of screens({ marker, largeCampaignId, instances })) {
      const samples = [];
      for (let i = 0; i < runs; i++) samples.push(await openOnce(browser, baseURL, user, screen));
      const last = samples[samples.length - 1];
      out[screen.name] = {
        interactiveMs: median(samples.map((s) => s.interactiveMs)),
        fcpMs: median(samples.map((s) => s.fcpMs)),
        requests: median(samples.map((s) => s.requests)),
        codeBytes: median(samples.map((s) => s.codeBytes)),
        dataBytes: median(samples.map((s) => s.dataBytes)),
        largestData: last.largestData,
        uncompressed: last.uncompressed,
      };
      log(`${screen.name}: interactive ${out[screen.name].interactiveMs} ms, code ${out[screen.name].codeBytes} B, data ${out[screen.name].dataBytes} B, ${out[screen.name].requests} requests`);
    }
  } finally {
    await browser.close();
  }
  return out;
}

/**
 * Grows organization `organizationId`'s history to about `target` concepts and campaigns by
 * copying its rows in SQL, each copy dated `k` years earlier (the screens then show today's weeks
 * and newest campaigns among ten years of history, as a long-time customer's would).
 */
export async function growHistory(dbUrl, organizationId, target) {
  const client = new pg.Client({ connectionString: dbUrl });
  await client.connect();
  try {
    const columns = async (table) =>
      (await client.query(`select column_name from information_schema.columns where table_name = $1 and column_name <> 'id' order by ordinal_position`, [table])).rows.map((r) => r.column_name);
    const copy = async (table, shifts) => {
      const cols = await columns(table);
      const { rows } = await client.query(`select count(*)::int as n from ${table} where organization_id = $1`, [organizationId]);
      const base = rows[0].n;
      if (!base) return 0;
      const copies = Math.max(0, Math.ceil(target / base) - 1);
      for (let k = 1; k <= copies; k++) {
        const select = cols.map((c) => (shifts[c] ? shifts[c](k) : `"${c}"`)).join(', ');
        await client.query(
          `insert into ${table} (${cols.map((c) => `"${c}"`).join(', ')}) select ${select} from ${table} where organization_id = $1 and id in (select id from ${table} where organization_id = $1 order by id limit $2)`,
          [organizationId, base],
        );
      }
      await client.query(`analyze ${table}`);
      return (await client.query(`select count(*)::int as n from ${table} where organization_id = $1`, [organizationId])).rows[0].n;
    };
    const years = (col) => (k) => `"${col}" - interval '${k} years'`;
    const concepts = await copy('email_concepts', {
      created_at: years('created_at'),
      scheduled_date: (k) => `("scheduled_date" - interval '${k} years')::date`,
      generation_id: () => 'gen_random_uuid()::varchar',
      campaign_id: () => 'null',
    });
    const campaigns = await copy('campaigns', { created_at: years('created_at'), updated_at: years('updated_at') });
    return { concepts, campaigns };
  } finally {
    await client.end();
  }
}
