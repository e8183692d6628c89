import { hashSecretToken } from '../src/common/secret-token.js';
import { newInstanceId, type Role } from '@mailplan/shared';
import { client, registration, signUp, startTestApp, type Client, type TestApp } from './support/test-app.js';

/**
 * Campaign approval on real Postgres: every status transition by every role (allowed and
 * refused), the export behind the "approval required" setting, comments, outside reviewers'
 * share links, and the activity each step leaves.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

const ROLES: Role[] = ['admin', 'manager', 'editor', 'viewer'];

/** A member of the organization with `role`, made directly in the database (as an invitation would). */
async function member(organizationId: number, role: Role, firstName = role[0]!.toUpperCase() + role.slice(1)): Promise<Client> {
  const c = client(t.server);
  const body = registration({ firstName, lastName: 'Tester' });
  const reg = await c.post('/api/auth/register', body).expect(201);
  await t.sql('update users set organization_id = ?, role = ?, pending_setup = false where id = ?', [organizationId, role, reg.body.id]);
  return c;
}

async function team() {
  const owner = await signUp(t.server, { org: 'Acme' });
  const organizationId = owner.organizationId!;
  const roles = { admin: owner.c } as Record<Role, Client>;
  for (const role of ['manager', 'editor', 'viewer'] as const) roles[role] = await member(organizationId, role);
  const modules = (await owner.c.get('/api/modules').expect(200)).body as { id: number; name: string }[];
  return { organizationId, roles, modules, adminId: owner.user.id };
}

type Team = Awaited<ReturnType<typeof team>>;

async function campaign(tm: Team, by: Client = tm.roles.editor) {
  const mod = tm.modules[0]!;
  const instance = { instanceId: newInstanceId(mod.id), moduleId: mod.id };
  const res = await by
    .post('/api/campaigns', { name: 'Spring sale', subject: 'Spring is here', previewText: 'Fresh picks for the season', goal: 'Sell', moduleInstances: [instance], content: { [instance.instanceId]: {} } })
    .expect(201);
  return { id: res.body.id as number, instanceId: instance.instanceId };
}

const status = async (tm: Team, id: number) => (await tm.roles.viewer.get(`/api/campaigns/${id}`).expect(200)).body.status as string;
const activity = async (tm: Team, id: number) =>
  (await tm.roles.viewer.get(`/api/activity?subjectType=campaign&subjectId=${id}`).expect(200)).body as { action: string; detail: string | null; actor: { kind: string; name: string } }[];

