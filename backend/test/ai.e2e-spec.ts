import { FORBIDDEN_MESSAGES } from '@mailplan/shared';
import request from 'supertest';
import { signUp, startTestApp, type TestApp } from './support/test-app.js';

/** The AI routes as the whole app serves them: sessions, CSRF, access rules, the demo model. */
let t: TestApp;
beforeAll(async () => {
  // No provider keys (AiModule reads them from the environment): the offline demo model answers.
  for (const key of ['ANTHROPIC_API_KEY', 'OPENAI_API_KEY', 'GEMINI_API_KEY']) delete process.env[key];
  t = await startTestApp();
});
afterAll(() => t?.close());

const CSRF = { 'X-Requested-With': 'XMLHttpRequest' };

describe('AI routes in the app', () => {
  it('are documented in the OpenAPI document', () => {
    expect(Object.keys(t.document.paths)).toEqual(expect.arrayContaining(['/api/ai/providers', '/api/anthropic/models', '/api/anthropic/prompt']));
  });

  it('need a session, and an organization', async () => {
    await request(t.server).get('/api/ai/providers').expect(401);
    await request(t.server).post('/api/anthropic/prompt').set(CSRF).field('model', 'demo').field('prompt', 'Hi').expect(401);
    const { c } = await signUp(t.server, { org: false });
    const res = await c.agent.post('/api/anthropic/prompt').set(CSRF).field('model', 'demo').field('prompt', 'Hi').expect(403);
    expect(res.body.message).toEqual(expect.any(String));
    await c.get('/api/anthropic/models').expect(403);
  });

  it('let any member of an organization, a viewer too, list providers and models; an editor sends a prompt with a file, a viewer may not', async () => {
    const owner = await signUp(t.server);
    const viewer = await signUp(t.server, { org: false });
    await t.sql("update users set organization_id = ?, role = 'viewer' where id = ?", [owner.organizationId, viewer.user.id]);
    const refused = await viewer.c.agent.post('/api/anthropic/prompt').set(CSRF).field('model', 'demo').field('prompt', 'Hello').expect(403);
    expect(refused.body.message).toBe(FORBIDDEN_MESSAGES['content.write']);
    await t.sql("update users set role = 'editor' where id = ?", [viewer.user.id]);

    for (const { c } of [owner, viewer]) {
      expect((await c.get('/api/ai/providers').expect(200)).body).toEqual({
        providers: ['claude', 'openai', 'gemini'],
        default: 'claude',
        configured: { claude: false, openai: false, gemini: false },
      });
      const models = (await c.get('/api/anthropic/models').expect(200)).body as Array<{ name: string }>;
      expect(models.map((m) => m.name)).toEqual(expect.arrayContaining(['claude-3-haiku-20240307', 'demo']));

      const res = await c.agent
        .post('/api/anthropic/prompt')
        .set(CSRF)
        .field('model', 'claude-3-haiku-20240307')
        .field('prompt', 'Summarise the notes in one line.')
        .attach('files', Buffer.from('Spring tea sale: 20% off all oolongs.'), { filename: 'notes.txt', contentType: 'text/plain' })
        .expect(200);
      expect(res.body).toMatchObject({ role: 'assistant', demo: true, content: [{ type: 'text', text: expect.any(String) }] });
      expect(res.body.content[0].text.length).toBeGreaterThan(0);
    }
  });

  it('answers 400 with the spec message for a missing prompt', async () => {
    const { c } = await signUp(t.server);
    const res = await c.agent.post('/api/anthropic/prompt').set(CSRF).field('model', 'demo').field('prompt', '   ').expect(400);
    expect(res.body.message).toBe('Prompt is required');
  });
});
