import { createHash } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { MESSAGES } from '@mailplan/shared';
import { PASSWORD, client, registration, signUp, startTestApp, uniqueEmail, type Client, type TestApp } from './support/test-app.js';

const CSRF = { 'X-Requested-With': 'XMLHttpRequest' };
const del = (c: Client, path: string) => c.agent.delete(path).set(CSRF);
const tokenOf = (link: string) => link.slice(link.indexOf('/invitations/') + '/invitations/'.length);
const preview = (t: TestApp, token: string) => client(t.server).get(`/api/auth/invitation?token=${encodeURIComponent(token)}`);

/** An admin (with an organization named `org`) who invites `email` with `role`; answers the link's token. */
async function invite(admin: Client, email: string, role = 'editor') {
  const res = await admin.post('/api/invitations', { email, role }).expect(201);
  return { token: tokenOf(res.body.link), invitation: res.body.invitation as { id: number; email: string; role: string }, body: res.body };
}

/** A new person registering through the link with the invited email. */
async function registerInvited(t: TestApp, token: string, email: string) {
  const c = client(t.server);
  const res = await c.post('/api/auth/register', registration({ email, invitationToken: token, firstName: 'Grace', lastName: 'Hopper' }));
  return { c, res };
}

async function activityOf(c: Client): Promise<{ action: string; subjectName: string | null; detail: string | null }[]> {
  return (await c.get('/api/activity?subjectType=member').expect(200)).body;
}

