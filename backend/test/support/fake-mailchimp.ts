// A local fake of the part of the Mailchimp Marketing API (3.0) that the push uses: ping, the
// account root, lists, campaigns and their content. It keeps the bodies it was sent and what it
// holds, answers a wrong key 401 in Mailchimp's problem+json shape, can answer one 429 with
// Retry-After or fail a chosen call, and records any call to an action that sends, schedules or
// tests a campaign (none may happen). Every request is checked against Mailchimp's published
// contract (mailchimp-contract.ts): one Mailchimp would refuse gets Mailchimp's answer and is
// recorded in `violations`, which the tests assert stays empty. `GET /__fake/state` shows it all
// (the browser tests read it). Node-only imports and erasable TypeScript: Node runs this file as it is.
import { randomBytes } from 'node:crypto';
import { callLog, retryAfterHeader, ScriptedFailures, startFakeHttpService, type FakeCall, type FakeFailure, type FakeReply as Reply, type FakeViolation } from './fake-http-service.ts';
import { checkMailchimpRequest, mailchimpKeyOf } from './mailchimp-contract.ts';

export type MailchimpCall = FakeCall;

export interface MailchimpCampaign {
  id: string;
  web_id: number;
  type: string;
  status: string;
  recipients: { list_id: string };
  settings: { subject_line?: string; preview_text?: string; title?: string; from_name?: string; reply_to?: string };
  content: { html: string; plain_text: string } | null;
  create_time: string;
}

export type MailchimpFailure = FakeFailure;

export interface FakeMailchimpOptions {
  /** The only key accepted (HTTP basic auth, any user name). Its data centre does not matter here. */
  apiKey?: string;
  latencyMs?: number;
  port?: number;
}

export interface FakeMailchimp {
  readonly url: string;
  apiKey: string;
  latencyMs: number;
  readonly calls: MailchimpCall[];
  readonly campaigns: Map<string, MailchimpCampaign>;
  readonly lists: Array<{ id: string; name: string }>;
  /** Calls to actions that send, schedule or test a campaign (must stay empty). */
  readonly sendCalls: MailchimpCall[];
  /** Requests the real Mailchimp would refuse (must stay empty): each with the broken rule. */
  readonly violations: FakeViolation[];
  creates(): number;
  fail(failure: MailchimpFailure): void;
  reset(): void;
  state(): object;
  close(): Promise<void>;
}

const SEND_PATHS = /^\/3\.0\/campaigns\/[^/]+\/actions\/(send|schedule|test|resend|replicate)/;

function problem(status: number, title: string, detail: string) {
  return { type: 'https://mailchimp.com/developer/marketing/docs/errors/', title, status, detail, instance: randomBytes(16).toString('hex') };
}

