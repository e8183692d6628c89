// Pushes to email services: what running a push as a job costs over the service's own latency. The
// built API (backend/dist/main.js, jobs on Redis in the API process) pushes a saved campaign to
// local fakes of Klaviyo and Mailchimp that answer every call after a fixed latency. A push makes
// several calls (Klaviyo: template, campaign, message, template assignment; Mailchimp: campaign,
// content), some of them side by side, so its overhead is its time from the request that starts
// it to the job's `completed` event, minus the latency of the calls it made one after another
// (the longest chain of calls each received by the fake after the previous one was answered;
// when every call runs after the previous one, that is all of them). Measured on repeated pushes
// of the same campaign (the update path, after a first push made the remote objects). The
// overhead includes building the campaign's email (the export the push sends), also timed alone.
import { performance } from 'node:perf_hooks';
import { join } from 'node:path';
import { startFakeKlaviyo } from '../../backend/test/support/fake-klaviyo.ts';
import { startFakeMailchimp } from '../../backend/test/support/fake-mailchimp.ts';
import { freePort, startNode, waitForHttp } from './procs.mjs';
import { ApiClient } from './seed.mjs';

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/**
 * How many of `calls` ran one after another: the longest chain of calls each of which the fake
 * received after it had answered the previous one (the fake keeps `receivedAt` and `answeredAt`).
 * Calls that overlapped count once; the push waited for the service's latency that many times.
 */
export function sequentialCalls(calls) {
  const answered = calls.filter((c) => c.answeredAt !== undefined).sort((a, b) => a.answeredAt - b.answeredAt);
  let chain = 0;
  let free = -Infinity;
  for (const c of answered) {
    if (c.receivedAt < free) continue;
    chain += 1;
    free = c.answeredAt;
  }
  return chain;
}

/** Starts a push and reads the job's event stream until it completes; returns the elapsed ms. */
async function timedPush(api, baseUrl, campaignId, body) {
  const t0 = performance.now();
  const { jobId } = await api.must('POST', `/api/campaigns/${campaignId}/push`, body);
  const res = await fetch(`${baseUrl}/api/jobs/${encodeURIComponent(jobId)}/events`, { headers: { accept: 'text/event-stream', cookie: api.cookieHeader } });
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    text += decoder.decode(value, { stream: true });
    if (/"state":"completed"/.test(text)) {
      const elapsed = performance.now() - t0;
      await reader.cancel();
      return elapsed;
    }
    if (/"state":"failed"/.test(text)) throw new Error(`push failed: ${text}`);
  }
  throw new Error(`the job's events ended without completing: ${text}`);
}

