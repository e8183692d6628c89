// The reliability matrix, generated from the OpenAPI document the running app serves: a new
// endpoint is covered with no new test code.
//  - the document and the router agree;
//  - without a session every route but the public ones answers 401;
//  - organization B using organization A's ids gets 404 and changes nothing; no answer to B holds
//    any of A's rows (every tenant list must hold some of A's rows to compare);
//  - every body field that names another row (`moduleId`, `moduleIds`, `moduleInstances[].moduleId`,
//    `campaignId`, ...) sent by B with A's id answers 404 or 400 and changes nothing;
//  - every write refuses bodies that break its schema with 400 (413 for huge ones) and a message,
//    never 500, and changes no row: among them a NUL in each string field (JSON or multipart; never
//    a 503 "outage") and a small body nested 1,000 deep (docs/decisions.md#nul-and-nesting);
//  - every write without the CSRF header is refused with 403;
//  - roles: in A's organization a user of each role (admin, manager, editor, viewer) tries every
//    route that names a permission (`x-permission`); a role the permission table (PERMISSIONS)
//    gives it is not refused (not 401 or 403, never 500: a 2xx, or a 4xx when the generated body
//    or the row's state cannot be valid for that route, e.g. approving a campaign not in review,
//    or 502-504 when an outside service does not answer; a 403 about the row only on ROW_RULES);
//    any other role gets 403 with the permission's message and nothing is stored.
// The set-up gives A and B a row of every collection they can create and finds an id of A's for
// every path parameter; when it cannot, the run fails naming what is missing (no case is skipped
// or run against a made-up id).
// A one-line summary (routes covered, cases run, leaks, 500s, and routes × roles with how many were
// allowed and refused) is printed for CI logs.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { bootApp, type TestApp } from './support/app.js';
import { changedTables, fingerprint } from './support/db.js';
import { FORBIDDEN_MESSAGES, MESSAGES, ROLES, can, type Permission, type Role } from '@mailplan/shared';
import { Client, PASSWORD, uniqueEmail, userWithOrganization } from './support/http.js';
import { isKnownFailure } from './support/known-failures.js';
import { StarterModulesService } from '../../src/module/starter-modules.service.js';
import {
  badBodies,
  badMultipart,
  exampleFor,
  fillPath,
  isPublicOp,
  label,
  listPathFor,
  markStrings,
  operations,
  referenceFields,
  resolve,
  withValueAt,
  type Doc,
  type Operation,
  type ReferenceField,
} from './support/openapi.js';

const stats = { routes: 0, cases: 0, leaks: 0, serverErrors: 0, outsideUnavailable: 0, failures: 0, known: 0 };
const roleStats = { routes: 0, roles: 0, allowed: 0, allowed2xx: 0, refused: 0 };
/** What a refused role is told: the permissions' messages, the general one, and "no organization". */
const ROLE_MESSAGES = new Set<string>([...Object.values(FORBIDDEN_MESSAGES), MESSAGES.forbiddenRole, MESSAGES.organizationRequired]);
const MARKER = 'alphaSecret';

/**
 * Lists a reference field names where its name does not say it (`listPathFor` maps `moduleId` to
 * `/api/modules` and `conceptId` to `/api/email-concepts` by itself). Add one only when the run
 * says it cannot tell.
 */
const REFERENCE_LISTS: Record<string, string> = {};

/**
 * Where an id of A's comes from for a path that no list of A's answers, keyed by the path with
 * the parameter (jobs are followed, not listed).
 */
/**
 * Routes that may refuse a role the table allows with a 403 about the row, not the role (never
 * with a role's message): label → the rule. Keep this short; each one is documented in
 * docs/permissions.md.
 */
const ROW_RULES: Record<string, string> = {
  'DELETE /api/campaigns/{id}/comments/{commentId}': 'a comment is deleted by its author only (and never a review decision)',
};

const ID_SOURCES: Record<string, (owner: Owner) => Promise<string | number>> = {
  '/api/jobs/{id}': (owner) => app.nest.get(StarterModulesService).schedule(owner.organizationId),
};

interface Owner {
  name: string;
  client: Client;
  userId: number;
  organizationId: number;
  /** Its ids per list path, e.g. `/api/modules` → [3, 4]. */
  ids: Map<string, (string | number)[]>;
}

let app: TestApp;
let doc: Doc;
let ops: Operation[];
let a: Client;
let b: Client;
let A: Owner;
let B: Owner;
/** Registered and signed in, without an organization yet. */
let pending: Client;
/** A user of each role in A's organization (A's owner is its admin; the others are added by SQL). */
const members = new Map<Role, Client>();
/** A's ids per list path (and per path with parameters, from ID_SOURCES). */
let idsOf: Map<string, (string | number)[]>;

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