describe('campaign status', () => {
  it('starts as a draft, shown in the list and the detail', async () => {
    const tm = await team();
    const { id } = await campaign(tm);
    expect(await status(tm, id)).toBe('draft');
    const list = (await tm.roles.viewer.get('/api/campaigns').expect(200)).body as { id: number; status: string }[];
    expect(list.find((c) => c.id === id)?.status).toBe('draft');
  });

  it.each(ROLES)('send for review as %s: content writers only', async (role) => {
    const tm = await team();
    const { id } = await campaign(tm);
    const res = await tm.roles[role].post(`/api/campaigns/${id}/submit-for-review`);
    if (role === 'viewer') {
      expect(res.status).toBe(403);
      expect(await status(tm, id)).toBe('draft');
    } else {
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ id, status: 'in_review' });
    }
  });

  it.each(ROLES)('approve as %s: managers and admins only', async (role) => {
    const tm = await team();
    const { id } = await campaign(tm);
    await tm.roles.editor.post(`/api/campaigns/${id}/submit-for-review`).expect(200);
    const res = await tm.roles[role].post(`/api/campaigns/${id}/approve`, { comment: 'Good to go' });
    if (role === 'admin' || role === 'manager') {
      expect(res.status).toBe(200);
      expect(await status(tm, id)).toBe('approved');
    } else {
      expect(res.status).toBe(403);
      expect(res.body.message).toEqual(expect.any(String));
      expect(await status(tm, id)).toBe('in_review');
    }
  });

  it.each(ROLES)('request changes as %s: managers and admins only, with a comment', async (role) => {
    const tm = await team();
    const { id } = await campaign(tm);
    await tm.roles.editor.post(`/api/campaigns/${id}/submit-for-review`).expect(200);
    const res = await tm.roles[role].post(`/api/campaigns/${id}/request-changes`, { comment: 'Shorter subject, please' });
    expect(res.status).toBe(role === 'admin' || role === 'manager' ? 200 : 403);
    expect(await status(tm, id)).toBe(role === 'admin' || role === 'manager' ? 'changes_requested' : 'in_review');
  });

  it('refuses transitions the status does not allow, with a clear message, changing nothing', async () => {
    const tm = await team();
    const { id } = await campaign(tm);
    // approve or request changes on a draft
    let res = await tm.roles.manager.post(`/api/campaigns/${id}/approve`, {});
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/not waiting for review/i);
    res = await tm.roles.manager.post(`/api/campaigns/${id}/request-changes`, { comment: 'x' });
    expect(res.status).toBe(409);
    expect(await status(tm, id)).toBe('draft');
    // request changes needs a comment
    await tm.roles.editor.post(`/api/campaigns/${id}/submit-for-review`).expect(200);
    res = await tm.roles.manager.post(`/api/campaigns/${id}/request-changes`, { comment: '  ' });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/comment is required/i);
    // twice in review
    res = await tm.roles.editor.post(`/api/campaigns/${id}/submit-for-review`);
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/already waiting for review/i);
    // a stale version
    res = await tm.roles.manager.post(`/api/campaigns/${id}/approve`, { version: 999 });
    expect(res.status).toBe(409);
    expect(await status(tm, id)).toBe('in_review');
    await tm.roles.manager.post(`/api/campaigns/${id}/approve`, {}).expect(200);
    // approved: send for review again is refused
    res = await tm.roles.editor.post(`/api/campaigns/${id}/submit-for-review`);
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/already approved/i);
    // bad bodies
    res = await tm.roles.manager.post(`/api/campaigns/${id}/approve`, { comment: 5 });
    expect(res.status).toBe(400);
    res = await tm.roles.manager.post(`/api/campaigns/abc/approve`, {});
    expect(res.status).toBe(400);
  });

  it('an edit returns an approved campaign to draft and the history says why; a save that changes nothing does not', async () => {
    const tm = await team();
    const { id } = await campaign(tm);
    await tm.roles.editor.post(`/api/campaigns/${id}/submit-for-review`).expect(200);
    await tm.roles.manager.post(`/api/campaigns/${id}/approve`, {}).expect(200);
    await tm.roles.editor.patch(`/api/campaigns/${id}`, { name: 'Spring sale' }).expect(200);
    expect(await status(tm, id)).toBe('approved');
    const edited = await tm.roles.editor.patch(`/api/campaigns/${id}`, { subject: 'Spring is finally here' }).expect(200);
    expect(edited.body.status).toBe('draft');
    const history = await activity(tm, id);
    expect(history[0]).toMatchObject({ action: 'status_changed', detail: expect.stringMatching(/edited after approval/) });
    expect(history.map((a) => a.action)).toEqual(['status_changed', 'edited', 'approved', 'sent_for_review', 'created']);
  });

  it('an edit after changes were requested makes it a draft again; then it goes round once more', async () => {
    const tm = await team();
    const { id } = await campaign(tm);
    await tm.roles.editor.post(`/api/campaigns/${id}/submit-for-review`).expect(200);
    await tm.roles.admin.post(`/api/campaigns/${id}/request-changes`, { comment: 'Warmer tone' }).expect(200);
    await tm.roles.editor.patch(`/api/campaigns/${id}`, { goal: 'Sell, warmly' }).expect(200);
    expect(await status(tm, id)).toBe('draft');
    await tm.roles.editor.post(`/api/campaigns/${id}/submit-for-review`).expect(200);
    await tm.roles.admin.post(`/api/campaigns/${id}/approve`, {}).expect(200);
    expect(await status(tm, id)).toBe('approved');
  });

  it("another organization's campaign answers 404 and does not change", async () => {
    const tm = await team();
    const other = await team();
    const { id } = await campaign(other);
    for (const path of ['submit-for-review', 'approve', 'request-changes']) {
      const res = await tm.roles.admin.post(`/api/campaigns/${id}/${path}`, { comment: 'x' });
      expect(res.status).toBe(404);
    }
    expect(await status(other, id)).toBe('draft');
  });
});

