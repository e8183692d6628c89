// A local fake of the part of Klaviyo's API (JSON:API, `revision` header) that the push uses:
// lists, segments, templates, campaigns, campaign messages and assigning a template. It keeps the
// bodies it was sent and what it holds, answers a wrong key 401 as Klaviyo does, can answer one 429
// with Retry-After or fail a chosen call, and records any call to an endpoint that sends or
// schedules (none may happen). Every request is checked against Klaviyo's published contract
// (klaviyo-contract.ts): one Klaviyo would refuse gets Klaviyo's answer and is recorded in
// `violations`, which the tests assert stays empty. `GET /__fake/state` shows it all (the browser
// tests read it). Node-only imports and erasable TypeScript: Node runs this file as it is.
import { randomBytes } from 'node:crypto';
import { callLog, retryAfterHeader, ScriptedFailures, startFakeHttpService, type FakeCall, type FakeFailure, type FakeReply as Reply, type FakeViolation } from './fake-http-service.ts';
import { checkKlaviyoRequest, KLAVIYO_CONTRACT, parseFilter } from './klaviyo-contract.ts';

export type { FakeCall, FakeFailure };

export interface KlaviyoTemplate {
  id: string;
  name: string;
  editor_type: string;
  html: string;
  text: string | null;
  created: string;
  updated: string;
}

export interface KlaviyoCampaign {
  id: string;
  name: string;
  status: string;
  audiences: { included: string[]; excluded: string[] };
  send_strategy: unknown;
  messageIds: string[];
  created_at: string;
  updated_at: string;
}

export interface KlaviyoCampaignMessage {
  id: string;
  campaignId: string;
  definition: { channel: string; label?: string; content?: Record<string, unknown> };
  /** The template assigned last (Klaviyo copies it into the message): its source id and HTML. */
  template: { sourceId: string; html: string; text: string | null } | null;
}

export interface FakeKlaviyoOptions {
  /** The only key accepted (Authorization: Klaviyo-API-Key <key>). */
  apiKey?: string;
  /** Added before every answer (benchmarks: a service's typical latency). */
  latencyMs?: number;
  /** Fixed port (0: any free one). */
  port?: number;
}

export interface FakeKlaviyo {
  readonly url: string;
  apiKey: string;
  latencyMs: number;
  readonly calls: FakeCall[];
  readonly templates: Map<string, KlaviyoTemplate>;
  readonly campaigns: Map<string, KlaviyoCampaign>;
  readonly messages: Map<string, KlaviyoCampaignMessage>;
  readonly lists: Array<{ id: string; name: string }>;
  readonly segments: Array<{ id: string; name: string }>;
  /** Calls to endpoints that send or schedule a campaign (must stay empty). */
  readonly sendCalls: FakeCall[];
  /** Requests the real Klaviyo would refuse (must stay empty): each with the broken rule. */
  readonly violations: FakeViolation[];
  /** Calls that made something (POST to /api/templates or /api/campaigns). */
  creates(kind: 'templates' | 'campaigns'): number;
  fail(failure: FakeFailure): void;
  reset(): void;
  state(): object;
  close(): Promise<void>;
}

const SEND_PATHS = /^\/api\/(campaign-send-jobs|campaign-recipient-estimation-jobs|campaign-messages\/[^/]+\/send)/;
const now = () => new Date().toISOString();
const newId = () => `01${randomBytes(12).toString('hex').toUpperCase()}`.slice(0, 26);

function jsonApiError(status: number, code: string, title: string, detail: string) {
  return { errors: [{ id: randomBytes(8).toString('hex'), status, code, title, detail, source: { pointer: '/data/' }, links: {}, meta: {} }] };
}

/** Whether a resource's `name` passes the filter's `equals`/`contains` conditions on `name` (others are not modelled). */
function nameMatches(filter: string | undefined, name: string): boolean {
  if (!filter) return true;
  for (const c of parseFilter(filter)) {
    if (c.field !== 'name' || c.value === undefined) continue;
    if (c.op === 'equals' && name !== c.value) return false;
    if (c.op === 'contains' && !name.includes(c.value)) return false;
  }
  return true;
}