export async function startFakeMailchimp(options: FakeMailchimpOptions = {}): Promise<FakeMailchimp> {
  const log = callLog(SEND_PATHS);
  const { calls, sendCalls, violations } = log;
  const campaigns = new Map<string, MailchimpCampaign>();
  const lists = [
    { id: 'a1b2c3d4e5', name: 'Aurora Tea subscribers' },
    { id: 'f6e7d8c9b0', name: 'Wholesale buyers' },
  ];
  const failures = new ScriptedFailures();
  let webIds = 100_000;

  const campaignJson = (c: MailchimpCampaign) => ({
    id: c.id,
    web_id: c.web_id,
    type: c.type,
    create_time: c.create_time,
    status: c.status,
    emails_sent: 0,
    send_time: '',
    content_type: 'html',
    recipients: { list_id: c.recipients.list_id, list_is_active: true, list_name: lists.find((l) => l.id === c.recipients.list_id)?.name ?? '', recipient_count: 0 },
    settings: c.settings,
  });
  const settingsOf = (s: Record<string, unknown> | undefined) => {
    const out: MailchimpCampaign['settings'] = {};
    for (const key of ['subject_line', 'preview_text', 'title', 'from_name', 'reply_to'] as const) if (typeof s?.[key] === 'string') out[key] = s[key] as string;
    return out;
  };

  function route(call: MailchimpCall): Reply {
    const { method, path, body } = call;
    let m: RegExpExecArray | null;
    if (method === 'GET' && path === '/3.0/ping') return { status: 200, json: { health_status: "Everything's Chimpy!" } };
    if (method === 'GET' && path === '/3.0') return { status: 200, json: { account_id: 'fakeacct', account_name: 'Aurora Tea', login_id: '1', email: 'owner@aurora.example.com' } };
    if (method === 'GET' && path === '/3.0/lists') return { status: 200, json: { lists: lists.map((l) => ({ id: l.id, name: l.name })), total_items: lists.length } };
    if (method === 'GET' && path === '/3.0/campaigns') {
      const rows = [...campaigns.values()].filter((c) => !call.query.status || c.status === call.query.status);
      return { status: 200, json: { campaigns: rows.map(campaignJson), total_items: rows.length } };
    }
    if (method === 'POST' && path === '/3.0/campaigns') {
      // the contract allows other types; the fake models the regular campaigns the product makes
      if (body.type !== 'regular') return { status: 400, json: problem(400, 'Invalid Resource', 'The fake models regular campaigns only.') };
      if (!lists.some((l) => l.id === body?.recipients?.list_id)) return { status: 400, json: problem(400, 'Invalid Resource', 'The resource submitted could not be validated. recipients.list_id: This list does not exist.') };
      const c: MailchimpCampaign = { id: randomBytes(5).toString('hex'), web_id: ++webIds, type: 'regular', status: 'save', recipients: { list_id: body.recipients.list_id }, settings: settingsOf(body.settings), content: null, create_time: new Date().toISOString() };
      campaigns.set(c.id, c);
      return { status: 200, json: campaignJson(c) };
    }
    if ((m = /^\/3\.0\/campaigns\/([^/]+)$/.exec(path))) {
      const c = campaigns.get(m[1]);
      if (!c) return { status: 404, json: problem(404, 'Resource Not Found', 'The requested resource could not be found.') };
      if (method === 'GET') return { status: 200, json: campaignJson(c) };
      if (method === 'PATCH') {
        if (c.status !== 'save') return { status: 400, json: problem(400, 'Bad Request', 'This campaign cannot be updated because it has already been sent or scheduled.') };
        if (body?.recipients?.list_id) {
          if (!lists.some((l) => l.id === body.recipients.list_id)) return { status: 400, json: problem(400, 'Invalid Resource', 'recipients.list_id: This list does not exist.') };
          c.recipients = { list_id: body.recipients.list_id };
        }
        c.settings = { ...c.settings, ...settingsOf(body?.settings) };
        return { status: 200, json: campaignJson(c) };
      }
    }
    if ((m = /^\/3\.0\/campaigns\/([^/]+)\/content$/.exec(path)) && method === 'PUT') {
      const c = campaigns.get(m[1]);
      if (!c) return { status: 404, json: problem(404, 'Resource Not Found', 'The requested resource could not be found.') };
      c.content = { html: String(body?.html ?? ''), plain_text: String(body?.plain_text ?? '') };
      return { status: 200, json: { ...c.content, _links: [] } };
    }
    return { status: 404, json: problem(404, 'Resource Not Found', `No fake route for ${method} ${path}`) };
  }

  const server = await startFakeHttpService({
    port: options.port,
    latencyMs: () => fake.latencyMs,
    contentType: (reply) => (reply.status < 400 ? 'application/json' : 'application/problem+json'),
    state: () => fake.state(),
    reset: () => fake.reset(),
    answer: (call, raw) => {
      log.record(call);
      if (mailchimpKeyOf(call.headers.authorization) !== fake.apiKey) return { status: 401, json: problem(401, 'API Key Invalid', 'Your API key may be invalid, or you\'ve attempted to access the wrong datacenter.') };
      const refused = checkMailchimpRequest({ ...call, raw });
      if (refused) {
        log.refused(call, { rule: refused.rule, status: refused.status, detail: refused.errors?.[0]?.message ?? refused.detail });
        return { status: refused.status, json: { ...problem(refused.status, refused.title, refused.detail), ...(refused.errors ? { errors: refused.errors } : {}) } };
      }
      const failure = failures.take(call);
      if (failure) {
        const title = failure.status === 429 ? 'Too Many Requests' : 'Internal Server Error';
        return { status: failure.status, json: problem(failure.status, title, title), headers: retryAfterHeader(failure) };
      }
      return route(call);
    },
  });

  const fake: FakeMailchimp = {
    url: server.url,
    apiKey: options.apiKey ?? '0123456789abcdef0123456789abcdef-us21',
    latencyMs: options.latencyMs ?? 0,
    calls,
    campaigns,
    lists,
    sendCalls,
    violations,
    creates: () => calls.filter((c) => c.method === 'POST' && c.path === '/3.0/campaigns').length,
    fail: (f) => failures.add(f),
    reset: () => {
      log.clear();
      failures.clear();
      campaigns.clear();
    },
    state: () => ({ campaigns: [...campaigns.values()], sendCalls: sendCalls.map((c) => `${c.method} ${c.path}`), violations, calls: calls.map((c) => `${c.method} ${c.path}`) }),
    close: () => server.close(),
  };
  return fake;
}
