// Security checks on the running app: CSRF, login throttling, session cookie flags, password
// hashing, session ids across login and logout, upload limits and file-type checks.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { bootApp, type TestApp } from './support/app.js';
import { changedTables, fingerprint } from './support/db.js';
import { Client, PASSWORD, uniqueEmail, userWithOrganization } from './support/http.js';
import { operations, type Doc } from './support/openapi.js';

const COOKIE = 'mailplan.sid';
let app: TestApp;
let doc: Doc;

/** The session id inside a signed express-session cookie value (`s:<sid>.<signature>`). */
function sidOf(cookieValue: string | undefined): string | undefined {
  if (!cookieValue) return undefined;
  const raw = decodeURIComponent(cookieValue);
  return raw.startsWith('s:') ? raw.slice(2, raw.lastIndexOf('.')) : raw;
}

async function registered(label: string): Promise<{ client: Client; email: string }> {
  const client = new Client(app.baseUrl);
  const email = uniqueEmail(label);
  await client.must('POST', '/api/auth/register', {
    body: { firstName: 'Sec', lastName: label, email, password: PASSWORD, confirmPassword: PASSWORD, pendingSetup: true },
  });
  return { client, email };
}

beforeAll(async () => {
  app = await bootApp();
  doc = (await (await fetch(`${app.baseUrl}/api/docs-json`)).json()) as Doc;
}, 60_000);

afterAll(async () => {
  await app?.close();
});

describe('CSRF', () => {
  it('a write without X-Requested-With is refused with 403 and changes nothing', async () => {
    const { client } = await userWithOrganization(app.baseUrl, 'csrf');
    const before = await fingerprint(app.sql);
    const res = await client.request('POST', '/api/modules', {
      csrf: false,
      body: { name: 'Forged', description: 'From another site', category: 'body', fields: [], html_content: '' },
    });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('Missing CSRF header');
    expect(changedTables(before, await fingerprint(app.sql))).toEqual([]);
  });
});