/** GETs of arrays of rows with a numeric `id`, with or without path parameters. */
function rowLists(): Operation[] {
  return ops.filter((op) => {
    if (op.method !== 'GET' || isPublicOp(op) || op.responseSchema?.type !== 'array') return false;
    const item = resolve(doc, op.responseSchema.items);
    return ['integer', 'number'].includes(resolve(doc, item?.properties?.id)?.type);
  });
}

/** Lists the set-up reads ids from: signed-in GETs of arrays of rows with a numeric `id`. */
function tenantLists(): Operation[] {
  return rowLists().filter((op) => !op.pathParams.length);
}

/**
 * Lists of rows that belong to another row (`/api/campaigns/{id}/comments`): read with the
 * owner's ids, kept under the path with parameters, so `{commentId}` finds one.
 */
function nestedLists(): Operation[] {
  return rowLists().filter((op) => op.pathParams.length && !/\}$/.test(op.path));
}

/** The owner's id for `param` of `path`: from ID_SOURCES, the list the path continues, or the list the name says. */
function idFor(owner: Owner, path: string, param: string): string | number {
  // `/api/x/{id}` → ids from `/api/x`; `{campaignId}` → ids from `/api/campaigns`
  const upTo = path.slice(0, path.indexOf(`{${param}}`) + param.length + 2);
  const before = path.slice(0, path.indexOf(`{${param}}`)).replace(/\/$/, '');
  const named = param === 'id' ? null : listPathFor(param.replace(/Id$/, ''), [...owner.ids.keys()], REFERENCE_LISTS);
  for (const list of [upTo, before, named]) {
    const ids = list ? owner.ids.get(list) : undefined;
    if (ids?.length) return ids[0];
  }
  throw new Error(`no id of ${owner.name}'s for {${param}} in ${path}: the set-up made no row that a list answers (add a way to create one, or an ID_SOURCES entry)`);
}

/** A token no link has: a public token route's parameter (the set-up makes no link to read one from). */
const UNKNOWN_TOKEN = 'no-such-link-token';

function pathFor(owner: Owner, op: Operation): string {
  const value = (p: string) => op.pathEnums[p]?.[0] ?? (isPublicOp(op) ? UNKNOWN_TOKEN : idFor(owner, op.path, p));
  return fillPath(op.path, Object.fromEntries(op.pathParams.map((p) => [p, value(p)])));
}

function concretePath(op: Operation): string {
  return pathFor(A, op);
}

/** Gives every reference field of `body` one of the owner's own ids (so only the field under test is foreign). */
function withOwnReferences(owner: Owner, body: any, refs: ReferenceField[]): any {
  let out = body;
  for (const ref of refs) {
    const list = listPathFor(ref.target, [...owner.ids.keys()], REFERENCE_LISTS);
    const own = list ? owner.ids.get(list)?.[0] : undefined;
    if (own !== undefined) out = withValueAt(out, ref.at, ref.many ? [own] : own);
  }
  return out;
}

async function readLists(owner: Owner): Promise<void> {
  for (const op of tenantLists()) {
    const res = await owner.client.request('GET', op.path);
    if (res.status !== 200 || !Array.isArray(res.body)) throw new Error(`set-up: ${owner.name}'s ${label(op)} answered ${statusLine(res)}`);
    owner.ids.set(op.path, res.body.map((r: { id?: string | number } | null) => r?.id).filter((id): id is string | number => id !== undefined));
  }
  for (const op of nestedLists()) {
    let path: string;
    try {
      path = pathFor(owner, op);
    } catch {
      continue; // the row it belongs to is not made yet
    }
    const res = await owner.client.request('GET', path);
    if (res.status !== 200 || !Array.isArray(res.body)) throw new Error(`set-up: ${owner.name}'s ${label(op)} (${path}) answered ${statusLine(res)}`);
    owner.ids.set(op.path, res.body.map((r: { id?: string | number } | null) => r?.id).filter((id): id is string | number => id !== undefined));
  }
}

/** POSTs that create a row of a list (the same path answers a list of rows to GET). */
function isCollectionCreate(op: Operation): boolean {
  return op.method === 'POST' && rowLists().some((list) => list.path === op.path);
}

