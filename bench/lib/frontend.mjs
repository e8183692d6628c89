// Front-end figures from what Debian's Chromium actually fetched and painted.
//  - shell first load: static bytes (gzip) fetched for /auth/login until the login form rendered;
//  - per remote: static bytes its route adds when reached from a shell-only page (/anthropic-test)
//    through the sidebar;
//  - login first contentful paint, and the time a logged-in user waits for /modules to show its
//    modules on a cold cache: the median of several fresh browser contexts;
//  - /email-concepts with the seeded concepts (2,000): when its category cards are shown (their
//    counts read), and when a click on a card made at that moment has read and rendered the first
//    page of its concepts (interactive), cold cache.
//  - /campaigns with the seeded campaigns (2,000): first page of rows shown, and a 'next page'
//    click made at that moment answered (interactive), cold cache; and the campaign form of 12
//    module instances: main-thread CPU per keystroke (measureCampaignsFrontend).
import { execFileSync } from 'node:child_process';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '../../libs/shared/dist/index.js';
import { existsSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS } from '@mailplan/tools/browser/chromium-args.mjs';

/**
 * The browser the figures are measured in: CHROMIUM_PATH, else Debian's Chromium headless shell
 * (`chromium-headless-shell`, the same Chromium build) when it is installed, else Debian's
 * Chromium. Chromium itself, run headless, starts its window's own WebUI renderers (the omnibox
 * popup) with every new browser context, and on 2 cores they compete with the page for the CPU:
 * see "Which browser" in bench/README.md.
 */
export const BROWSER_PATH =
  process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium-headless-shell') ? '/usr/bin/chromium-headless-shell' : '/usr/bin/chromium');

/** `Chromium 156.0.8078.79 …` of the browser at `path`, for the results. */
export function browserVersion(path = BROWSER_PATH) {
  try {
    return execFileSync(path, ['--version'], { stdio: ['ignore', 'pipe', 'ignore'] }).toString().trim().split('\n').pop();
  } catch {
    return null;
  }
}

export { CHROMIUM_ARGS };

export const REMOTE_ROUTES = [
  { remote: 'mfe_campaigns', link: 'Modules', path: '/modules' },
  { remote: 'mfe_strategy', link: 'Brand Settings', path: '/brand-settings' },
  { remote: 'mfe_calendar', link: 'Content Calendar', path: '/content-calendar' },
];

// Records (in page time) when the login form and when a given text first appear.
const MARKERS = `
  (() => {
    const want = window.localStorage.getItem('__bench_text');
    const check = () => {
      if (window.__loginForm === undefined && document.querySelector('input[type=password]')) window.__loginForm = performance.now();
      if (want && window.__text === undefined && document.body && document.body.textContent.includes(want)) window.__text = performance.now();
    };
    new MutationObserver(check).observe(document, { subtree: true, childList: true, characterData: true });
  })();
`;

