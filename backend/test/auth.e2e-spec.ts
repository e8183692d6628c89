import { randomUUID } from 'node:crypto';
import { sign } from 'cookie-signature';
import request from 'supertest';
import { MESSAGES } from '@mailplan/shared';
import { PASSWORD, client, expectNoSecrets, registration, sessionIdFrom, signUp, startTestApp, uniqueEmail, type TestApp } from './support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ LOGIN_MAX_ATTEMPTS: '5' });
});
afterAll(() => t?.close());

describe('POST /api/auth/register', () => {
  it('creates a viewer pending set-up, starts a session and never returns the hash', async () => {
    const c = client(t.server);
    const body = registration({ email: `  Mixed.Case.${Date.now()}@Example.com ` });
    const res = await c.post('/api/auth/register', body).expect(201);
    expect(res.body).toMatchObject({
      email: body.email.trim().toLowerCase(),
      firstName: 'Ada',
      lastName: 'Lovelace',
      role: 'viewer',
      organizationId: null,
      pendingSetup: true,
      isActive: true,
    });
    expect(typeof res.body.id).toBe('number');
    expectNoSecrets(res.body);
    const cookie = ([] as string[]).concat(res.headers['set-cookie'] as unknown as string[]).find((v) => v.startsWith('mailplan.sid='))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    const me = await c.get('/api/auth/me').expect(200);
    expect(me.body.id).toBe(res.body.id);
    // no organization yet, so no organization name
    expect(me.body.organizationName).toBeNull();
    expectNoSecrets(me.body);
    const [row] = await t.sql<{ password_hash: string }>('select password_hash from users where id = ?', [res.body.id]);
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
  });

  it("counts registering as the first sign-in: the creator's row on the members page has a last login", async () => {
    const started = Date.now();
    const { c, email } = await signUp(t.server, { org: 'Signed In Co' });
    const me = await c.get('/api/auth/me').expect(200);
    expect(Date.parse(me.body.lastLogin)).toBeGreaterThanOrEqual(started - 1000);
    const members = (await c.get('/api/members').expect(200)).body as { email: string; lastLogin: string | null }[];
    expect(members).toHaveLength(1);
    expect(members[0].email).toBe(email);
    expect(members[0].lastLogin).toBe(me.body.lastLogin);
  });

  it("answers the organization's name with the user, each user their own organization's", async () => {
    const a = await signUp(t.server, { org: 'Aurora Tea' });
    const b = await signUp(t.server, { org: 'Birch & Bloom' });
    expect((await a.c.get('/api/auth/me').expect(200)).body).toMatchObject({ organizationId: a.organizationId, organizationName: 'Aurora Tea' });
    expect((await b.c.get('/api/auth/me').expect(200)).body).toMatchObject({ organizationId: b.organizationId, organizationName: 'Birch & Bloom' });
  });

  it('answers 409 for an email that is already registered (any case)', async () => {
    const body = registration();
    await client(t.server).post('/api/auth/register', body).expect(201);
    const res = await client(t.server).post('/api/auth/register', { ...body, email: body.email.toUpperCase() }).expect(409);
    expect(res.body).toEqual({ statusCode: 409, error: 'Conflict', message: MESSAGES.emailTaken });
  });

  it.each([
    [{ firstName: '' }, 'firstName', 'First name is required'],
    [{ firstName: undefined }, 'firstName', 'First name is required'],
    [{ lastName: '   ' }, 'lastName', 'Last name is required'],
    [{ email: 'not-an-email' }, 'email', 'Invalid email format'],
    [{ password: 'short', confirmPassword: 'short' }, 'password', 'Password must be at least 8 characters'],
    [{ confirmPassword: '' }, 'confirmPassword', 'Please confirm your password'],
    [{ confirmPassword: 'another password' }, 'confirmPassword', 'Passwords do not match'],
    [{ firstName: 'x'.repeat(101) }, 'firstName', 'First name must be at most 100 characters'],
  ])('refuses %j with "%s: %s"', async (override, path, message) => {
    const res = await client(t.server).post('/api/auth/register', registration(override)).expect(400);
    expect(res.body).toMatchObject({ statusCode: 400, error: 'Bad Request', message });
    expect(res.body.errors).toContainEqual({ path, message });
  });

  it('lists every problem at once, the first as the message', async () => {
    const res = await client(t.server).post('/api/auth/register', {}).expect(400);
    expect(res.body.message).toBe('First name is required');
    const paths = res.body.errors.map((e: { path: string }) => e.path);
    expect(paths).toEqual(expect.arrayContaining(['firstName', 'lastName', 'email', 'password', 'confirmPassword']));
  });

  it('refuses unknown fields', async () => {
    const res = await client(t.server).post('/api/auth/register', registration({ role: 'admin' })).expect(400);
    expect(res.body.message).toBe('Unexpected field: role');
  });
});