describe('login', () => {
  it('is throttled after repeated failures, even for the right password, with Retry-After', async () => {
    const { email } = await registered('throttle');
    const stranger = new Client(app.baseUrl);
    const statuses: number[] = [];
    for (let i = 0; i < 12 && !statuses.includes(429); i++) {
      statuses.push((await stranger.request('POST', '/api/auth/login', { body: { email, password: `wrong-password-${i}` } })).status);
    }
    expect(statuses).toContain(429);
    expect(statuses.indexOf(429)).toBeLessThanOrEqual(10);
    const right = await stranger.request('POST', '/api/auth/login', { body: { email, password: PASSWORD } });
    expect(right.status).toBe(429);
    expect(typeof right.body.message).toBe('string');
    expect(Number(right.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('sets the session cookie HttpOnly and SameSite=Lax', async () => {
    const { email } = await registered('cookie');
    const client = new Client(app.baseUrl);
    const res = await client.request('POST', '/api/auth/login', { body: { email, password: PASSWORD } });
    expect(res.status).toBe(200);
    const cookie = res.setCookie.find((c) => c.startsWith(`${COOKIE}=`));
    expect(cookie).toBeDefined();
    expect(cookie).toMatch(/;\s*HttpOnly/i);
    expect(cookie).toMatch(/;\s*SameSite=Lax/i);
  });

  it('stores passwords as argon2id hashes', async () => {
    await registered('hash');
    const columns = await app.sql<{ column_name: string }>(
      `SELECT column_name FROM information_schema.columns WHERE table_name = 'users' AND column_name LIKE '%password%'`,
    );
    expect(columns.length).toBeGreaterThan(0);
    for (const { column_name } of columns) {
      const rows = await app.sql(`SELECT "${column_name}" AS h FROM users`);
      expect(rows.length).toBeGreaterThan(0);
      for (const { h } of rows) expect(h).toMatch(/^\$argon2id\$v=19\$/);
    }
  });

  it('gives a new session id at login (the old one stops working) and none after logout', async () => {
    const { email, client: first } = await registered('rotate');
    const before = sidOf(first.cookies.get(COOKIE));
    expect(before).toBeDefined();
    // log in again with the session that registration started
    const oldCookie = first.cookieHeader;
    const login = await first.request('POST', '/api/auth/login', { body: { email, password: PASSWORD } });
    expect(login.status).toBe(200);
    const after = sidOf(first.cookies.get(COOKIE));
    expect(after).toBeDefined();
    expect(after).not.toBe(before);
    const stale = await first.request('GET', '/api/auth/me', { anonymous: true, headers: { cookie: oldCookie } });
    expect(stale.status).toBe(401);

    // an attacker-chosen cookie is replaced at login too
    const planted = new Client(app.baseUrl);
    planted.cookies.set(COOKIE, 's%3Aattacker-chosen-id.bogus');
    await planted.must('POST', '/api/auth/login', { body: { email, password: PASSWORD } });
    expect(sidOf(planted.cookies.get(COOKIE))).not.toBe('attacker-chosen-id');

    const sessionCookie = first.cookieHeader;
    const logout = await first.request('POST', '/api/auth/logout');
    expect(logout.status).toBeLessThan(300);
    expect(logout.setCookie.some((c) => c.startsWith(`${COOKIE}=;`) || /expires=Thu, 01 Jan 1970/i.test(c))).toBe(true);
    expect(logout.setCookie.filter((c) => c.startsWith(`${COOKIE}=s%3A`))).toEqual([]);
    const rows = await app.sql('SELECT count(*)::int AS n FROM session WHERE sid = ?', [after]);
    expect(rows[0].n).toBe(0);
    const me = await first.request('GET', '/api/auth/me', { anonymous: true, headers: { cookie: sessionCookie } });
    expect(me.status).toBe(401);
  });
});

describe('the session cookie on reads', () => {
  /** A signed-in member, and what their cookie looks like. */
  async function member(label: string) {
    const { client, userId } = await userWithOrganization(app.baseUrl, label);
    const value = client.cookies.get(COOKIE)!;
    const sid = sidOf(value)!;
    const read = (cookie: string, path = '/api/modules') => client.request('GET', path, { anonymous: true, headers: { cookie } });
    return { client, userId, value, sid, read };
  }

  it('is refused when its signature is wrong, missing or from another secret', async () => {
    const { value, sid, read } = await member('cookie-sig');
    expect((await read(`${COOKIE}=${value}`)).status).toBe(200);
    const raw = decodeURIComponent(value);
    const flipped = raw.slice(0, -1) + (raw.endsWith('A') ? 'B' : 'A');
    for (const cookie of [
      `${COOKIE}=${encodeURIComponent(flipped)}`,
      `${COOKIE}=${encodeURIComponent(`s:${sid}`)}`,
      `${COOKIE}=${encodeURIComponent(sid)}`,
      `${COOKIE}=${encodeURIComponent(`s:${sid}.${'x'.repeat(43)}`)}`,
    ]) {
      for (const path of ['/api/modules', '/api/auth/me']) expect({ cookie, path, status: (await read(cookie, path)).status }).toEqual({ cookie, path, status: 401 });
    }
  });

  it('counts only the first cookie of that name, as the session library does', async () => {
    const { value, read } = await member('cookie-dup');
    expect((await read(`${COOKIE}=${encodeURIComponent('s:forged.bad')}; ${COOKIE}=${value}`)).status).toBe(401);
    expect((await read(`other=1; ${COOKIE}=${value}; ${COOKIE}=${encodeURIComponent('s:forged.bad')}`)).status).toBe(200);
  });

  it('stops working when the session expires', async () => {
    const { value, sid, read } = await member('cookie-expired');
    expect((await read(`${COOKIE}=${value}`)).status).toBe(200);
    await app.sql(`UPDATE session SET expire = now() - interval '1 minute' WHERE sid = ?`, [sid]);
    expect((await read(`${COOKIE}=${value}`)).status).toBe(401);
    expect((await read(`${COOKIE}=${value}`, '/api/auth/me')).status).toBe(401);
  });

  it('stops working at once for a deactivated user, for reads and writes', async () => {
    const { client, userId, value, read } = await member('cookie-inactive');
    expect((await read(`${COOKIE}=${value}`, '/api/auth/me')).status).toBe(200);
    await app.sql('UPDATE users SET is_active = false WHERE id = ?', [userId]);
    expect((await read(`${COOKIE}=${value}`)).status).toBe(401);
    expect((await read(`${COOKIE}=${value}`, '/api/auth/me')).status).toBe(401);
    const write = await client.request('POST', '/api/modules', { body: { name: 'Too late', description: 'x', category: 'body', fields: [], html_content: '' } });
    expect(write.status).toBe(401);
  });

  it("reflects the user's current role and organization, not the ones at login", async () => {
    const { value, userId, read } = await member('cookie-fresh');
    expect((await read(`${COOKIE}=${value}`, '/api/auth/me')).body.role).toBe('admin');
    await app.sql(`UPDATE users SET role = 'viewer' WHERE id = ?`, [userId]);
    expect((await read(`${COOKIE}=${value}`, '/api/auth/me')).body.role).toBe('viewer');
    await app.sql('UPDATE users SET organization_id = NULL WHERE id = ?', [userId]);
    const modules = await read(`${COOKIE}=${value}`);
    expect(modules.status).toBe(403);
  });
});

describe('uploads (POST /api/anthropic/prompt)', () => {
  const uploadPath = '/api/anthropic/prompt';
  const present = () => operations(doc).some((op) => op.method === 'POST' && op.path === uploadPath);

  async function send(client: Client, file: { name: string; type: string; bytes: Uint8Array }) {
    const form = new FormData();
    form.set('model', 'demo');
    form.set('prompt', 'Summarise the file.');
    form.append('files', new Blob([file.bytes], { type: file.type }), file.name);
    return client.request('POST', uploadPath, { raw: form, timeoutMs: 30_000 });
  }

  it('refuses a file over the limit and a file whose bytes do not match its type', async () => {
    if (!present()) {
      process.stdout.write(`\nNOTE: ${uploadPath} is not in the OpenAPI document yet: upload checks skipped\n`);
      return;
    }
    const { client } = await userWithOrganization(app.baseUrl, 'upload');
    const before = await fingerprint(app.sql);

    const big = await send(client, { name: 'notes.txt', type: 'text/plain', bytes: new Uint8Array(6 * 1024 * 1024).fill(97) });
    expect([400, 413]).toContain(big.status);
    expect(typeof big.body?.message).toBe('string');

    const fakePdf = await send(client, { name: 'report.pdf', type: 'application/pdf', bytes: new TextEncoder().encode('just text pretending to be a PDF') });
    expect([400, 415]).toContain(fakePdf.status);
    expect(typeof fakePdf.body?.message).toBe('string');

    const exe = Uint8Array.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04, 0x00, 0x00, 0x00, 0xff, 0xff, 0x00, 0x00]);
    const disguised = await send(client, { name: 'notes.txt', type: 'text/plain', bytes: exe });
    expect([400, 415]).toContain(disguised.status);

    // and a proper small file is accepted (so the refusals above are about the files)
    const fine = await send(client, { name: 'notes.txt', type: 'text/plain', bytes: new TextEncoder().encode('Spring tea sale, 20% off.') });
    expect(fine.status).toBe(200);
    expect(changedTables(before, await fingerprint(app.sql))).toEqual([]);
  }, 60_000);
});