const median = (xs) => {
  const s = xs.filter((x) => typeof x === 'number').sort((a, b) => a - b);
  if (!s.length) return null;
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

const isApi = (url) => new URL(url).pathname.startsWith('/api/');

/** Every response of the page with its body's gzip size and the transfer size the browser saw. */
function recordResponses(page) {
  const seen = [];
  page.on('requestfinished', async (request) => {
    const entry = { url: request.url(), at: Date.now(), gzip: 0, raw: 0, transfer: 0 };
    seen.push(entry);
    try {
      const response = await request.response();
      if (!response) return;
      const body = await response.body();
      entry.status = response.status();
      entry.raw = body.length;
      entry.gzip = body.length ? gzipSync(body).length : 0;
      const sizes = await request.sizes();
      entry.transfer = sizes.responseBodySize + sizes.responseHeadersSize;
    } catch {
      // redirects and aborted requests have no body
    }
  });
  return seen;
}

async function settle(seen, quietMs = 600, maxMs = 15_000) {
  const start = Date.now();
  let count = -1;
  let since = Date.now();
  while (Date.now() - start < maxMs) {
    await new Promise((r) => setTimeout(r, 100));
    if (seen.length !== count) {
      count = seen.length;
      since = Date.now();
    } else if (Date.now() - since >= quietMs) break;
  }
  // bodies are read asynchronously
  await new Promise((r) => setTimeout(r, 200));
}

const sum = (entries, key) => entries.reduce((acc, e) => acc + (e[key] ?? 0), 0);

/** Signs the browser context in as `user` through the API (its session cookie then goes with every page). */
export async function login(context, baseURL, user) {
  const res = await context.request.post(`${baseURL}/api/auth/login`, {
    headers: { [CSRF_HEADER]: CSRF_HEADER_VALUE, 'content-type': 'application/json' },
    data: { email: user.email, password: user.password },
  });
  if (!res.ok()) throw new Error(`login for the browser failed: ${res.status()} ${await res.text()}`);
}

/** A new browser context (so a cold cache) signed in as `user`, running `initScript` in every page it opens, and its page. */
async function signedInPage(browser, baseURL, user, initScript) {
  const context = await browser.newContext();
  await login(context, baseURL, user);
  if (initScript) await context.addInitScript(initScript);
  return { context, page: await context.newPage() };
}

export async function firstLoad(browser, baseURL) {
  const context = await browser.newContext();
  await context.addInitScript(MARKERS);
  const page = await context.newPage();
  const seen = recordResponses(page);
  await page.goto(`${baseURL}/auth/login`);
  await page.waitForSelector('input[type=password]', { timeout: 20_000 });
  await settle(seen);
  const timing = await page.evaluate(() => ({
    form: window.__loginForm,
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
    fp: performance.getEntriesByName('first-paint')[0]?.startTime ?? null,
    resources: performance.getEntriesByType('resource').map((r) => ({ name: r.name, end: r.responseEnd })),
  }));
  const ends = new Map(timing.resources.map((r) => [r.name, r.end]));
  const statics = seen.filter((e) => !isApi(e.url));
  // the document has no resource entry: it always counts
  const beforeRender = statics.filter((e) => !ends.has(e.url) || ends.get(e.url) <= timing.form);
  await context.close();
  return {
    fcp: timing.fcp,
    fp: timing.fp,
    formVisible: timing.form,
    beforeRenderGzip: sum(beforeRender, 'gzip'),
    beforeRenderFiles: beforeRender.map((e) => ({ url: new URL(e.url).pathname, gzip: e.gzip })),
    untilIdleGzip: sum(statics, 'gzip'),
    untilIdleTransfer: sum(statics, 'transfer'),
  };
}

export async function remoteRoute(browser, baseURL, user, route) {
  const { context, page } = await signedInPage(browser, baseURL, user);
  const seen = recordResponses(page);
  await page.goto(`${baseURL}/anthropic-test`);
  await page.getByRole('link', { name: route.link }).first().waitFor({ timeout: 20_000 });
  await settle(seen);
  const mark = seen.length;
  await page.getByRole('link', { name: route.link }).first().click();
  await page.waitForURL(`**${route.path}`);
  await settle(seen, 1000);
  const added = seen.slice(mark);
  const statics = added.filter((e) => !isApi(e.url));
  const api = added.filter((e) => isApi(e.url));
  const shellLayout = seen.slice(0, mark).filter((e) => !isApi(e.url));
  await context.close();
  return {
    ...route,
    addedGzip: sum(statics, 'gzip'),
    addedFiles: statics.map((e) => ({ url: new URL(e.url).pathname, gzip: e.gzip })),
    apiGzip: sum(api, 'gzip'),
    shellLoggedInGzip: sum(shellLayout, 'gzip'),
  };
}

export async function modulesShown(browser, baseURL, user, marker) {
  const { context, page } = await signedInPage(browser, baseURL, user, `window.localStorage.setItem('__bench_text', ${JSON.stringify(marker)});\n${MARKERS}`);
  await page.goto(`${baseURL}/modules`);
  await page.waitForFunction(() => window.__text !== undefined, null, { timeout: 20_000 });
  const t = await page.evaluate(() => window.__text);
  await context.close();
  return t;
}

// On /email-concepts: when the category cards are on screen (the footer's 'N of M concepts
// selected' is there once the counts per category are read), and when a click on the first card's
// toggle, made at that moment, has read and rendered the first page of its concepts: the page is
// then interactive.
const CONCEPTS_MARKERS = `
  (() => {
    let clicked = false;
    const check = () => {
      if (!document.body) return;
      if (window.__conceptCards === undefined && document.body.textContent.includes(' concepts selected')) {
        window.__conceptCards = performance.now();
      }
      if (window.__conceptCards !== undefined && !clicked) {
        const toggle = document.querySelector('button[aria-label="Show Product Spotlight concepts"]');
        if (toggle) {
          clicked = true;
          toggle.click();
        }
      }
      if (clicked && window.__conceptRows === undefined && document.querySelector('[data-testid="concept-row"]')) {
        window.__conceptRows = performance.now();
      }
    };
    new MutationObserver(check).observe(document, { subtree: true, childList: true, characterData: true });
  })();
`;

/**
 * A signed-in user opening /email-concepts with a cold cache: cards shown, and a first click
 * answered; then a select toggle while the server holds back its answer: how long until the
 * footer's count shows it.
 */
export async function conceptsInteractive(browser, baseURL, user, { holdMs = 1500 } = {}) {
  const { context, page } = await signedInPage(browser, baseURL, user, CONCEPTS_MARKERS);
  const seen = recordResponses(page);
  await page.goto(`${baseURL}/email-concepts`);
  await page.waitForFunction(() => window.__conceptRows !== undefined, null, { timeout: 30_000 });
  const t = await page.evaluate(() => ({ cards: window.__conceptCards, rows: window.__conceptRows }));
  await settle(seen, 300, 5000);
  // the concept data the screen read up to then: the counts and the opened category's first page
  // (before the reads were bounded by the screen, the one whole list)
  const reads = seen.filter((e) => new URL(e.url).pathname.startsWith('/api/email-concepts'));
  const list = reads.length
    ? { gzip: reads.reduce((n, e) => n + e.gzip, 0), raw: reads.reduce((n, e) => n + e.raw, 0) }
    : undefined;
  const concepts = await page.evaluate(() => document.querySelector('[data-testid="selected-count"]')?.textContent ?? '');
  // a select toggle, the server's answer held back: how long until the footer's count changes
  let answeredAt;
  await page.route('**/api/email-concepts/*', async (route) => {
    if (route.request().method() !== 'PATCH') return route.continue();
    await new Promise((r) => setTimeout(r, holdMs));
    await route.continue();
    answeredAt = await page.evaluate(() => performance.now()).catch(() => null);
  });
  const toggle = await page.evaluate(
    () =>
      new Promise((resolve) => {
        const footer = document.querySelector('[data-testid="selected-count"]');
        const before = footer.textContent;
        const input = document.querySelector('[data-testid="concept-row"] input[type="checkbox"]:not(:disabled)');
        const t0 = performance.now();
        new MutationObserver((_, observer) => {
          if (footer.textContent !== before) {
            observer.disconnect();
            resolve({ ms: performance.now() - t0, at: performance.now() });
          }
        }).observe(footer, { subtree: true, childList: true, characterData: true });
        input.click();
      }),
  );
  const deadline = Date.now() + holdMs + 5000;
  while (answeredAt === undefined && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
  await context.close();
  return {
    ...t,
    listGzip: list?.gzip ?? null,
    listRaw: list?.raw ?? null,
    dataReads: reads.map((e) => new URL(e.url).pathname + new URL(e.url).search),
    footer: concepts,
    toggleMs: toggle.ms,
    toggleBeforeAnswer: typeof answeredAt === 'number' && toggle.at < answeredAt,
  };
}

// On /content-calendar: when the six weeks are shown, and when a click on 'Previous Weeks', made by
// a script in the page at that moment, has shown the earlier weeks (interactive).
const CALENDAR_MARKERS = `
  (() => {
    let clicked = false;
    let first;
    const weeks = () => document.querySelectorAll('[data-testid="calendar-week"]');
    const check = () => {
      if (!document.body) return;
      if (window.__calendarWeeks === undefined && weeks().length === 6 && document.body.textContent.includes('Email Content Calendar')) {
        window.__calendarWeeks = performance.now();
      }
      if (window.__calendarWeeks !== undefined && !clicked) {
        const previous = [...document.querySelectorAll('button')].find((b) => b.textContent.trim() === 'Previous Weeks');
        if (previous) {
          clicked = true;
          first = weeks()[0]?.getAttribute('aria-label');
          previous.click();
        }
      }
      if (clicked && window.__calendarInteractive === undefined && weeks().length === 6 && weeks()[0].getAttribute('aria-label') !== first) {
        window.__calendarInteractive = performance.now();
      }
    };
    new MutationObserver(check).observe(document, { subtree: true, childList: true, characterData: true, attributes: true, attributeFilter: ['aria-label'] });
  })();
`;

/**
 * Moves the first concept card of slot `from` (a week or a day) to the next slot with the keyboard
 * (Space, ArrowRight, Space) while the server holds back its answer to the change for `holdMs`:
 * how long after the drop key the card shows in its new slot, and whether that came before the
 * server's answer (the move is optimistic).
 */
async function timeKeyboardMove(page, slots, from, holdMs) {
  const cardEl = slots.nth(from).getByTestId('concept-card').first();
  const id = await cardEl.getAttribute('data-concept-id');
  const title = await cardEl.getAttribute('aria-label');
  const target = await slots.nth(from + 1).getAttribute('aria-label');
  let answeredAt;
  await page.route(`**/api/email-concepts/${id}`, async (route) => {
    if (route.request().method() !== 'PATCH') return route.continue();
    await new Promise((r) => setTimeout(r, holdMs));
    await route.continue();
    answeredAt = await page.evaluate(() => performance.now()).catch(() => null);
  });
  await page.evaluate(
    ({ id, target }) => {
      const inTarget = () => document.querySelector(`section[aria-label="${CSS.escape(target)}"] [data-testid="concept-card"][data-concept-id="${id}"]`);
      window.addEventListener('keydown', (e) => {
        if (e.code === 'Space' && window.__dropKey === undefined && window.__picked) window.__dropKey = performance.now();
        else if (e.code === 'Space') window.__picked = true;
      }, true);
      new MutationObserver(() => {
        if (window.__dropKey !== undefined && window.__dropShown === undefined && inTarget()) window.__dropShown = performance.now();
      }).observe(document, { subtree: true, childList: true });
    },
    { id, target },
  );
  await page.locator(`[data-testid="concept-card"][data-concept-id="${id}"]`).getByRole('button', { name: `Move ${title}`, exact: true }).focus();
  await page.keyboard.press('Space');
  await page.waitForTimeout(100);
  await page.keyboard.press('ArrowRight');
  await page.waitForTimeout(100);
  await page.keyboard.press('Space');
  await page.waitForFunction(() => window.__dropShown !== undefined, null, { timeout: 10_000 });
  const drop = await page.evaluate(() => ({ key: window.__dropKey, shown: window.__dropShown }));
  const deadline = Date.now() + holdMs + 5000;
  while (answeredAt === undefined && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
  return { dropMs: drop.shown - drop.key, beforeAnswer: typeof answeredAt === 'number' && drop.shown < answeredAt };
}

/**
 * A signed-in user opening /content-calendar with a cold cache: the weeks shown, a first click
 * answered; then a concept moved to the next week with the keyboard, while the server holds back
 * its answer to the change: how long after the drop the card shows in its new week.
 */
export async function calendarInteractive(browser, baseURL, user, { holdMs = 1500 } = {}) {
  const { context, page } = await signedInPage(browser, baseURL, user, CALENDAR_MARKERS);
  await page.goto(`${baseURL}/content-calendar`);
  await page.waitForFunction(() => window.__calendarInteractive !== undefined, null, { timeout: 30_000 });
  const t = await page.evaluate(() => ({ weeks: window.__calendarWeeks, interactive: window.__calendarInteractive }));
  // back to the current weeks, then a card of one week onto the next
  await page.getByRole('button', { name: 'Today' }).click();
  const weeks = page.getByTestId('calendar-week');
  let from = -1;
  for (let i = 0; i < 5 && from < 0; i++) if ((await weeks.nth(i).getByTestId('concept-card').count()) > 0) from = i;
  if (from < 0) {
    await context.close();
    return { ...t, dropError: 'no concept scheduled in the first five weeks shown' };
  }
  const drop = await timeKeyboardMove(page, weeks, from, holdMs);
  await context.close();
  return { ...t, ...drop };
}

// On /content-calendar?view=month: when the month's days are shown, and when a click on 'Previous
// Month', made by a script in the page at that moment, has shown the month before (interactive).
const CALENDAR_MONTH_MARKERS = `
  (() => {
    let clicked = false;
    let first;
    const grid = () => document.querySelector('[role="grid"][aria-label^="Month of "]');
    const check = () => {
      if (!document.body) return;
      const shown = grid();
      if (window.__monthShown === undefined && shown && shown.querySelectorAll('[data-testid="calendar-day"]').length >= 28) {
        window.__monthShown = performance.now();
      }
      if (window.__monthShown !== undefined && !clicked) {
        const previous = [...document.querySelectorAll('button')].find((b) => b.textContent.trim() === 'Previous Month');
        if (previous) {
          clicked = true;
          first = shown?.getAttribute('aria-label');
          previous.click();
        }
      }
      if (clicked && window.__monthInteractive === undefined && grid() && grid().getAttribute('aria-label') !== first) {
        window.__monthInteractive = performance.now();
      }
    };
    new MutationObserver(check).observe(document, { subtree: true, childList: true, characterData: true, attributes: true, attributeFilter: ['aria-label'] });
  })();
`;

/**
 * The month view (`/content-calendar?view=month`) with a cold cache: the month's days shown, a
 * first click answered; then a concept moved one day on with the keyboard while the server holds
 * back its answer: how long after the drop the card shows on its new day.
 */
export async function calendarMonthInteractive(browser, baseURL, user, { holdMs = 1500 } = {}) {
  const { context, page } = await signedInPage(browser, baseURL, user, CALENDAR_MONTH_MARKERS);
  await page.goto(`${baseURL}/content-calendar?view=month`);
  await page.waitForFunction(() => window.__monthInteractive !== undefined, null, { timeout: 30_000 });
  const t = await page.evaluate(() => ({ month: window.__monthShown, interactive: window.__monthInteractive }));
  await page.getByRole('button', { name: 'This Month' }).click();
  const days = page.getByTestId('calendar-day');
  const count = await days.count();
  let from = -1;
  // a day with a card whose next day is on the grid too
  for (let i = 0; i < count - 1 && from < 0; i++) if ((await days.nth(i).getByTestId('concept-card').count()) > 0) from = i;
  if (from < 0) {
    await context.close();
    return { ...t, dropError: 'no concept scheduled in the month shown' };
  }
  const drop = await timeKeyboardMove(page, days, from, holdMs);
  await context.close();
  return { ...t, ...drop };
}

/** Takes a measurement `runs` times, stopping at its first failure: the results, and that failure's first line. */
async function measureRuns(runs, measure) {
  const results = [];
  for (let i = 0; i < runs; i++) {
    try {
      results.push(await measure());
    } catch (err) {
      return { results, error: err.message.split('\n')[0] };
    }
  }
  return { results, error: undefined };
}

/** The figures `measureFrontend` can take, for `BENCH_FRONTEND_ONLY` (comma-separated). */
export const FRONTEND_FIGURES = ['shell', 'remotes', 'modules', 'concepts', 'calendar', 'calendar-month'];

/**
 * All front-end figures (or those named in `only`). `user` is a logged-in-able user whose
 * organization holds modules whose names contain `marker`.
 */
export async function measureFrontend({ baseURL, user, marker, runs = 5, executablePath = BROWSER_PATH, only = FRONTEND_FIGURES }) {
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  const want = (figure) => only.includes(figure);
  try {
    const loads = [];
    if (want('shell')) for (let i = 0; i < runs; i++) loads.push(await firstLoad(browser, baseURL));
    const remotes = [];
    for (const route of want('remotes') ? REMOTE_ROUTES : []) {
      try {
        remotes.push(await remoteRoute(browser, baseURL, user, route));
      } catch (err) {
        remotes.push({ ...route, error: err.message.split('\n')[0] });
      }
    }
    const repeat = (figure, measure) => measureRuns(want(figure) ? runs : 0, measure);
    const { results: shown, error: modulesError } = await repeat('modules', () => modulesShown(browser, baseURL, user, marker));
    const { results: concepts, error: conceptsError } = await repeat('concepts', () => conceptsInteractive(browser, baseURL, user));
    const { results: calendar, error: calendarError } = await repeat('calendar', () => calendarInteractive(browser, baseURL, user));
    const { results: month, error: monthError } = await repeat('calendar-month', () => calendarMonthInteractive(browser, baseURL, user));
    return {
      runs,
      calendarMonthShownMs: median(month.map((c) => c.month)),
      calendarMonthInteractiveMs: median(month.map((c) => c.interactive)),
      calendarMonthDropShownMs: median(month.map((c) => c.dropMs)),
      calendarMonthDropsBeforeAnswer: month.filter((c) => c.beforeAnswer).length,
      calendarMonthRuns: month,
      ...(monthError ? { calendarMonthError: monthError } : {}),
      calendarWeeksShownMs: median(calendar.map((c) => c.weeks)),
      calendarInteractiveMs: median(calendar.map((c) => c.interactive)),
      calendarDropShownMs: median(calendar.map((c) => c.dropMs)),
      calendarDropsBeforeAnswer: calendar.filter((c) => c.beforeAnswer).length,
      calendarRuns: calendar,
      ...(calendarError ? { calendarError } : {}),
      conceptsCardsShownMs: median(concepts.map((c) => c.cards)),
      conceptsInteractiveMs: median(concepts.map((c) => c.rows)),
      conceptsToggleMs: median(concepts.map((c) => c.toggleMs)),
      conceptsTogglesBeforeAnswer: concepts.filter((c) => c.toggleBeforeAnswer).length,
      conceptsRuns: concepts,
      ...(conceptsError ? { conceptsError } : {}),
      shellFirstLoadGzip: median(loads.map((l) => l.beforeRenderGzip)),
      shellFirstLoadFiles: loads[0]?.beforeRenderFiles ?? [],
      shellUntilIdleGzip: median(loads.map((l) => l.untilIdleGzip)),
      loginFirstContentfulPaintMs: median(loads.map((l) => l.fcp)),
      loginFirstPaintMs: median(loads.map((l) => l.fp)),
      loginFormVisibleMs: median(loads.map((l) => l.formVisible)),
      remotes,
      modulesShownMs: median(shown),
      modulesShownRuns: shown,
      ...(modulesError ? { modulesError } : {}),
    };
  } finally {
    await browser.close();
  }
}

// ---- The campaign screens with the seeded campaigns (2,000) ----------------------------------

// On /campaigns: when the table's first page of rows is on screen, and when a click on the
// pagination's next-page button, made by a script in the page at that very moment, has rendered
// the next page's rows (its first row is another campaign): the page is then interactive.
const CAMPAIGNS_MARKERS = `
  (() => {
    let clicked = false;
    let firstOnPage1;
    const firstName = () => document.querySelector('tr.mp-row td')?.textContent;
    const check = () => {
      if (!document.body) return;
      if (window.__campaignsPage === undefined && document.body.textContent.includes('Build emails from your modules')) {
        window.__campaignsPage = performance.now();
      }
      if (window.__campaignRows === undefined && document.querySelector('tr.mp-row')) {
        window.__campaignRows = performance.now();
        window.__campaignRowCount = document.querySelectorAll('tr.mp-row').length;
        firstOnPage1 = firstName();
      }
      if (window.__campaignRows !== undefined && !clicked) {
        const next = document.querySelector('button[aria-label="Go to next page"]');
        if (next && !next.disabled) {
          clicked = true;
          next.click();
        }
      }
      if (clicked && window.__campaignNextPage === undefined && document.querySelector('tr.mp-row') && firstName() !== firstOnPage1) {
        window.__campaignNextPage = performance.now();
        window.__campaignNextRowCount = document.querySelectorAll('tr.mp-row').length;
      }
    };
    new MutationObserver(check).observe(document, { subtree: true, childList: true, characterData: true });
  })();
`;

/** The browser's renderer processes (their ids are Linux process ids). */
async function rendererPids(browser) {
  const cdp = await browser.newBrowserCDPSession();
  try {
    const { processInfo } = await cdp.send('SystemInfo.getProcessInfo');
    return processInfo.filter((p) => p.type === 'renderer').map((p) => p.id);
  } finally {
    await cdp.detach();
  }
}

/**
 * CPU time (ms) a renderer's main thread has used: on Linux it has the process's id, and
 * /proc/<pid>/task/<pid>/schedstat counts its time on a CPU in nanoseconds (time spent waiting for
 * a core held by other work is not counted). null where /proc cannot be read.
 */
function mainThreadCpuMs(pid) {
  try {
    return Number(readFileSync(`/proc/${pid}/task/${pid}/schedstat`, 'utf8').split(' ')[0]) / 1e6;
  } catch {
    return null;
  }
}

/** Main-thread CPU time (ms) of each of the browser's renderers, by process id. */
async function rendererCpu(browser) {
  const out = new Map();
  for (const pid of await rendererPids(browser)) out.set(pid, mainThreadCpuMs(pid));
  return out;
}

/** Main-thread CPU the renderers used since `before` (renderers started since count whole). */
async function rendererCpuSince(browser, before) {
  let sum = 0;
  for (const [pid, ms] of await rendererCpu(browser)) {
    if (ms == null) return null;
    sum += ms - (before.get(pid) ?? 0);
  }
  return sum;
}

/** A signed-in user opening /campaigns with a cold cache: first page of rows shown, and a click on 'next page' answered. */
export async function campaignsInteractive(browser, baseURL, user) {
  const context = await browser.newContext();
  await login(context, baseURL, user);
  await context.addInitScript(CAMPAIGNS_MARKERS);
  const page = await context.newPage();
  const seen = recordResponses(page);
  const cpuBefore = await rendererCpu(browser);
  await page.goto(`${baseURL}/campaigns`);
  await page.waitForFunction(() => window.__campaignNextPage !== undefined, null, { timeout: 30_000 });
  // the renderers' main-thread CPU from the navigation until just after the figure (load-independent)
  const mainThreadCpuMs = await rendererCpuSince(browser, cpuBefore);
  const t = await page.evaluate(() => ({
    // the area's heading (its code has run; the list may still be loading)
    page: window.__campaignsPage,
    listRequest: performance.getEntriesByType('resource').find((r) => new URL(r.name).pathname === '/api/campaigns')?.startTime ?? null,
    listResponse: performance.getEntriesByType('resource').find((r) => new URL(r.name).pathname === '/api/campaigns')?.responseEnd ?? null,
    rows: window.__campaignRows,
    rowCount: window.__campaignRowCount,
    nextPage: window.__campaignNextPage,
    nextRowCount: window.__campaignNextRowCount,
    url: location.pathname + location.search,
    displayed: [...document.querySelectorAll('p')].map((p) => p.textContent).find((t) => /^[\d,]+–[\d,]+ of [\d,]+$/.test(t)) ?? '',
  }));
  await settle(seen, 300, 5000);
  const list = seen.find((e) => new URL(e.url).pathname === '/api/campaigns');
  await context.close();
  return { ...t, mainThreadCpuMs, listGzip: list?.gzip ?? null, listRaw: list?.raw ?? null };
}

const percentile = (xs, p) => {
  const s = xs.filter((x) => typeof x === 'number').sort((a, b) => a - b);
  if (!s.length) return null;
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)];
};

const sleep = (msec) => new Promise((r) => setTimeout(r, msec));

/**
 * The page's main-thread times (ms) since `Performance.enable`, from the DevTools protocol (no
 * tracing): `cpu` is the thread's CPU time (ThreadTime), `task` the wall-clock length of its tasks
 * (TaskDuration, which also counts time the thread waited for a core held by other work, and for
 * the compositor), `script`, `layout` and `style` the parts of the tasks spent there.
 */
async function mainThreadTimes(cdp) {
  const { metrics } = await cdp.send('Performance.getMetrics');
  const get = (name) => (metrics.find((m) => m.name === name)?.value ?? 0) * 1000;
  return { cpu: get('ThreadTime'), task: get('TaskDuration'), script: get('ScriptDuration'), layout: get('LayoutDuration'), style: get('RecalcStyleDuration') };
}

const diff = (a, b) => Object.fromEntries(Object.keys(b).map((k) => [k, b[k] - a[k]]));

/**
 * Main-thread work per keystroke on /campaigns/edit/{id} (a campaign of 12 module instances, every
 * field filled): once the form, its preview and its checklist have loaded, click a field's text to
 * edit it, then type `text` one key at a time, `gapMs` apart (a quick typist, and time for the
 * deferred preview to follow), reading the page's main-thread times (`mainThreadTimes`) before each
 * key and after the last: each key's figure holds all the work it caused, in the page and its
 * preview frame (event handling, React's urgent and deferred renders, style, layout, paint). Keys
 * come from the DevTools protocol as real input events; nothing of Playwright runs in the page
 * meanwhile. The same reading over idle gaps before typing is kept as `idle` (the caret's blink
 * and the protocol's own reads).
 */
export async function campaignKeystrokes(browser, baseURL, user, campaignId, { instances = 12, field = 'body_copy', card = 5, text = ' and a bamboo whisk.', gapMs = 250 } = {}) {
  const context = await browser.newContext();
  await login(context, baseURL, user);
  const page = await context.newPage();
  const seen = recordResponses(page);
  await page.goto(`${baseURL}/campaigns/edit/${campaignId}`);
  const cards = page.locator('[data-testid="instance-card"]');
  await page.waitForFunction(
    (n) =>
      document.querySelectorAll('[data-testid="instance-card"]').length === n &&
      document.querySelectorAll('[data-testid="field-content"]').length >= n &&
      document.querySelector('[data-testid="email-preview-frame"]')?.contentDocument?.querySelectorAll('.mp-email > [data-instance]').length === n,
    instances,
    { timeout: 30_000 },
  );
  // the checklist's first check (800 ms after the form opened) and the module reads have answered
  await settle(seen, 1000, 15_000);
  const target = cards.nth(card).locator(`[data-testid="field-content"][data-field="${field}"] > p`);
  const before = await target.textContent();
  await target.click();
  await page.waitForFunction((name) => document.activeElement?.getAttribute('data-field') === name, field, { timeout: 10_000 });
  await page.keyboard.press('Control+End');
  await sleep(1000);

  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  const idle = [];
  let mark = await mainThreadTimes(cdp);
  for (let i = 0; i < 3; i++) {
    await sleep(gapMs);
    const now = await mainThreadTimes(cdp);
    idle.push(diff(mark, now));
    mark = now;
  }
  const keys = [];
  for (const ch of text) {
    await page.keyboard.type(ch);
    await sleep(gapMs);
    const now = await mainThreadTimes(cdp);
    keys.push(diff(mark, now));
    mark = now;
  }
  await cdp.send('Performance.disable');

  // the keys reached the field, and the preview shows the text typed
  const check = await page.evaluate(
    ({ name, typed }) => {
      const input = document.activeElement;
      const frame = document.querySelector('[data-testid="email-preview-frame"]')?.contentDocument;
      return {
        fieldEndsWithText: input?.getAttribute('data-field') === name && input.value.endsWith(typed),
        previewShowsText: Boolean(frame?.body.textContent.includes(typed.trim())),
        cards: document.querySelectorAll('[data-testid="instance-card"]').length,
      };
    },
    { name: field, typed: text },
  );
  await context.close();
  if (!check.fieldEndsWithText) throw new Error(`the typed text did not reach the ${field} field`);
  if (!check.previewShowsText) throw new Error('the preview does not show the typed text');
  return { keys, idle, ...check, fieldBefore: before?.length ?? null };
}

/**
 * The subject line's inbox preview and lint as it is typed, on /campaigns/edit/{id} of the large
 * campaign (12 module instances): the selected subject is opened for editing and `text` typed one
 * key at a time, `gapMs` apart (no spaces: a trailing space changes no inbox row). For each key, the
 * time from its keydown event to the Gmail (web) row showing the typed subject (a MutationObserver
 * in the page; the lint renders with the rows), and the page's main-thread CPU over the key
 * (`mainThreadTimes`). Keys come from the DevTools protocol as real input events.
 */
export async function subjectTyping(browser, baseURL, user, campaignId, { instances = 12, text = '-slow-mornings-whisk', gapMs = 250 } = {}) {
  const context = await browser.newContext();
  await login(context, baseURL, user);
  const page = await context.newPage();
  const seen = recordResponses(page);
  await page.goto(`${baseURL}/campaigns/edit/${campaignId}`);
  await page.waitForFunction(
    (n) => document.querySelectorAll('[data-testid="instance-card"]').length === n && document.querySelectorAll('[data-testid="inbox-row"]').length === 6,
    instances,
    { timeout: 30_000 },
  );
  await settle(seen, 1000, 15_000);
  await page.getByRole('region', { name: 'Subject Line' }).getByRole('button', { name: 'Edit subject line' }).click();
  const input = page.getByRole('region', { name: 'Subject Line' }).getByRole('textbox');
  await input.press('End');
  await page.evaluate(() => {
    const field = document.activeElement;
    const row = () => document.querySelector('[data-testid="inbox-row"][data-client="gmailWeb"] [data-part="subject"]');
    const state = { key: 0, shown: [] };
    window.__subjectTyping = state;
    field.addEventListener('keydown', (e) => (state.key = e.timeStamp), true);
    new MutationObserver(() => {
      const expected = field.value.replace(/\s+/g, ' ').trim();
      if (state.key && row()?.textContent === expected) {
        state.shown.push(performance.now() - state.key);
        state.key = 0;
      }
    }).observe(document.querySelector('[aria-labelledby="inbox-preview-title"]'), { subtree: true, childList: true, characterData: true });
  });
  await sleep(500);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  const cpu = [];
  let mark = await mainThreadTimes(cdp);
  for (const ch of text) {
    await page.keyboard.type(ch);
    await sleep(gapMs);
    const now = await mainThreadTimes(cdp);
    cpu.push(now.cpu - mark.cpu);
    mark = now;
  }
  await cdp.send('Performance.disable');
  const shown = await page.evaluate(() => window.__subjectTyping.shown);
  const rowText = await page.locator('[data-testid="inbox-row"][data-client="gmailWeb"] [data-part="subject"]').textContent();
  await context.close();
  if (!rowText?.endsWith(text)) throw new Error('the inbox preview does not show the typed subject');
  return { shown, cpu, keys: text.length };
}

/**
 * The campaign screens' figures: /campaigns interactive (cold cache) and main-thread work per
 * keystroke on the form of `largeCampaignId`, `runs` fresh browser contexts each, with the
 * machine's 1-minute load average read after every run (other work shares the cores).
 */
export async function measureCampaignsFrontend({ baseURL, user, largeCampaignId, instances = 12, runs = 5, executablePath = BROWSER_PATH, loadavg }) {
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  const load = () => Math.round(loadavg()[0] * 100) / 100;
  try {
    const out = { runs, loadBefore: load() };
    const list = [];
    for (let i = 0; i < runs; i++) {
      try {
        list.push({ ...(await campaignsInteractive(browser, baseURL, user)), load: load() });
      } catch (err) {
        out.listError = err.message.split('\n')[0];
        break;
      }
    }
    Object.assign(out, {
      listPageShownMs: median(list.map((c) => c.page)),
      listMainThreadCpuMs: median(list.map((c) => c.mainThreadCpuMs)),
      listRowsShownMs: median(list.map((c) => c.rows)),
      listInteractiveMs: median(list.map((c) => c.nextPage)),
      listLoad: list.map((c) => c.load),
      listRuns: list,
    });
    const typing = [];
    for (let i = 0; i < runs; i++) {
      try {
        typing.push({ ...(await campaignKeystrokes(browser, baseURL, user, largeCampaignId, { instances })), load: load() });
      } catch (err) {
        out.keystrokeError = err.message.split('\n')[0];
        break;
      }
    }
    const subject = [];
    for (let i = 0; i < runs; i++) {
      try {
        subject.push({ ...(await subjectTyping(browser, baseURL, user, largeCampaignId, { instances })), load: load() });
      } catch (err) {
        out.subjectError = err.message.split('\n')[0];
        break;
      }
    }
    const shown = subject.flatMap((r) => r.shown);
    const subjectCpu = subject.flatMap((r) => r.cpu);
    Object.assign(out, {
      subjectKeys: subject.reduce((n, r) => n + r.keys, 0),
      subjectShownCount: shown.length,
      subjectShownMedianMs: median(shown),
      subjectShownP90Ms: percentile(shown, 90),
      subjectShownMaxMs: shown.length ? Math.max(...shown) : null,
      subjectCpuMedianMs: median(subjectCpu),
      subjectLoad: subject.map((r) => r.load),
      subjectRuns: subject,
    });
    const keys = (k) => typing.flatMap((r) => r.keys.map((x) => x[k]));
    const cpu = keys('cpu');
    const wall = keys('task');
    Object.assign(out, {
      keystrokeInstances: instances,
      keystrokeCount: cpu.length,
      // the figure held to the target: main-thread CPU per keystroke, over all runs' keys
      keystrokeMedianMs: median(cpu),
      keystrokeP90Ms: percentile(cpu, 90),
      keystrokeMaxMs: cpu.length ? Math.max(...cpu) : null,
      // the same keys' tasks in wall-clock time (longer when other work holds the cores)
      keystrokeTaskMedianMs: median(wall),
      keystrokeTaskP90Ms: percentile(wall, 90),
      keystrokeScriptMedianMs: median(keys('script')),
      keystrokeIdleMedianMs: median(typing.flatMap((r) => r.idle.map((x) => x.cpu))),
      keystrokeRunMedians: typing.map((r) => median(r.keys.map((x) => x.cpu))),
      keystrokeRunP90s: typing.map((r) => percentile(r.keys.map((x) => x.cpu), 90)),
      keystrokeLoad: typing.map((r) => r.load),
      keystrokeRuns: typing,
    });
    return out;
  } finally {
    await browser.close();
  }
}

/** Rows of the campaign screens' table: figure, target, mark and the load average during the runs. */
export function campaignsFrontendRows(c, targets, { ms, mark, seeded }) {
  const range = (xs) => (xs?.length ? `${Math.min(...xs).toFixed(2)}-${Math.max(...xs).toFixed(2)}` : '-');
  const rows = [];
  const lmax = targets.campaignsInteractiveMaxMs;
  const kmax = targets.campaignKeystrokeMaxMs;
  const label = seeded != null ? `${seeded} campaigns` : 'the seeded campaigns';
  if (c.listError) rows.push([`/campaigns with ${label}, cold cache`, 'error', c.listError, '', range(c.listLoad)]);
  else {
    const n = c.listRuns.length;
    rows.push([`/campaigns with ${label}, cold cache: heading shown, list still loading (median of ${n})`, `${ms(c.listPageShownMs)} ms`, '', '', range(c.listLoad)]);
    rows.push([`/campaigns: first page of rows shown (median)`, `${ms(c.listRowsShownMs)} ms`, '', '', range(c.listLoad)]);
    rows.push([`/campaigns: 'next page' clicked at that moment has rendered its rows (interactive, median)`, `${ms(c.listInteractiveMs)} ms`, lmax ? `<= ${lmax} ms` : '', mark(c.listInteractiveMs, { max: lmax }), range(c.listLoad)]);
    rows.push([`/campaigns: main-thread CPU from the navigation until then (median)`, `${ms(c.listMainThreadCpuMs)} ms`, '', '', range(c.listLoad)]);
  }
  if (c.keystrokeError) rows.push([`campaign form with ${c.keystrokeInstances ?? 12} modules, typing`, 'error', c.keystrokeError, '', range(c.keystrokeLoad)]);
  else {
    const n = `${c.keystrokeCount} keys, ${c.keystrokeRuns.length} runs`;
    rows.push([`campaign form with ${c.keystrokeInstances} modules: main-thread CPU per keystroke, median (${n})`, `${ms(c.keystrokeMedianMs)} ms`, kmax ? `<= ${kmax} ms` : '', mark(c.keystrokeMedianMs, { max: kmax }), range(c.keystrokeLoad)]);
    rows.push([`campaign form: main-thread CPU per keystroke, p90`, `${ms(c.keystrokeP90Ms)} ms`, kmax ? `<= ${kmax} ms` : '', mark(c.keystrokeP90Ms, { max: kmax }), range(c.keystrokeLoad)]);
    rows.push([`campaign form: main-thread CPU per keystroke, slowest`, `${ms(c.keystrokeMaxMs)} ms`, '', '', range(c.keystrokeLoad)]);
    rows.push([`campaign form: main-thread tasks per keystroke, wall clock, median / p90`, `${ms(c.keystrokeTaskMedianMs)} / ${ms(c.keystrokeTaskP90Ms)} ms`, '', '', range(c.keystrokeLoad)]);
    rows.push([`campaign form: main-thread CPU over the same gap without a key (median)`, `${ms(c.keystrokeIdleMedianMs)} ms`, '', '', range(c.keystrokeLoad)]);
  }
  const smax = targets.subjectLintMaxMs;
  if (c.subjectError) rows.push([`campaign form: subject typed to inbox preview and lint`, 'error', c.subjectError, '', range(c.subjectLoad)]);
  else if (c.subjectRuns) {
    const n = `${c.subjectShownCount} of ${c.subjectKeys} keys, ${c.subjectRuns.length} runs`;
    rows.push([`campaign form: subject key to inbox preview and lint shown, median (${n})`, `${ms(c.subjectShownMedianMs)} ms`, smax ? `<= ${smax} ms` : '', mark(c.subjectShownMedianMs, { max: smax }), range(c.subjectLoad)]);
    rows.push([`campaign form: subject key to inbox preview and lint shown, p90 / slowest`, `${ms(c.subjectShownP90Ms)} / ${ms(c.subjectShownMaxMs)} ms`, smax ? `<= ${smax} ms` : '', mark(c.subjectShownP90Ms, { max: smax }), range(c.subjectLoad)]);
    rows.push([`campaign form: main-thread CPU per subject key, median`, `${ms(c.subjectCpuMedianMs)} ms`, '', '', range(c.subjectLoad)]);
  }
  return rows;
}
