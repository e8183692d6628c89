// The reliability matrix, generated from the OpenAPI document the running app serves: a new
// endpoint is covered with no new test code.
//  - the document and the router agree;
//  - without a session every route but the public ones answers 401;
//  - organization B using organization A's ids gets 404 and changes nothing; no answer to B holds
//    any of A's rows;
//  - every write refuses bodies that break its schema with 400 (413 for huge ones) and a message,
//    never 500, and changes no row;
//  - every write without the CSRF header is refused with 403.
// A one-line summary (routes covered, cases run, leaks, 500s) is printed for CI logs.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { bootApp, type TestApp } from './support/app.js';
import { changedTables, fingerprint } from './support/db.js';
import { Client, PASSWORD, uniqueEmail, userWithOrganization } from './support/http.js';
import { isKnownFailure } from './support/known-failures.js';
import { badBodies, badMultipart, exampleFor, fillPath, markStrings, isPublic, label, operations, type Doc, type Operation } from './support/openapi.js';

const notes: string[] = [];
const stats = { routes: 0, cases: 0, leaks: 0, serverErrors: 0, failures: 0, known: 0 };
const MARKER = 'alphaSecret';

let app: TestApp;
let doc: Doc;
let ops: Operation[];
let a: Client;
let b: Client;
/** Registered and signed in, without an organization yet. */
let pending: Client;
/** A's ids per list path, e.g. `/api/modules` → [3, 4]. */
const idsOf = new Map<string, (string | number)[]>();

/** Collects failures of one check, so one run lists every broken route at once. */
class Findings {
  readonly items: string[] = [];
  add(route: string, what: string) {
    if (isKnownFailure(route, what)) {
      stats.known += 1;
      process.stdout.write(`  known failure (not counted): ${route}: ${what}\n`);
      return;
    }
    stats.failures += 1;
    this.items.push(`${route}: ${what}`);
  }
  assertNone() {
    expect(this.items).toEqual([]);
  }
}

function idFor(path: string, param: string): string | number {
  // `/api/x/{id}` → ids from `/api/x`; `{campaignId}` → ids from `/api/campaigns`
  const before = path.slice(0, path.indexOf(`{${param}}`)).replace(/\/$/, '');
  const guess = `/api/${param.replace(/Id$/, '').replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}s`;
  for (const list of [before, guess]) {
    const ids = idsOf.get(list);
    if (ids?.length) return ids[0];
  }
  return 1;
}

function concretePath(op: Operation): string {
  return fillPath(op.path, Object.fromEntries(op.pathParams.map((p) => [p, idFor(op.path, p)])));
}

const isWrite = (op: Operation) => op.method !== 'GET';
const statusLine = (res: { status: number; text: string }) => `${res.status} ${res.text.slice(0, 160)}`;

beforeAll(async () => {
  app = await bootApp();
  const res = await fetch(`${app.baseUrl}/api/docs-json`);
  doc = (await res.json()) as Doc;
  ops = operations(doc).filter((op) => op.path.startsWith('/api/'));
  stats.routes = ops.length;

  const userA = await userWithOrganization(app.baseUrl, 'org-a');
  a = userA.client;
  ({ client: b } = await userWithOrganization(app.baseUrl, 'org-b'));
  pending = new Client(app.baseUrl);
  const email = uniqueEmail('pending');
  await pending.must('POST', '/api/auth/register', {
    body: { firstName: 'Pat', lastName: 'Pending', email, password: PASSWORD, confirmPassword: PASSWORD, pendingSetup: true },
  });
  idsOf.set('/api/users', [userA.userId]);
  idsOf.set('/api/organizations', [userA.organizationId]);

  // Give A one row of every collection it can create, with a marker B must never see.
  for (const op of ops) {
    if (op.method !== 'POST' || op.pathParams.length || !op.requestSchema) continue;
    if (/^\/api\/(auth|organizations|ai|anthropic)\b/.test(op.path)) continue;
    const body = markStrings(doc, op.requestSchema, exampleFor(doc, op.requestSchema, MARKER), MARKER);
    const res = await a.request('POST', op.path, { body });
    // the same generated body is the base of the schema-breaking cases: if it is refused itself,
    // those cases prove less, so say so
    if (res.status >= 300) notes.push(`${label(op)}: the body generated from the schema was refused (${statusLine(res)})`);
  }
  for (const op of ops) {
    if (op.method !== 'GET' || op.pathParams.length) continue;
    const res = await a.request('GET', op.path);
    if (Array.isArray(res.body)) idsOf.set(op.path, res.body.map((r: any) => r?.id).filter((id: unknown) => id !== undefined));
  }
}, 60_000);