describe('approval required: the export waits for approval', () => {
  it('only an admin changes the setting; every member reads it', async () => {
    const tm = await team();
    expect((await tm.roles.viewer.get('/api/organization/settings').expect(200)).body).toEqual({ approvalRequired: false });
    for (const role of ['manager', 'editor', 'viewer'] as const) {
      await tm.roles[role].patch('/api/organization/settings', { approvalRequired: true }).expect(403);
    }
    expect((await tm.roles.admin.get('/api/organization/settings').expect(200)).body.approvalRequired).toBe(false);
    expect((await tm.roles.admin.patch('/api/organization/settings', { approvalRequired: 'yes' })).status).toBe(400);
    expect((await tm.roles.admin.patch('/api/organization/settings', {})).status).toBe(400);
    await tm.roles.admin.patch('/api/organization/settings', { approvalRequired: true }).expect(200, { approvalRequired: true });
    const other = await team();
    expect((await other.roles.admin.get('/api/organization/settings').expect(200)).body.approvalRequired).toBe(false);
    const feed = (await tm.roles.viewer.get('/api/activity').expect(200)).body as { action: string }[];
    expect(feed[0]!.action).toBe('settings_changed');
  });

  it('refuses the export (409, a clear message) until the campaign is approved; the preview always answers', async () => {
    const tm = await team();
    const { id } = await campaign(tm);
    await tm.roles.editor.get(`/api/campaigns/${id}/export`).expect(200); // off: as before
    await tm.roles.admin.patch('/api/organization/settings', { approvalRequired: true }).expect(200);
    let res = await tm.roles.editor.get(`/api/campaigns/${id}/export`);
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/requires approval before export/);
    res = await tm.roles.editor.post('/api/campaigns/export', { name: 'x' });
    expect(res.status).toBe(409);
    await tm.roles.editor.get(`/api/campaigns/${id}/preview`).expect(200);
    await tm.roles.editor.post('/api/campaigns/preview', { name: 'x' }).expect(200);
    await tm.roles.editor.post(`/api/campaigns/${id}/submit-for-review`).expect(200);
    expect((await tm.roles.editor.get(`/api/campaigns/${id}/export`)).status).toBe(409);
    await tm.roles.manager.post(`/api/campaigns/${id}/approve`, {}).expect(200);
    res = await tm.roles.viewer.get(`/api/campaigns/${id}/export`).expect(200);
    expect(res.body.html).toContain('<!DOCTYPE html>');
    // an edit takes the approval away again
    await tm.roles.editor.patch(`/api/campaigns/${id}`, { subject: 'Changed' }).expect(200);
    expect((await tm.roles.editor.get(`/api/campaigns/${id}/export`)).status).toBe(409);
  });
});