export async function measurePushJobs({ root, dbUrl, redisUrl, queuePrefix, sessionSecret, latencyMs, pushes = 30, log = () => {} }) {
  const cleanup = [];
  try {
    const klaviyo = await startFakeKlaviyo({ latencyMs });
    const mailchimp = await startFakeMailchimp({ latencyMs });
    cleanup.push(() => klaviyo.close(), () => mailchimp.close());
    const port = await freePort();
    const api = startNode(join(root, 'backend/dist/main.js'), {
      cwd: root,
      name: 'push-api',
      env: {
        NODE_ENV: 'production',
        PORT: String(port),
        DATABASE_URL: dbUrl,
        REDIS_URL: redisUrl,
        QUEUE_PREFIX: queuePrefix,
        SESSION_SECRET: sessionSecret,
        LOG_LEVEL: 'warn',
        CONNECTIONS_ENCRYPTION_KEY: Buffer.alloc(32, 3).toString('base64'),
        KLAVIYO_BASE_URL: klaviyo.url,
        MAILCHIMP_BASE_URL: mailchimp.url,
      },
    });
    cleanup.push(() => api.stop());
    const baseUrl = `http://127.0.0.1:${port}`;
    await waitForHttp(`${baseUrl}/api/health`, { proc: api });

    const client = new ApiClient(baseUrl);
    const email = `push-${Date.now()}@bench.example.com`;
    const password = 'bench-password-1';
    await client.must('POST', '/api/auth/register', { firstName: 'Bench', lastName: 'Push', email, password, confirmPassword: password, pendingSetup: true });
    await client.must('POST', '/api/auth/login', { email, password });
    await client.must('POST', '/api/organizations', { name: 'Bench push' });
    let modules = [];
    for (let i = 0; i < 100 && modules.length < 6; i++) {
      modules = await client.must('GET', '/api/modules');
      if (modules.length < 6) await new Promise((r) => setTimeout(r, 200));
    }
    const instances = modules.map((m, i) => ({ instanceId: `instance-${m.id}-${Date.now()}-bench${i}`, moduleId: m.id }));
    const campaign = await client.must('POST', '/api/campaigns', { name: 'Bench push', subject: 'Spring teas are here', previewText: 'First flush, this week only.', moduleInstances: instances, content: {} });
    await client.must('PUT', '/api/connections/klaviyo', { apiKey: klaviyo.apiKey });
    await client.must('PUT', '/api/connections/mailchimp', { apiKey: mailchimp.apiKey });

    // The push builds the campaign's email (the export) before it calls the service: timed on its own too.
    const exports = [];
    for (let i = 0; i < 13; i++) {
      const t0 = performance.now();
      await client.must('GET', `/api/campaigns/${campaign.id}/export`);
      if (i >= 3) exports.push(performance.now() - t0);
    }
    exports.sort((a, b) => a - b);
    const exportP50 = percentile(exports, 50);

    const results = {};
    for (const [service, fake, body] of [
      ['klaviyo', klaviyo, { service: 'klaviyo', audienceId: 'LstNews1' }],
      ['mailchimp', mailchimp, { service: 'mailchimp', audienceId: 'a1b2c3d4e5', fromName: 'Bench', replyTo: 'bench@example.com' }],
    ]) {
      log(`push jobs: ${service}, fake answering after ${latencyMs} ms; a first push, then ${pushes} updates`);
      await timedPush(client, baseUrl, campaign.id, body); // makes the remote objects
      for (let i = 0; i < 3; i++) await timedPush(client, baseUrl, campaign.id, body); // warm-up
      const overheads = [];
      const totals = [];
      let calls = 0;
      let sequential = 0;
      for (let i = 0; i < pushes; i++) {
        const before = fake.calls.length;
        const elapsed = await timedPush(client, baseUrl, campaign.id, body);
        const made = fake.calls.slice(before);
        calls = made.length;
        sequential = sequentialCalls(made);
        totals.push(elapsed);
        overheads.push(elapsed - sequential * latencyMs);
      }
      overheads.sort((a, b) => a - b);
      totals.sort((a, b) => a - b);
      results[service] = {
        pushes,
        callsPerPush: calls,
        sequentialCallsPerPush: sequential,
        p50: percentile(totals, 50),
        overheadP50: percentile(overheads, 50),
        overheadP99: percentile(overheads, 99),
      };
      if (fake.sendCalls.length) throw new Error(`${service}: a send or schedule endpoint was called`);
    }
    return { serviceLatencyMs: latencyMs, modules: instances.length, exportP50, ...results };
  } finally {
    while (cleanup.length) await cleanup.pop()().catch(() => undefined);
  }
}

/** Table rows for the report. */
export function pushJobsRows(p, t, { ms, mark }) {
  const rows = [];
  for (const [service, name] of [
    ['klaviyo', 'Klaviyo'],
    ['mailchimp', 'Mailchimp'],
  ]) {
    const r = p[service];
    if (!r) continue;
    const chain = r.sequentialCallsPerPush ?? r.callsPerPush;
    const calls = chain === r.callsPerPush ? `${r.callsPerPush} calls of ${p.serviceLatencyMs} ms` : `${r.callsPerPush} calls of ${p.serviceLatencyMs} ms, ${chain} one after another`;
    rows.push([`${name} push (${calls}), request to completed, p50`, `${ms(r.p50)} ms`, '', '']);
    rows.push([`${name} push job overhead over the service's latency, p50`, `${ms(r.overheadP50)} ms`, `<= ${t.overheadP50MaxMs} ms`, mark(r.overheadP50, { max: t.overheadP50MaxMs })]);
    rows.push([`${name} push job overhead, p99`, `${ms(r.overheadP99)} ms`, '', '']);
  }
  if (p.exportP50 !== undefined) rows.push([`of which: building the email (GET export, ${p.modules} modules), p50`, `${ms(p.exportP50)} ms`, '', '']);
  return rows;
}