describe('POST /api/auth/login', () => {
  it('answers {user, pendingSetup}, sets lastLogin and gives a new session id', async () => {
    const { c, email, user } = await signUp(t.server, { org: false });
    const before = await c.get('/api/auth/me').expect(200);
    await c.post('/api/auth/logout').expect(204);

    const res = await c.post('/api/auth/login', { email, password: PASSWORD }).expect(200);
    expect(res.body.pendingSetup).toBe(true);
    expect(res.body.user).toMatchObject({ id: user.id, email, pendingSetup: true });
    expect(Date.parse(res.body.user.lastLogin)).toBeGreaterThanOrEqual(Date.parse(before.body.lastLogin));
    expectNoSecrets(res.body);
    await c.get('/api/auth/me').expect(200);
  });

  it('regenerates the session id at login (no session fixation)', async () => {
    const body = registration();
    const c = client(t.server);
    const sidBefore = sessionIdFrom(await c.post('/api/auth/register', body).expect(201))!;
    const sidAfter = sessionIdFrom(await c.post('/api/auth/login', { email: body.email, password: PASSWORD }).expect(200))!;
    expect(sidAfter).toBeTruthy();
    expect(sidAfter).not.toBe(sidBefore);
    // The old session no longer authenticates anyone.
    await request(t.server).get('/api/auth/me').set('Cookie', `mailplan.sid=${encodeURIComponent(sidBefore)}`).expect(401);
    await request(t.server).get('/api/auth/me').set('Cookie', `mailplan.sid=${encodeURIComponent(sidAfter)}`).expect(200);
  });

  it('answers the same 401 for a wrong password and an unknown email', async () => {
    const { email } = await signUp(t.server, { org: false });
    const wrongPassword = await client(t.server).post('/api/auth/login', { email, password: 'wrong password' }).expect(401);
    const unknownEmail = await client(t.server).post('/api/auth/login', { email: uniqueEmail('nobody'), password: PASSWORD }).expect(401);
    expect(wrongPassword.body).toEqual({ statusCode: 401, error: 'Unauthorized', message: 'Invalid email or password' });
    expect(unknownEmail.body).toEqual(wrongPassword.body);
  });

  it.each([
    [{ email: 'nope', password: PASSWORD }, 'Please enter a valid email'],
    [{ email: 'a@example.com', password: '12345' }, 'Password must be at least 6 characters'],
  ])('validates %j', async (body, message) => {
    const res = await client(t.server).post('/api/auth/login', body).expect(400);
    expect(res.body.message).toBe(message);
  });

  it('answers 429 after repeated failures for one email from one client, even with the right password', async () => {
    const { email } = await signUp(t.server, { org: false });
    for (let i = 0; i < 5; i++) await client(t.server).post('/api/auth/login', { email, password: 'wrong password' }).expect(401);
    const res = await client(t.server).post('/api/auth/login', { email, password: PASSWORD }).expect(429);
    expect(res.body).toEqual({ statusCode: 429, error: 'Too Many Requests', message: 'Too many login attempts. Please try again later.' });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    // Another account from the same address is not slowed by it.
    const other = await signUp(t.server, { org: false });
    await client(t.server).post('/api/auth/login', { email: other.email, password: PASSWORD }).expect(200);
  });
});