afterAll(async () => {
  for (const n of notes) process.stdout.write(`NOTE ${n}\n`);
  process.stdout.write(
    `\nreliability matrix: ${stats.routes} routes covered, ${stats.cases} cases run, ${stats.leaks} leaks, ` +
      `${stats.serverErrors} 500s, ${stats.failures} failures, ${stats.known} known failures\n`,
  );
  await app?.close();
});

describe('the OpenAPI document and the router', () => {
  it('list the same routes', () => {
    const key = (m: string, p: string) => `${m.toUpperCase()} ${p}`;
    const documented = new Set(ops.map((op) => key(op.method, op.path)));
    // the catch-all that answers 404 for unknown API paths is not an endpoint
    const served = new Set(
      app
        .registeredRoutes()
        .filter((r) => r.path !== '/api' && !r.path.includes('{*'))
        .map((r) => key(r.method, r.path)),
    );
    const findings = new Findings();
    for (const s of served) if (!documented.has(s) && !/\/api\/docs/.test(s)) findings.add(s, 'served but missing from the OpenAPI document');
    for (const d of documented) if (!served.has(d)) findings.add(d, 'in the OpenAPI document but not served');
    stats.cases += served.size + documented.size;
    findings.assertNone();
  });
});

describe('without a session', () => {
  it('every route but register, login, health and the docs answers 401', async () => {
    const findings = new Findings();
    for (const op of ops) {
      if (isPublic(op.path)) continue;
      stats.cases += 1;
      const res = await a.request(op.method, concretePath(op), { anonymous: true, body: isWrite(op) ? {} : undefined });
      if (res.status >= 500) stats.serverErrors += 1;
      if (res.status !== 401) findings.add(label(op), `without a session answered ${statusLine(res)}`);
      else if (typeof res.body?.message !== 'string') findings.add(label(op), '401 without a message');
    }
    findings.assertNone();
  });
});

describe("organization B and organization A's rows", () => {
  it("B using A's ids gets 404 and A's rows stay unchanged", async () => {
    const findings = new Findings();
    const before = await fingerprint(app.sql);
    for (const op of ops.filter((o) => o.pathParams.length)) {
      const path = concretePath(op);
      const body = isWrite(op) ? (op.requestSchema ? exampleFor(doc, op.requestSchema, 'bravo') : {}) : undefined;
      stats.cases += 1;
      const res = await b.request(op.method, path, { body });
      if (res.status >= 500) stats.serverErrors += 1;
      if (res.status !== 404) {
        if (res.status >= 200 && res.status < 300) stats.leaks += 1;
        findings.add(label(op), `B with A's ids (${path}) answered ${statusLine(res)}`);
      } else if (typeof res.body?.message !== 'string') findings.add(label(op), '404 without a message');
      if (res.text.includes(MARKER)) {
        stats.leaks += 1;
        findings.add(label(op), `B's answer holds A's data: ${res.text.slice(0, 160)}`);
      }
    }
    const changed = changedTables(before, await fingerprint(app.sql));
    if (changed.length) findings.add("B's requests on A's ids", `changed rows in ${changed.join(', ')}`);
    findings.assertNone();
  });

  it("no list answers B any of A's rows", async () => {
    const findings = new Findings();
    for (const op of ops.filter((o) => o.method === 'GET' && !o.pathParams.length && !isPublic(o.path))) {
      stats.cases += 1;
      const res = await b.request('GET', op.path);
      if (res.status >= 500) stats.serverErrors += 1;
      const ids = new Set(idsOf.get(op.path) ?? []);
      const leaked = Array.isArray(res.body) ? res.body.filter((r: any) => ids.has(r?.id)) : [];
      if (leaked.length || res.text.includes(MARKER)) {
        stats.leaks += 1;
        findings.add(label(op), `B's list holds A's rows (ids ${leaked.map((r: any) => r.id).join(', ') || 'by content'})`);
      }
    }
    findings.assertNone();
  });
});