describe('members and invitations (no SMTP_URL: the admin copies the link)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t?.close());

  it('invites with a single-use link valid for 7 days, storing only a hash of its token', async () => {
    const admin = await signUp(t.server, { org: 'Acme Outdoor' });
    const email = uniqueEmail('invitee');
    const before = Date.now();
    const res = await admin.c.post('/api/invitations', { email: `  ${email.toUpperCase()} `, role: 'editor' }).set('Origin', `http://127.0.0.1:${(t.server.address() as AddressInfo)?.port ?? 0}`);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ delivery: 'link', emailError: null, invitation: { email, role: 'editor', status: 'pending', invitedBy: 'Ada Lovelace' } });
    expect(res.body.link).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/invitations\/[A-Za-z0-9_-]{43}$/);
    const token = tokenOf(res.body.link);
    const expires = Date.parse(res.body.invitation.expiresAt) - before;
    expect(expires).toBeGreaterThan(7 * 24 * 3600_000 - 60_000);
    expect(expires).toBeLessThan(7 * 24 * 3600_000 + 60_000);

    const rows = await t.sql<Record<string, unknown>>('select * from invitations where email = ?', [email]);
    expect(rows).toHaveLength(1);
    expect(rows[0].token_hash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(rows)).not.toContain(token);

    const list = await admin.c.get('/api/invitations').expect(200);
    expect(list.body).toEqual([expect.objectContaining({ email, role: 'editor', status: 'pending' })]);
    expect(JSON.stringify(list.body)).not.toContain(token);

    const shown = await preview(t, token).expect(200);
    expect(shown.body).toEqual({ email, role: 'editor', organizationName: 'Acme Outdoor', invitedBy: 'Ada Lovelace', expiresAt: res.body.invitation.expiresAt, hasAccount: false });
  });

  it('refuses bad invitations with a clear 400 or 409 and stores nothing', async () => {
    const admin = await signUp(t.server);
    const bad = await admin.c.post('/api/invitations', { email: 'not-an-email', role: 'boss' }).expect(400);
    expect(bad.body.errors.map((e: { message: string }) => e.message)).toEqual([
      'Please enter a valid email address',
      'Role must be one of admin, manager, editor or viewer',
    ]);
    await admin.c.post('/api/invitations', { email: admin.email, role: 'viewer' }).expect(409, /is already a member of this organization/);
    const email = uniqueEmail('twice');
    await invite(admin.c, email);
    const again = await admin.c.post('/api/invitations', { email, role: 'viewer' }).expect(409);
    expect(again.body.message).toBe(`${email} already has a pending invitation. Resend it or revoke it first.`);
    expect(await t.sql('select id from invitations where organization_id = ?', [admin.organizationId])).toHaveLength(1);
  });

  it('a new person registers through a valid link with the invited email and lands in the organization with the role', async () => {
    const admin = await signUp(t.server, { org: 'Team Co' });
    const email = uniqueEmail('new');
    const { token } = await invite(admin.c, email, 'manager');
    const { c, res } = await registerInvited(t, token, email);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ email, role: 'manager', organizationId: admin.organizationId, pendingSetup: false });
    expect((await c.get('/api/auth/me').expect(200)).body).toMatchObject({ role: 'manager', organizationId: admin.organizationId });
    // the new member works in the organization at once (no organization set-up)
    await c.get('/api/modules').expect(200);

    const members = (await admin.c.get('/api/members').expect(200)).body;
    expect(members.map((m: { email: string; role: string }) => [m.email, m.role])).toEqual([
      [admin.email, 'admin'],
      [email, 'manager'],
    ]);
    expect(members[1]).toEqual({ id: res.body.id, email, firstName: 'Grace', lastName: 'Hopper', role: 'manager', lastLogin: expect.any(String), createdAt: expect.any(String) });
    expect((await admin.c.get('/api/invitations').expect(200)).body).toEqual([]);

    // used: the link says so and changes nothing
    expect((await preview(t, token).expect(410)).body.message).toBe('This invitation has already been used. Log in to continue.');
    const other = uniqueEmail('late');
    const again = await registerInvited(t, token, other);
    expect(again.res.status).toBe(410);
    expect(await t.sql('select id from users where email = ?', [other])).toHaveLength(0);

    const actions = (await activityOf(admin.c)).map((a) => [a.action, a.subjectName]);
    expect(actions).toEqual(expect.arrayContaining([['invited', email], ['joined', email]]));
  });

  it('registration with another email than the invited one is refused and changes nothing', async () => {
    const admin = await signUp(t.server);
    const email = uniqueEmail('invited');
    const { token } = await invite(admin.c, email);
    const wrong = uniqueEmail('wrong');
    const { res } = await registerInvited(t, token, wrong);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(`This invitation is for ${email}: register with that email.`);
    expect(await t.sql('select id from users where email = ?', [wrong])).toHaveLength(0);
    await preview(t, token).expect(200);
  });

  it('an unknown link answers 404; an expired link says so and changes nothing', async () => {
    const unknown = await preview(t, 'x'.repeat(43)).expect(404);
    expect(unknown.body.message).toBe('This invitation link is not valid. Check that you copied the whole link, or ask an admin for a new invitation.');
    await client(t.server).get('/api/auth/invitation').expect(404);

    const admin = await signUp(t.server, { org: 'Old News' });
    const email = uniqueEmail('expired');
    const { token, invitation } = await invite(admin.c, email);
    await t.sql(`update invitations set expires_at = now() - interval '1 minute' where id = ?`, [invitation.id]);
    const expired = 'This invitation has expired. Ask an admin of Old News to send a new one.';
    expect((await preview(t, token).expect(410)).body.message).toBe(expired);
    expect((await registerInvited(t, token, email)).res.body).toMatchObject({ statusCode: 410, message: expired });
    expect(await t.sql('select id from users where email = ?', [email])).toHaveLength(0);
    const member = await signUp(t.server, { org: false });
    await t.sql('update users set email = ? where id = ?', [email, member.user.id]);
    await member.c.post('/api/auth/invitation/accept', { token }).expect(410);
    expect((await member.c.get('/api/auth/me')).body.organizationId).toBeNull();
    // still listed, as expired, for the admin to send again or revoke
    expect((await admin.c.get('/api/invitations').expect(200)).body).toEqual([expect.objectContaining({ id: invitation.id, status: 'expired' })]);
  });

  it('a revoked link says so; revoking twice is a 409', async () => {
    const admin = await signUp(t.server, { org: 'Revokers' });
    const email = uniqueEmail('revoked');
    const { token, invitation } = await invite(admin.c, email);
    await del(admin.c, `/api/invitations/${invitation.id}`).expect(204);
    expect((await preview(t, token).expect(410)).body.message).toBe('This invitation was revoked. Ask an admin of Revokers if you should still join.');
    expect((await registerInvited(t, token, email)).res.status).toBe(410);
    expect(await t.sql('select id from users where email = ?', [email])).toHaveLength(0);
    expect((await admin.c.get('/api/invitations')).body).toEqual([]);
    await del(admin.c, `/api/invitations/${invitation.id}`).expect(409);
    expect((await activityOf(admin.c)).map((a) => a.action)).toContain('invitation_revoked');
  });

  it('sending again makes a new link valid for 7 days and the old one says it was replaced', async () => {
    const admin = await signUp(t.server, { org: 'Resenders' });
    const email = uniqueEmail('resend');
    const first = await invite(admin.c, email, 'viewer');
    await t.sql(`update invitations set expires_at = now() - interval '1 day' where id = ?`, [first.invitation.id]);
    const res = await admin.c.post(`/api/invitations/${first.invitation.id}/resend`).expect(200);
    expect(res.body).toMatchObject({ delivery: 'link', invitation: { email, role: 'viewer', status: 'pending' } });
    const token = tokenOf(res.body.link);
    expect(token).not.toBe(first.token);
    expect((await preview(t, first.token).expect(410)).body.message).toMatch(/replaced by a newer one/);
    await preview(t, token).expect(200);
    expect((await admin.c.get('/api/invitations')).body.map((i: { id: number }) => i.id)).toEqual([res.body.invitation.id]);
    await admin.c.post(`/api/invitations/${first.invitation.id}/resend`).expect(409);
  });

  it('someone signed in with the invited email joins after confirming; another email is told so', async () => {
    const admin = await signUp(t.server, { org: 'Joiners' });
    const person = await signUp(t.server, { org: false });
    const { token } = await invite(admin.c, person.email, 'viewer');
    expect((await preview(t, token).expect(200)).body.hasAccount).toBe(true);

    const stranger = await signUp(t.server, { org: false });
    const refused = await stranger.c.post('/api/auth/invitation/accept', { token }).expect(403);
    expect(refused.body.message).toBe(`This invitation is for ${person.email}. Sign in with that email to accept it.`);
    expect((await stranger.c.get('/api/auth/me')).body.organizationId).toBeNull();

    await client(t.server).post('/api/auth/invitation/accept', { token }).expect(401);
    await person.c.post('/api/auth/invitation/accept', {}).expect(400, /The invitation token is missing/);

    const joined = await person.c.post('/api/auth/invitation/accept', { token }).expect(200);
    expect(joined.body).toMatchObject({ email: person.email, role: 'viewer', organizationId: admin.organizationId, pendingSetup: false });
    expect((await person.c.get('/api/auth/me')).body.organizationId).toBe(admin.organizationId);
    await person.c.post('/api/auth/invitation/accept', { token }).expect(410);
  });

  it('a member of the organization already is told so, and the invitation stays pending', async () => {
    const admin = await signUp(t.server, { org: 'Already' });
    const person = await signUp(t.server, { org: false });
    const { token } = await invite(admin.c, person.email);
    await t.sql('update users set organization_id = ?, role = ?, pending_setup = false where id = ?', [admin.organizationId, 'viewer', person.user.id]);
    const res = await person.c.post('/api/auth/invitation/accept', { token }).expect(409);
    expect(res.body.message).toBe('You are already a member of Already');
    expect((await admin.c.get('/api/invitations')).body).toHaveLength(1);
  });

  it('a member of another organization leaves it to join, unless they are its last admin with other members', async () => {
    const admin = await signUp(t.server, { org: 'Destination' });
    // alone in their own organization: they may move; that organization keeps its data
    const solo = await signUp(t.server, { org: 'Solo Shop' });
    const first = await invite(admin.c, solo.email, 'editor');
    await solo.c.post('/api/auth/invitation/accept', { token: first.token }).expect(200);
    expect((await solo.c.get('/api/auth/me')).body).toMatchObject({ organizationId: admin.organizationId, role: 'editor' });
    expect(await t.sql('select id from organizations where id = ?', [solo.organizationId])).toHaveLength(1);
    const left = await t.sql<{ action: string }>('select action from activities where organization_id = ? and subject_type = ?', [solo.organizationId, 'member']);
    expect(left.map((r) => r.action)).toContain('left');

    // the last admin of an organization with other members may not leave it
    const lead = await signUp(t.server, { org: 'Busy Team' });
    const teammate = uniqueEmail('teammate');
    const { token: teammateToken } = await invite(lead.c, teammate, 'editor');
    await registerInvited(t, teammateToken, teammate);
    const { token } = await invite(admin.c, lead.email, 'editor');
    const refused = await lead.c.post('/api/auth/invitation/accept', { token }).expect(409);
    expect(refused.body.message).toBe(
      'You are the last admin of Busy Team, which has other members. Make another member an admin before you join another organization.',
    );
    expect((await lead.c.get('/api/auth/me')).body).toMatchObject({ organizationId: lead.organizationId, role: 'admin' });
    await preview(t, token).expect(200);
  });

  it('the last admin can be neither demoted nor removed', async () => {
    const admin = await signUp(t.server);
    const me = admin.user.id;
    const demote = await admin.c.patch(`/api/members/${me}`, { role: 'editor' }).expect(409);
    expect(demote.body.message).toBe('This is the last admin of the organization. Make another member an admin first.');
    const remove = await del(admin.c, `/api/members/${me}`).expect(409);
    expect(remove.body.message).toBe('The last admin of the organization cannot be removed. Make another member an admin first.');
    expect((await admin.c.get('/api/auth/me')).body.role).toBe('admin');

    await admin.c.patch(`/api/members/${me}`, { role: 'owner' }).expect(400, /Role must be one of admin, manager, editor or viewer/);
    await admin.c.patch('/api/members/abc', { role: 'viewer' }).expect(400, /Member id must be a positive integer/);
    await admin.c.patch('/api/members/999999', { role: 'viewer' }).expect(404, /Member not found/);

    // with a second admin, the first may step down
    const email = uniqueEmail('second');
    const { token } = await invite(admin.c, email, 'admin');
    await registerInvited(t, token, email);
    await admin.c.patch(`/api/members/${me}`, { role: 'manager' }).expect(200);
    expect((await admin.c.get('/api/auth/me')).body.role).toBe('manager');
  });

  it("a role change applies to the member's next request, without signing in again", async () => {
    const admin = await signUp(t.server);
    const email = uniqueEmail('promoted');
    const { token } = await invite(admin.c, email, 'viewer');
    const { c, res } = await registerInvited(t, token, email);
    await c.get('/api/members').expect(200);
    const refused = await c.post('/api/invitations', { email: uniqueEmail('x'), role: 'viewer' }).expect(403);
    expect(refused.body.message).toBe('Your role does not allow managing members or invitations');
    const changed = await admin.c.patch(`/api/members/${res.body.id}`, { role: 'admin' }).expect(200);
    expect(changed.body).toMatchObject({ id: res.body.id, role: 'admin' });
    await c.post('/api/invitations', { email: uniqueEmail('x'), role: 'viewer' }).expect(201);
    await admin.c.patch(`/api/members/${res.body.id}`, { role: 'viewer' }).expect(200);
    await c.post('/api/invitations', { email: uniqueEmail('y'), role: 'viewer' }).expect(403);
    const activity = (await activityOf(admin.c)).filter((a) => a.action === 'role_changed');
    expect(activity.map((a) => a.detail)).toEqual(['admin → viewer', 'viewer → admin']);
  });

  it("removing a member ends their sessions at once and detaches them from the organization", async () => {
    const admin = await signUp(t.server);
    const email = uniqueEmail('removed');
    const { token } = await invite(admin.c, email, 'editor');
    const { c, res } = await registerInvited(t, token, email);
    const second = client(t.server);
    await second.post('/api/auth/login', { email, password: PASSWORD }).expect(200);
    const sessionsOf = () => t.sql(`select sid from session where sess #>> '{passport,user}' = ?`, [String(res.body.id)]);
    expect(await sessionsOf()).toHaveLength(2);

    await del(admin.c, `/api/members/${res.body.id}`).expect(204);
    expect(await sessionsOf()).toHaveLength(0);
    await c.get('/api/modules').expect(401);
    await second.get('/api/auth/me').expect(401);
    const [row] = await t.sql<{ organization_id: number | null; pending_setup: boolean }>('select organization_id, pending_setup from users where id = ?', [res.body.id]);
    expect(row).toEqual({ organization_id: null, pending_setup: true });
    expect((await admin.c.get('/api/members')).body.map((m: { id: number }) => m.id)).not.toContain(res.body.id);
    // the admin's own session is untouched
    await admin.c.get('/api/members').expect(200);
    // signing in again leads to organization set-up
    const back = await client(t.server).post('/api/auth/login', { email, password: PASSWORD }).expect(200);
    expect(back.body.pendingSetup).toBe(true);
    await del(admin.c, `/api/members/${res.body.id}`).expect(404);
    expect((await activityOf(admin.c)).map((a) => [a.action, a.subjectName])).toContainEqual(['removed', email]);
  });

  it("non-admins read the lists but change nothing", async () => {
    const admin = await signUp(t.server);
    const email = uniqueEmail('reader');
    const { token } = await invite(admin.c, email, 'manager');
    const { c } = await registerInvited(t, token, email);
    const pending = await invite(admin.c, uniqueEmail('pending'), 'viewer');
    expect((await c.get('/api/members').expect(200)).body).toHaveLength(2);
    expect((await c.get('/api/invitations').expect(200)).body).toHaveLength(1);
    await c.patch(`/api/members/${admin.user.id}`, { role: 'viewer' }).expect(403);
    await del(c, `/api/members/${admin.user.id}`).expect(403);
    await c.post(`/api/invitations/${pending.invitation.id}/resend`).expect(403);
    await del(c, `/api/invitations/${pending.invitation.id}`).expect(403);
    expect((await admin.c.get('/api/members')).body.map((m: { role: string }) => m.role)).toEqual(['admin', 'manager']);
  });

  it("another organization can neither see nor change these members and invitations (404)", async () => {
    const a = await signUp(t.server, { org: 'Alpha' });
    const b = await signUp(t.server, { org: 'Bravo' });
    const email = uniqueEmail('alpha-member');
    const { token } = await invite(a.c, email, 'editor');
    const { res } = await registerInvited(t, token, email);
    const pending = await invite(a.c, uniqueEmail('alpha-pending'), 'viewer');

    const bMembers = (await b.c.get('/api/members').expect(200)).body;
    expect(bMembers.map((m: { email: string }) => m.email)).toEqual([b.email]);
    expect((await b.c.get('/api/invitations').expect(200)).body).toEqual([]);
    await b.c.patch(`/api/members/${res.body.id}`, { role: 'viewer' }).expect(404, /Member not found/);
    await del(b.c, `/api/members/${res.body.id}`).expect(404);
    await del(b.c, `/api/members/${a.user.id}`).expect(404);
    await b.c.post(`/api/invitations/${pending.invitation.id}/resend`).expect(404, /Invitation not found/);
    await del(b.c, `/api/invitations/${pending.invitation.id}`).expect(404);

    expect((await a.c.get('/api/members')).body.map((m: { role: string }) => m.role)).toEqual(['admin', 'editor']);
    expect((await a.c.get('/api/invitations')).body.map((i: { id: number; status: string }) => [i.id, i.status])).toEqual([[pending.invitation.id, 'pending']]);
    // B's activity shows nothing of A's
    expect(JSON.stringify((await b.c.get('/api/activity').expect(200)).body)).not.toContain(email);
  });

  it('registration without a token is unchanged (pending set-up, no organization)', async () => {
    const res = await client(t.server).post('/api/auth/register', registration()).expect(201);
    expect(res.body).toMatchObject({ organizationId: null, pendingSetup: true, role: 'viewer' });
    const bad = await client(t.server).post('/api/auth/register', registration({ invitationToken: 42 })).expect(400);
    expect(bad.body.message).toBe('The invitation token is missing');
    expect(MESSAGES.emailTaken).toBeTruthy();
  });
});