describe('comments', () => {
  it('on the campaign and pinned to a module instance; listed by every member, written by content writers', async () => {
    const tm = await team();
    const { id, instanceId } = await campaign(tm);
    const general = await tm.roles.editor.post(`/api/campaigns/${id}/comments`, { body: '  Looks close  ' }).expect(201);
    expect(general.body).toMatchObject({ campaignId: id, instanceId: null, body: 'Looks close', decision: null, author: { kind: 'user', name: 'Editor Tester' } });
    const pinned = await tm.roles.manager.post(`/api/campaigns/${id}/comments`, { body: 'Shorter headline', instanceId }).expect(201);
    expect(pinned.body.instanceId).toBe(instanceId);
    expect((await tm.roles.viewer.post(`/api/campaigns/${id}/comments`, { body: 'hi' })).status).toBe(403);
    const list = (await tm.roles.viewer.get(`/api/campaigns/${id}/comments`).expect(200)).body as { id: number; instanceId: string | null }[];
    expect(list.map((c) => c.id)).toEqual([general.body.id, pinned.body.id]);
    expect((await activity(tm, id))[0]).toMatchObject({ action: 'commented', detail: 'Shorter headline' });
  });

  it('refuses an empty comment, an unknown module instance and bad ids, storing nothing', async () => {
    const tm = await team();
    const { id } = await campaign(tm);
    let res = await tm.roles.editor.post(`/api/campaigns/${id}/comments`, { body: '' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Comment cannot be empty');
    res = await tm.roles.editor.post(`/api/campaigns/${id}/comments`, { body: 'x', instanceId: 'instance-1-nope' });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/not in this campaign/);
    res = await tm.roles.editor.post(`/api/campaigns/${id}/comments`, { body: 'x'.repeat(5001) });
    expect(res.status).toBe(400);
    res = await tm.roles.editor.post(`/api/campaigns/${id}/comments`, { body: 'x', extra: 1 });
    expect(res.status).toBe(400);
    expect((await tm.roles.editor.get(`/api/campaigns/${id}/comments`).expect(200)).body).toEqual([]);
  });

  it('an author deletes their own comment; nobody else can', async () => {
    const tm = await team();
    const { id } = await campaign(tm);
    const mine = (await tm.roles.editor.post(`/api/campaigns/${id}/comments`, { body: 'Mine' }).expect(201)).body;
    let res = await tm.roles.admin.agent.delete(`/api/campaigns/${id}/comments/${mine.id}`).set('X-Requested-With', 'XMLHttpRequest');
    expect(res.status).toBe(403);
    expect(res.body.message).toMatch(/only your own/);
    res = await tm.roles.editor.agent.delete(`/api/campaigns/${id}/comments/${mine.id}`).set('X-Requested-With', 'XMLHttpRequest');
    expect(res.status).toBe(204);
    expect((await tm.roles.editor.get(`/api/campaigns/${id}/comments`).expect(200)).body).toEqual([]);
  });

  it("keeps organizations apart: another organization's campaign and comments answer 404", async () => {
    const tm = await team();
    const other = await team();
    const theirs = await campaign(other);
    const comment = (await other.roles.editor.post(`/api/campaigns/${theirs.id}/comments`, { body: 'Private' }).expect(201)).body;
    expect((await tm.roles.editor.get(`/api/campaigns/${theirs.id}/comments`)).status).toBe(404);
    expect((await tm.roles.editor.post(`/api/campaigns/${theirs.id}/comments`, { body: 'x' })).status).toBe(404);
    const mine = await campaign(tm);
    const res = await tm.roles.editor.agent.delete(`/api/campaigns/${mine.id}/comments/${comment.id}`).set('X-Requested-With', 'XMLHttpRequest');
    expect(res.status).toBe(404);
    expect((await other.roles.editor.get(`/api/campaigns/${theirs.id}/comments`).expect(200)).body).toHaveLength(1);
  });
});

describe('outside reviewers: share links', () => {
  async function linked(tm: Team) {
    const c = await campaign(tm);
    const link = (await tm.roles.editor.post(`/api/campaigns/${c.id}/review-links`).expect(201)).body as { id: number; token: string; path: string; expiresAt: string; state: string };
    return { ...c, link, anon: client(t.server) };
  }

  it('is made by content writers, works for 14 days and stores only its hash', async () => {
    const tm = await team();
    const { id, link } = await linked(tm);
    expect(link.state).toBe('active');
    expect(link.path).toBe(`/review/${link.token}`);
    const days = (new Date(link.expiresAt).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(13.9);
    expect(days).toBeLessThanOrEqual(14);
    const [row] = await t.sql<{ token_hash: string }>('select token_hash from campaign_review_links where id = ?', [link.id]);
    expect(row!.token_hash).toBe(hashSecretToken(link.token));
    expect(JSON.stringify(await t.sql('select * from campaign_review_links'))).not.toContain(link.token);
    expect((await tm.roles.viewer.post(`/api/campaigns/${id}/review-links`)).status).toBe(403);
    const listed = (await tm.roles.viewer.get(`/api/campaigns/${id}/review-links`).expect(200)).body;
    expect(listed).toHaveLength(1);
    expect(JSON.stringify(listed)).not.toContain(link.token);
  });

  it('shows the email, subject and preview text without an account', async () => {
    const tm = await team();
    const { link, anon } = await linked(tm);
    const res = await anon.get(`/api/review/${link.token}`).expect(200);
    expect(res.body).toMatchObject({ organizationName: 'Acme', campaign: { name: 'Spring sale', subject: 'Spring is here', previewText: 'Fresh picks for the season', status: 'draft' }, awaitingReview: false });
    expect(res.body.html).toContain('<!DOCTYPE html>');
  });

  it("a reviewer requests changes or approves: the status moves as a manager's decision would, and the history names the reviewer", async () => {
    const tm = await team();
    const { id, link, anon } = await linked(tm);
    // not in review yet
    let res = await anon.post(`/api/review/${link.token}/decision`, { decision: 'approve', name: 'Sam' });
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/not waiting for a review/);
    await tm.roles.editor.post(`/api/campaigns/${id}/submit-for-review`).expect(200);
    res = await anon.post(`/api/review/${link.token}/decision`, { decision: 'request_changes', name: 'Sam' });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/comment is required/i);
    res = await anon.post(`/api/review/${link.token}/decision`, { decision: 'request_changes', comment: 'Brighter photo' });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/enter your name/);
    res = await anon.post(`/api/review/${link.token}/decision`, { decision: 'maybe', name: 'Sam' });
    expect(res.status).toBe(400);
    await anon.post(`/api/review/${link.token}/decision`, { decision: 'request_changes', name: 'Sam from the agency', comment: 'Brighter photo' }).expect(200, { id, status: 'changes_requested' });
    const comments = (await tm.roles.viewer.get(`/api/campaigns/${id}/comments`).expect(200)).body;
    expect(comments[0]).toMatchObject({ body: 'Brighter photo', decision: 'request_changes', author: { kind: 'reviewer', userId: null, name: 'Sam from the agency' } });
    expect((await activity(tm, id))[0]).toMatchObject({ action: 'changes_requested', detail: 'Brighter photo', actor: { kind: 'reviewer', name: 'Sam from the agency' } });
    await tm.roles.editor.patch(`/api/campaigns/${id}`, { subject: 'Brighter spring' }).expect(200);
    await tm.roles.editor.post(`/api/campaigns/${id}/submit-for-review`).expect(200);
    await anon.post(`/api/review/${link.token}/decision`, { decision: 'approve', name: 'Sam' }).expect(200, { id, status: 'approved' });
  });

  it('an expired, revoked, unknown or malformed link says so and changes nothing', async () => {
    const tm = await team();
    const { id, link, anon } = await linked(tm);
    await tm.roles.editor.post(`/api/campaigns/${id}/submit-for-review`).expect(200);
    let res = await anon.get('/api/review/' + 'a'.repeat(43));
    expect(res.status).toBe(404);
    expect(res.body.message).toMatch(/does not exist/);
    expect((await anon.get('/api/review/short')).status).toBe(404);
    await t.sql(`update campaign_review_links set expires_at = now() - interval '1 minute' where id = ?`, [link.id]);
    res = await anon.get(`/api/review/${link.token}`);
    expect(res.status).toBe(410);
    expect(res.body.message).toMatch(/expired/);
    res = await anon.post(`/api/review/${link.token}/decision`, { decision: 'approve', name: 'Sam' });
    expect(res.status).toBe(410);
    expect((await tm.roles.viewer.get(`/api/campaigns/${id}/review-links`).expect(200)).body[0].state).toBe('expired');
    await t.sql(`update campaign_review_links set expires_at = now() + interval '1 day' where id = ?`, [link.id]);
    expect((await tm.roles.viewer.agent.delete(`/api/campaigns/${id}/review-links/${link.id}`).set('X-Requested-With', 'XMLHttpRequest')).status).toBe(403);
    await tm.roles.editor.agent.delete(`/api/campaigns/${id}/review-links/${link.id}`).set('X-Requested-With', 'XMLHttpRequest').expect(204);
    res = await anon.get(`/api/review/${link.token}`);
    expect(res.status).toBe(410);
    expect(res.body.message).toMatch(/turned off/);
    res = await anon.post(`/api/review/${link.token}/decision`, { decision: 'approve', name: 'Sam' });
    expect(res.status).toBe(410);
    expect(await status(tm, id)).toBe('in_review');
  });

  it("grants nothing else: no session, no other route, no other organization's link management", async () => {
    const tm = await team();
    const { id, link, anon } = await linked(tm);
    await anon.get(`/api/review/${link.token}`).expect(200);
    for (const path of ['/api/campaigns', `/api/campaigns/${id}`, `/api/campaigns/${id}/comments`, `/api/campaigns/${id}/export`, '/api/activity', '/api/auth/me']) {
      expect((await anon.get(path)).status).toBe(401);
    }
    expect((await anon.post(`/api/campaigns/${id}/approve`, {})).status).toBe(401);
    const other = await team();
    const res = await other.roles.admin.agent.delete(`/api/campaigns/${id}/review-links/${link.id}`).set('X-Requested-With', 'XMLHttpRequest');
    expect(res.status).toBe(404);
    const mine = await campaign(other);
    expect((await other.roles.admin.agent.delete(`/api/campaigns/${mine.id}/review-links/${link.id}`).set('X-Requested-With', 'XMLHttpRequest')).status).toBe(404);
    await anon.get(`/api/review/${link.token}`).expect(200);
  });
});