describe('writes with bodies that break the schema', () => {
  it('answer 400 (413 when huge) with a message, never 500, and change no row', async () => {
    const findings = new Findings();
    for (const op of ops.filter((o) => isWrite(o) && o.requestSchema)) {
      // login and register are sent by strangers, organization creation by a user without one
      const client = isPublic(op.path) ? new Client(app.baseUrl) : op.method === 'POST' && op.path === '/api/organizations' ? pending : a;
      const base = exampleFor(doc, op.requestSchema, 'schema');
      const path = concretePath(op);
      for (const c of badBodies(doc, op.requestSchema!, base)) {
        stats.cases += 1;
        const before = await fingerprint(app.sql);
        const res = await client.request(op.method, path, { body: c.body, raw: c.raw, contentType: c.contentType });
        if (res.status >= 500) stats.serverErrors += 1;
        if (!c.accept.includes(res.status)) findings.add(label(op), `${c.name}: expected ${c.accept.join(' or ')}, got ${statusLine(res)}`);
        else if (typeof res.body?.message !== 'string' || !res.body.message) findings.add(label(op), `${c.name}: ${res.status} without a message`);
        const changed = changedTables(before, await fingerprint(app.sql));
        if (changed.length) findings.add(label(op), `${c.name}: changed rows in ${changed.join(', ')}`);
      }
    }
    for (const op of ops.filter((o) => isWrite(o) && o.multipart && !o.requestSchema)) {
      for (const c of badMultipart(doc, op.multipart!)) {
        stats.cases += 1;
        const before = await fingerprint(app.sql);
        const res = await a.request(op.method, concretePath(op), { raw: c.form, timeoutMs: 30_000 });
        if (res.status >= 500) stats.serverErrors += 1;
        if (!c.accept.includes(res.status)) findings.add(label(op), `${c.name} (multipart): expected ${c.accept.join(' or ')}, got ${statusLine(res)}`);
        else if (typeof res.body?.message !== 'string' || !res.body.message) findings.add(label(op), `${c.name}: ${res.status} without a message`);
        const changed = changedTables(before, await fingerprint(app.sql));
        if (changed.length) findings.add(label(op), `${c.name}: changed rows in ${changed.join(', ')}`);
      }
    }
    findings.assertNone();
  }, 120_000);
});

describe('CSRF', () => {
  it('every write without the X-Requested-With header, or from another origin, is refused with 403 and changes nothing', async () => {
    const findings = new Findings();
    const before = await fingerprint(app.sql);
    // logout last: if it lacked the defence it would end A's session for the rest
    const writes = ops.filter(isWrite).sort((x, y) => Number(/logout/.test(x.path)) - Number(/logout/.test(y.path)));
    for (const op of writes) {
      const body = op.requestSchema ? exampleFor(doc, op.requestSchema, 'csrf') : {};
      for (const [name, opts] of [
        ['no X-Requested-With', { csrf: false }],
        ['foreign Origin', { headers: { origin: 'https://evil.example.com' } }],
      ] as const) {
        stats.cases += 1;
        const res = await a.request(op.method, concretePath(op), { body, ...opts });
        if (res.status >= 500) stats.serverErrors += 1;
        if (res.status !== 403) findings.add(label(op), `${name}: answered ${statusLine(res)}`);
      }
    }
    const changed = changedTables(before, await fingerprint(app.sql));
    if (changed.length) findings.add('writes without CSRF defence', `changed rows in ${changed.join(', ')}`);
    findings.assertNone();
  });
});