/**
 * Gives the owner one row of every collection it can create, with bodies generated from the
 * schemas (A's free text carries the marker B must never see). A body may name rows of a
 * collection made later in the same pass (a campaign names modules): refused ones are tried again
 * once more rows exist. Answers what stayed refused.
 */
async function seedRows(owner: Owner, marker: string): Promise<string[]> {
  let todo = ops.filter(
    (op) =>
      op.method === 'POST' &&
      // a row of a list that belongs to another row may need no body (a campaign's review link)
      (op.pathParams.length ? isCollectionCreate(op) : !!op.requestSchema) &&
      !isPublicOp(op) &&
      !/^\/api\/(auth|organizations|ai|anthropic)\b/.test(op.path),
  );
  const refused = new Map<string, string>();
  for (let pass = 0; pass < 3 && todo.length; pass++) {
    const again: Operation[] = [];
    for (const op of todo) {
      const generated = op.requestSchema ? exampleFor(doc, op.requestSchema, marker) : undefined;
      const body = op.requestSchema
        ? withOwnReferences(owner, marker === MARKER ? markStrings(doc, op.requestSchema, generated, MARKER) : generated, referenceFields(doc, op.requestSchema))
        : undefined;
      let path: string;
      try {
        path = pathFor(owner, op);
      } catch (err) {
        // the row this one belongs to is made later in the pass
        again.push(op);
        refused.set(label(op), (err as Error).message);
        continue;
      }
      let res = await owner.client.request('POST', path, { body });
      // a field that takes a code rather than free text (a language tag) refuses the marker: it
      // keeps the generated value, the other fields keep the marker
      const unmarked = fieldsRefused(res).filter((field) => body?.[field] !== generated?.[field]);
      if (unmarked.length) {
        const retried = { ...body, ...Object.fromEntries(unmarked.map((field) => [field, generated[field]])) };
        res = await owner.client.request('POST', path, { body: retried });
      }
      if (res.status >= 300) {
        again.push(op);
        refused.set(label(op), statusLine(res));
      } else {
        refused.delete(label(op));
        await readLists(owner);
      }
    }
    todo = again;
  }
  return [...refused].map(([route, answer]) => `${owner.name}: ${route}: the body generated from the schema was refused (${answer})`);
}