describe('activity', () => {
  it('records who did what, newest first, narrowed by subject and paged; another organization sees none of it', async () => {
    const tm = await team();
    const { id } = await campaign(tm);
    await tm.roles.editor.post(`/api/campaigns/${id}/submit-for-review`).expect(200);
    await tm.roles.manager.post(`/api/campaigns/${id}/approve`, { comment: 'Ship it' }).expect(200);
    const all = await activity(tm, id);
    expect(all.map((a) => [a.action, a.actor.name])).toEqual([
      ['approved', 'Manager Tester'],
      ['sent_for_review', 'Editor Tester'],
      ['created', 'Editor Tester'],
    ]);
    expect(all[0]!.detail).toBe('Ship it');
    const page = (await tm.roles.viewer.get('/api/activity?limit=1').expect(200)).body as { id: number }[];
    expect(page).toHaveLength(1);
    const next = (await tm.roles.viewer.get(`/api/activity?limit=1&before=${page[0]!.id}`).expect(200)).body as { id: number }[];
    expect(next[0]!.id).toBeLessThan(page[0]!.id);
    expect((await tm.roles.viewer.get('/api/activity?limit=0')).status).toBe(400);
    expect((await tm.roles.viewer.get('/api/activity?subjectType=planet')).status).toBe(400);
    const other = await team();
    expect((await other.roles.admin.get(`/api/activity?subjectType=campaign&subjectId=${id}`).expect(200)).body).toEqual([]);
  });
});