export async function startFakeKlaviyo(options: FakeKlaviyoOptions = {}): Promise<FakeKlaviyo> {
  const log = callLog(SEND_PATHS);
  const { calls, sendCalls, violations } = log;
  const templates = new Map<string, KlaviyoTemplate>();
  const campaigns = new Map<string, KlaviyoCampaign>();
  const messages = new Map<string, KlaviyoCampaignMessage>();
  const lists = [
    { id: 'LstNews1', name: 'Newsletter' },
    { id: 'LstVip22', name: 'VIP customers' },
  ];
  const segments = [{ id: 'SegEng33', name: 'Engaged (90 days)' }];
  const failures = new ScriptedFailures();
  let base = '';

  const templateResource = (t: KlaviyoTemplate) => ({
    type: 'template',
    id: t.id,
    attributes: { name: t.name, editor_type: t.editor_type, html: t.html, text: t.text, amp: null, created: t.created, updated: t.updated },
    links: { self: `${base}/api/templates/${t.id}/` },
  });
  const campaignResource = (c: KlaviyoCampaign) => ({
    type: 'campaign',
    id: c.id,
    attributes: {
      name: c.name,
      status: c.status,
      archived: false,
      audiences: c.audiences,
      send_options: { use_smart_sending: true },
      tracking_options: { add_tracking_params: false, is_tracking_clicks: true, is_tracking_opens: true },
      send_strategy: c.send_strategy ?? { method: 'immediate' },
      created_at: c.created_at,
      scheduled_at: null,
      updated_at: c.updated_at,
      send_time: null,
    },
    relationships: {
      'campaign-messages': { data: c.messageIds.map((id) => ({ type: 'campaign-message', id })), links: { self: `${base}/api/campaigns/${c.id}/relationships/campaign-messages/`, related: `${base}/api/campaigns/${c.id}/campaign-messages/` } },
      tags: { data: [], links: {} },
    },
    links: { self: `${base}/api/campaigns/${c.id}/` },
  });
  const messageResource = (m: KlaviyoCampaignMessage) => ({
    type: 'campaign-message',
    id: m.id,
    attributes: { definition: m.definition, send_times: [], created_at: now(), updated_at: now() },
    relationships: { campaign: { data: { type: 'campaign', id: m.campaignId } }, template: { data: m.template ? { type: 'template', id: `${m.template.sourceId}-copy` } : null } },
    links: { self: `${base}/api/campaign-messages/${m.id}/` },
  });

  /** One page of a collection (`page[size]` up to the row's maximum, `page[cursor]` an offset here), with its `next` link. */
  const paged = (call: FakeCall, operation: string, rows: unknown[]) => {
    const size = Number(call.query['page[size]'] ?? KLAVIYO_CONTRACT.find((op) => op.operation === operation)!.page!.default);
    const offset = Number(call.query['page[cursor]'] ?? 0) || 0;
    const self = `${base}${call.path}/`;
    const next = offset + size < rows.length ? `${self}?${new URLSearchParams({ ...call.query, 'page[cursor]': String(offset + size) })}` : null;
    return { data: rows.slice(offset, offset + size), links: { self, next, prev: null } };
  };
  const notFound = (what: string): Reply => ({ status: 404, json: jsonApiError(404, 'not_found', 'Not found.', `A ${what} with id was not found.`) });

  function route(call: FakeCall): Reply {
    const { method, path, body } = call;
    let m: RegExpExecArray | null;
    if (method === 'GET' && path === '/api/lists') return { status: 200, json: paged(call, 'get_lists', lists.map((l) => ({ type: 'list', id: l.id, attributes: { name: l.name }, links: { self: `${base}/api/lists/${l.id}/` } }))) };
    if (method === 'GET' && path === '/api/segments') return { status: 200, json: paged(call, 'get_segments', segments.map((x) => ({ type: 'segment', id: x.id, attributes: { name: x.name }, links: { self: `${base}/api/segments/${x.id}/` } }))) };
    if (method === 'GET' && path === '/api/templates') {
      const rows = [...templates.values()].filter((t) => nameMatches(call.query.filter, t.name));
      return { status: 200, json: paged(call, 'get_templates', rows.map(templateResource)) };
    }
    if (method === 'POST' && path === '/api/templates') {
      const a = body?.data?.attributes ?? {};
      const t: KlaviyoTemplate = { id: randomBytes(3).toString('hex').toUpperCase(), name: a.name, editor_type: a.editor_type, html: a.html ?? '', text: a.text ?? null, created: now(), updated: now() };
      templates.set(t.id, t);
      return { status: 201, json: { data: templateResource(t), links: { self: `${base}/api/templates/` } } };
    }
    if ((m = /^\/api\/templates\/([^/]+)\/?$/.exec(path)) && method === 'PATCH') {
      const t = templates.get(m[1]);
      if (!t) return notFound('template');
      if (body?.data?.id !== t.id || body?.data?.type !== 'template') return { status: 409, json: jsonApiError(409, 'conflict', 'Conflict.', 'The id in the body must match the URL.') };
      const a = body.data.attributes ?? {};
      Object.assign(t, { ...(a.name !== undefined ? { name: a.name } : {}), ...(a.html !== undefined ? { html: a.html } : {}), ...(a.text !== undefined ? { text: a.text } : {}), updated: now() });
      return { status: 200, json: { data: templateResource(t), links: { self: `${base}/api/templates/${t.id}/` } } };
    }
    if (method === 'GET' && path === '/api/campaigns') {
      const rows = [...campaigns.values()].filter((c) => nameMatches(call.query.filter, c.name));
      return { status: 200, json: paged(call, 'get_campaigns', rows.map(campaignResource)) };
    }
    if (method === 'POST' && path === '/api/campaigns') {
      const a = body?.data?.attributes ?? {};
      const defs = a['campaign-messages'].data;
      // what the schema allows but this product never sends, and the fake does not model
      if (!a.audiences.included.length || defs.length !== 1) return { status: 400, json: jsonApiError(400, 'invalid', 'Invalid input.', 'The fake models campaigns with an audience and one message.') };
      const known = new Set([...lists, ...segments].map((x) => x.id));
      if (!a.audiences.included.every((id: string) => known.has(id))) return { status: 400, json: jsonApiError(400, 'invalid', 'Invalid input.', 'An included audience does not exist.') };
      const def = defs[0].attributes.definition;
      const c: KlaviyoCampaign = { id: newId(), name: a.name, status: 'Draft', audiences: { included: a.audiences.included, excluded: a.audiences.excluded ?? [] }, send_strategy: a.send_strategy ?? null, messageIds: [], created_at: now(), updated_at: now() };
      const msg: KlaviyoCampaignMessage = { id: newId(), campaignId: c.id, definition: def, template: null };
      c.messageIds.push(msg.id);
      campaigns.set(c.id, c);
      messages.set(msg.id, msg);
      return { status: 201, json: { data: campaignResource(c), links: { self: `${base}/api/campaigns/` } } };
    }
    if ((m = /^\/api\/campaigns\/([^/]+)\/?$/.exec(path)) && method === 'PATCH') {
      const c = campaigns.get(m[1]);
      if (!c) return notFound('campaign');
      if (c.status !== 'Draft') return { status: 400, json: jsonApiError(400, 'invalid', 'Invalid input.', 'Only draft campaigns can be changed.') };
      const a = body?.data?.attributes ?? {};
      if (a.name !== undefined) c.name = a.name;
      if (a.audiences) c.audiences = { included: a.audiences.included ?? [], excluded: a.audiences.excluded ?? [] };
      if (a.send_strategy) c.send_strategy = a.send_strategy;
      c.updated_at = now();
      return { status: 200, json: { data: campaignResource(c), links: { self: `${base}/api/campaigns/${c.id}/` } } };
    }
    if ((m = /^\/api\/campaigns\/([^/]+)\/relationships\/campaign-messages\/?$/.exec(path)) && method === 'GET') {
      const c = campaigns.get(m[1]);
      if (!c) return notFound('campaign');
      return { status: 200, json: { data: c.messageIds.map((id) => ({ type: 'campaign-message', id })), links: {} } };
    }
    if ((m = /^\/api\/campaign-messages\/([^/]+)\/?$/.exec(path)) && method === 'PATCH') {
      const msg = messages.get(m[1]);
      if (!msg) return notFound('campaign message');
      const def = body?.data?.attributes?.definition;
      if (def) msg.definition = { ...msg.definition, ...def, content: { ...(msg.definition.content ?? {}), ...(def.content ?? {}) } };
      return { status: 200, json: { data: messageResource(msg), links: {} } };
    }
    if (method === 'POST' && path === '/api/campaign-message-assign-template') {
      const msg = messages.get(body?.data?.id);
      const t = templates.get(body?.data?.relationships?.template?.data?.id);
      if (!msg || !t) return notFound(msg ? 'template' : 'campaign message');
      msg.template = { sourceId: t.id, html: t.html, text: t.text };
      return { status: 200, json: { data: messageResource(msg), links: {} } };
    }
    return { status: 404, json: jsonApiError(404, 'not_found', 'Not found.', `No fake route for ${method} ${path}`) };
  }

  const server = await startFakeHttpService({
    port: options.port,
    latencyMs: () => fake.latencyMs,
    contentType: () => 'application/vnd.api+json',
    state: () => fake.state(),
    reset: () => fake.reset(),
    answer: (call) => {
      log.record(call);
      if (call.headers.authorization !== `Klaviyo-API-Key ${fake.apiKey}`) {
        return { status: 401, json: jsonApiError(401, 'not_authenticated', 'Authentication credentials were not provided.', 'Incorrect authentication credentials.') };
      }
      const refused = checkKlaviyoRequest(call);
      if (refused) {
        log.refused(call, { rule: refused.rule, status: refused.status, detail: refused.detail });
        const error = { id: randomBytes(8).toString('hex'), status: refused.status, code: refused.code, title: refused.title, detail: refused.detail, source: refused.source, links: {}, meta: {} };
        return { status: refused.status, json: { errors: [error] } };
      }
      const failure = failures.take(call);
      if (failure) {
        const detail = failure.status === 429 ? 'Request was throttled.' : 'Something went wrong.';
        return { status: failure.status, json: jsonApiError(failure.status, failure.status === 429 ? 'throttled' : 'error', detail, detail), headers: retryAfterHeader(failure) };
      }
      return route(call);
    },
  });
  base = server.url;

  const fake: FakeKlaviyo = {
    url: base,
    apiKey: options.apiKey ?? 'pk_fake0123456789abcdef0123456789ab',
    latencyMs: options.latencyMs ?? 0,
    calls,
    templates,
    campaigns,
    messages,
    lists,
    segments,
    sendCalls,
    violations,
    creates: (kind) => calls.filter((c) => c.method === 'POST' && c.path === `/api/${kind}`).length,
    fail: (f) => failures.add(f),
    reset: () => {
      log.clear();
      failures.clear();
      templates.clear();
      campaigns.clear();
      messages.clear();
    },
    state: () => ({
      templates: [...templates.values()],
      campaigns: [...campaigns.values()].map((c) => ({ ...c, messages: c.messageIds.map((id) => messages.get(id)) })),
      sendCalls: sendCalls.map((c) => `${c.method} ${c.path}`),
      violations,
      calls: calls.map((c) => `${c.method} ${c.path}`),
    }),
    close: () => server.close(),
  };
  return fake;
}