/** The top-level body fields a 400 names (`errors[].path`). */
function fieldsRefused(res: { status: number; body: any }): string[] {
  if (res.status !== 400 || !Array.isArray(res.body?.errors)) return [];
  return res.body.errors.map((e: { path?: unknown }) => String(e?.path ?? '').split(/[.[]/)[0]).filter(Boolean);
}

async function owner(name: string): Promise<Owner> {
  const u = await userWithOrganization(app.baseUrl, `org-${name.toLowerCase()}`);
  if (!u.userId || !u.organizationId) throw new Error(`set-up: ${name} has no user id or organization id`);
  const ids = new Map<string, (string | number)[]>([
    ['/api/users', [u.userId]],
    ['/api/organizations', [u.organizationId]],
  ]);
  return { name, client: u.client, userId: u.userId, organizationId: u.organizationId, ids };
}

const isWrite = (op: Operation) => op.method !== 'GET';

/**
 * A write of a row that carries the version it started from (`version` in its schema) gets the
 * row's current one, read first as the same client, so the answer is about the rest of the body
 * (an older version would be refused with 409 before anything else is looked at).
 */
async function withCurrentVersion(client: Client, op: Operation, path: string, body: any): Promise<any> {
  if (!body || typeof body !== 'object' || !resolve(doc, op.requestSchema)?.properties?.version) return body;
  const res = await client.request('GET', path);
  return typeof res.body?.version === 'number' ? { ...body, version: res.body.version } : body;
}
const statusLine = (res: { status: number; text: string }) => `${res.status} ${res.text.slice(0, 160)}`;

beforeAll(async () => {
  app = await bootApp();
  const res = await fetch(`${app.baseUrl}/api/docs-json`);
  doc = (await res.json()) as Doc;
  ops = operations(doc).filter((op) => op.path.startsWith('/api/'));
  stats.routes = ops.length;

  A = await owner('A');
  B = await owner('B');
  a = A.client;
  b = B.client;
  pending = new Client(app.baseUrl);
  const email = uniqueEmail('pending');
  await pending.must('POST', '/api/auth/register', {
    body: { firstName: 'Pat', lastName: 'Pending', email, password: PASSWORD, confirmPassword: PASSWORD, pendingSetup: true },
  });

  // Every check below relies on these rows: a set-up that cannot make them fails the run.
  const problems = [...(await seedRows(A, MARKER)), ...(await seedRows(B, 'bravo'))];
  for (const owner of [A, B]) await readLists(owner);
  for (const owner of [A, B]) {
    for (const [path, source] of Object.entries(ID_SOURCES)) {
      try {
        owner.ids.set(path, [await source(owner)]);
      } catch (err) {
        problems.push(`${owner.name}: no id for ${path}: ${String(err)}`);
      }
    }
  }
  for (const op of ops.filter((o) => o.pathParams.length && !isPublicOp(o))) {
    try {
      concretePath(op);
    } catch (err) {
      problems.push(`${label(op)}: ${(err as Error).message}`);
    }
  }
  if (problems.length) throw new Error(`the matrix could not set itself up:\n  ${problems.join('\n  ')}`);
  idsOf = A.ids;

  // Members of A of each role, added after A's lists were read: no path of the matrix names them,
  // so no allowed write (removing a member, changing a role) can end a session the run still uses.
  members.set('admin', a);
  for (const role of ROLES.filter((r) => r !== 'admin')) {
    const client = new Client(app.baseUrl);
    const email = uniqueEmail(`role-${role}`);
    const user = await client.must('POST', '/api/auth/register', {
      body: { firstName: 'Role', lastName: role, email, password: PASSWORD, confirmPassword: PASSWORD, pendingSetup: true },
    });
    await app.sql('UPDATE users SET organization_id = ?, role = ?, pending_setup = false WHERE id = ?', [A.organizationId, role, user.id]);
    await client.must('POST', '/api/auth/login', { body: { email, password: PASSWORD } });
    members.set(role, client);
  }
}, 60_000);

afterAll(async () => {
  process.stdout.write(
    `\nreliability matrix: ${stats.routes} routes covered, ${stats.cases} cases run, ${stats.leaks} leaks, ` +
      `${stats.serverErrors} 500s, ${stats.outsideUnavailable} answers of an outside service not reached (502-504), ` +
      `${stats.failures} failures, ${stats.known} known failures\n` +
      `roles: ${roleStats.routes} routes × ${roleStats.roles} roles = ${roleStats.allowed + roleStats.refused} cases, ` +
      `${roleStats.allowed} allowed (${roleStats.allowed2xx} answered 2xx), ${roleStats.refused} refused with 403\n`,
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
  it('every route but the public ones (register, login, health, the docs, the demo images) answers 401', async () => {
    const findings = new Findings();
    for (const op of ops) {
      if (isPublicOp(op)) continue;
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
    // a path whose parameters are all from a fixed set (a file kind, an email service) names B's own row
    for (const op of ops.filter((o) => o.pathParams.some((p) => !o.pathEnums[p]) && !isPublicOp(o))) {
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
    const lists = new Set(tenantLists().map((op) => op.path));
    for (const op of ops.filter((o) => o.method === 'GET' && !o.pathParams.length && !isPublicOp(o))) {
      stats.cases += 1;
      const res = await b.request('GET', op.path);
      if (res.status >= 500) stats.serverErrors += 1;
      const ids = new Set(idsOf.get(op.path) ?? []);
      if (lists.has(op.path)) {
        // a list of rows proves nothing unless A has rows in it and B's answer is a list
        if (!ids.size) findings.add(label(op), "nothing to compare: A has no rows in this list (the set-up could not create one)");
        if (res.status !== 200 || !Array.isArray(res.body)) findings.add(label(op), `B's list answered ${statusLine(res)}`);
      }
      const leaked = Array.isArray(res.body) ? res.body.filter((r: any) => ids.has(r?.id)) : [];
      if (leaked.length || res.text.includes(MARKER)) {
        stats.leaks += 1;
        findings.add(label(op), `B's list holds A's rows (ids ${leaked.map((r: any) => r.id).join(', ') || 'by content'})`);
      }
    }
    findings.assertNone();
  });
});

describe("ids of A's rows in B's request bodies", () => {
  it('every body field that names another row, sent with A\'s id, answers 404 or 400 with a message and changes nothing', async () => {
    const findings = new Findings();
    for (const op of ops.filter((o) => isWrite(o) && o.requestSchema && !isPublicOp(o))) {
      const refs = referenceFields(doc, op.requestSchema);
      for (const ref of refs) {
        const list = listPathFor(ref.target, [...A.ids.keys()], REFERENCE_LISTS);
        const foreign = list ? A.ids.get(list)?.[0] : undefined;
        if (!list || foreign === undefined) {
          findings.add(label(op), `${ref.at.join('.')}: cannot tell which of A's rows it names (add the list to REFERENCE_LISTS, or a way to create one)`);
          continue;
        }
        const own = B.ids.get(list)?.[0];
        const base = withOwnReferences(B, exampleFor(doc, op.requestSchema, 'bravo-ref'), refs);
        const value = ref.many ? (own !== undefined ? [own, foreign] : [foreign]) : foreign;
        const client = op.method === 'POST' && op.path === '/api/organizations' ? pending : b;
        const body = await withCurrentVersion(client, op, pathFor(B, op), withValueAt(base, ref.at, value));
        stats.cases += 1;
        const before = await fingerprint(app.sql);
        const res = await client.request(op.method, pathFor(B, op), { body });
        if (res.status >= 500) stats.serverErrors += 1;
        // moving a user to another organization is refused as a forbidden change (403), as before
        const accept = ref.name === 'organizationId' ? [400, 403, 404] : [400, 404];
        const where = `${ref.at.join('.')} = ${JSON.stringify(value)} (A's)`;
        if (!accept.includes(res.status)) {
          if (res.status < 300) stats.leaks += 1;
          findings.add(label(op), `${where}: expected ${accept.join(' or ')}, got ${statusLine(res)}`);
        } else if (typeof res.body?.message !== 'string' || !res.body.message) findings.add(label(op), `${where}: ${res.status} without a message`);
        const changed = changedTables(before, await fingerprint(app.sql));
        if (changed.length) findings.add(label(op), `${where}: changed rows in ${changed.join(', ')}`);
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
      const client = isPublicOp(op) ? new Client(app.baseUrl) : op.method === 'POST' && op.path === '/api/organizations' ? pending : a;
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

describe('roles', () => {
  it('every route that names a permission answers each role as the permission table says; a refusal is a 403 with a message and stores nothing', async () => {
    const findings = new Findings();
    const checked = ops.filter((op) => !isPublicOp(op) && op.access !== 'signed-in');
    for (const op of checked) if (!op.permission) findings.add(label(op), 'names no x-permission (put @Can(permission) on it)');
    const guarded = checked.filter((op) => op.permission);
    roleStats.routes = guarded.length;
    roleStats.roles = ROLES.length;
    // the least allowed first: a refusal is checked before any allowed call changes the row
    const order = [...ROLES].reverse();
    for (const op of guarded) {
      const permission = op.permission as Permission;
      const path = concretePath(op);
      for (const role of order) {
        const client = members.get(role)!;
        const generated = op.requestSchema ? withOwnReferences(A, exampleFor(doc, op.requestSchema, `role-${role}`), referenceFields(doc, op.requestSchema)) : undefined;
        const body = isWrite(op) && generated !== undefined ? await withCurrentVersion(client, op, path, generated) : undefined;
        const raw = isWrite(op) && !op.requestSchema && op.multipart ? new FormData() : undefined;
        const allowed = can(role, permission);
        stats.cases += 1;
        const before = allowed ? undefined : await fingerprint(app.sql);
        const res = await client.request(op.method, path, { body: body ?? (isWrite(op) && !raw ? {} : undefined), raw, timeoutMs: 30_000 });
        // 502-504: an outside service (an email service, with none running here) did not answer
        if (res.status >= 502 && res.status <= 504) stats.outsideUnavailable += 1;
        else if (res.status >= 500) stats.serverErrors += 1;
        const who = `as ${role} (${permission})`;
        if (allowed) {
          roleStats.allowed += 1;
          if (res.status >= 200 && res.status < 300) roleStats.allowed2xx += 1;
          // 502-504: the route ran and an outside service (an email service) did not answer: not a refusal
          const roleRefusal = res.status === 401 || (res.status === 403 && (ROLE_MESSAGES.has(res.body?.message) || !ROW_RULES[label(op)]));
          if (roleRefusal || res.status === 500) findings.add(label(op), `${who}: allowed by the table, answered ${statusLine(res)}`);
        } else {
          roleStats.refused += 1;
          if (res.status !== 403) {
            if (res.status < 300) stats.leaks += 1;
            findings.add(label(op), `${who}: refused by the table, answered ${statusLine(res)}`);
          } else if (res.body?.message !== FORBIDDEN_MESSAGES[permission]) findings.add(label(op), `${who}: 403 with the message ${JSON.stringify(res.body?.message)}`);
          const changed = changedTables(before!, await fingerprint(app.sql));
          if (changed.length) findings.add(label(op), `${who}: refused, yet changed rows in ${changed.join(', ')}`);
        }
      }
    }
    findings.assertNone();
  }, 300_000);
});