describe('logout and me', () => {
  it('logout answers 204, destroys the session and clears the cookie', async () => {
    const { c, user } = await signUp(t.server, { org: false });
    await c.get('/api/auth/me').expect(200);
    const sessionsOf = async () =>
      Number((await t.sql<{ n: string }>(`select count(*) as n from session where sess->'passport'->>'user' = ?`, [String(user.id)]))[0].n);
    expect(await sessionsOf()).toBe(1);
    const res = await c.post('/api/auth/logout').expect(204);
    expect(String(res.headers['set-cookie'])).toMatch(/mailplan\.sid=;/);
    expect(await sessionsOf()).toBe(0);
    await c.get('/api/auth/me').expect(401);
  });

  it('a signed-in read loads its session and user fresh each time, and writes nothing to the session', async () => {
    const { c, user } = await signUp(t.server, { org: false });
    const row = async () => (await t.sql<{ sess: unknown; expire: Date }>(`select sess, expire from session where sess->'passport'->>'user' = ?`, [String(user.id)]))[0];
    const before = await row();
    const read = await c.get('/api/auth/me').expect(200);
    expect(read.body.id).toBe(user.id);
    expect(read.headers['set-cookie']).toBeUndefined();
    expect(await row()).toEqual(before);

    await t.sql(`update session set expire = now() - interval '1 second' where sess->'passport'->>'user' = ?`, [String(user.id)]);
    await c.get('/api/auth/me').expect(401);

    const other = await signUp(t.server, { org: false });
    await other.c.get('/api/auth/me').expect(200);
    await t.sql(`update users set is_active = false where id = ?`, [other.user.id]);
    await other.c.get('/api/auth/me').expect(401);
  });

  it('reads a session id with quotes and backslashes as data: its own row only', async () => {
    const { c, user } = await signUp(t.server, { org: false });
    await c.get('/api/auth/me').expect(200);
    const [{ sess }] = await t.sql<{ sess: unknown }>(`select sess from session where sess->'passport'->>'user' = ?`, [String(user.id)]);
    const cookieFor = (sid: string) => `mailplan.sid=${encodeURIComponent(`s:${sign(sid, 'test-session-secret-0123456789')}`)}`;
    const odd = `q'u"o\\te ${randomUUID()}`;
    await t.sql(`insert into session (sid, sess, expire) values (?, ?, now() + interval '1 hour')`, [odd, JSON.stringify(sess)]);
    const me = await request(t.server).get('/api/auth/me').set('Cookie', cookieFor(odd)).expect(200);
    expect(me.body.id).toBe(user.id);
    // Had the id been pasted into the query, this one would match every live session.
    await request(t.server).get('/api/auth/me').set('Cookie', cookieFor(`x' or ''='`)).expect(401);
  });

  it('me answers 401 in the error shape without a session', async () => {
    const res = await request(t.server).get('/api/auth/me').expect(401);
    expect(res.body).toEqual({ statusCode: 401, error: 'Unauthorized', message: 'Not authenticated' });
  });
});

describe('CSRF', () => {
  it('refuses a write without X-Requested-With and changes nothing', async () => {
    const body = registration();
    const res = await request(t.server).post('/api/auth/register').send(body).expect(403);
    expect(res.body).toEqual({ statusCode: 403, error: 'Forbidden', message: 'Missing CSRF header' });
    expect(await t.sql('select id from users where email = ?', [body.email])).toHaveLength(0);
  });

  it('refuses a write from another origin even with the header', async () => {
    const { c } = await signUp(t.server, { org: 'Origin Co' });
    const res = await c.agent
      .post('/api/modules')
      .set('X-Requested-With', 'XMLHttpRequest')
      .set('Origin', 'https://evil.example')
      .send({ name: 'x', description: 'y', category: 'body' })
      .expect(403);
    expect(res.body.message).toBe('Missing CSRF header');
  });

  it('accepts a same-origin write', async () => {
    const body = registration();
    await request(t.server)
      .post('/api/auth/register')
      .set('X-Requested-With', 'XMLHttpRequest')
      .set('Host', 'mailplan.test')
      .set('Origin', 'http://mailplan.test')
      .send(body)
      .expect(201);
    // Behind a proxy that forwards Host without the port (nginx's $host).
    await request(t.server)
      .post('/api/auth/register')
      .set('X-Requested-With', 'XMLHttpRequest')
      .set('Host', 'localhost')
      .set('Origin', 'http://localhost:8080')
      .send(registration())
      .expect(201);
  });
});
