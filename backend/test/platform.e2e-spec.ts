import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { PERMISSION_NAMES } from '@mailplan/shared';
import { loadAiConfig } from '../src/ai/ai.config.js';
import { REPO_ROOT } from '../src/config/config.js';
import { signUp, startTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
let web: string;
beforeAll(async () => {
  web = mkdtempSync(path.join(os.tmpdir(), 'mailplan-web-'));
  const put = (file: string, content: string) => {
    mkdirSync(path.dirname(path.join(web, file)), { recursive: true });
    writeFileSync(path.join(web, file), content);
  };
  put('shell/dist/index.html', '<!doctype html><title>Mailplan shell</title>');
  put('shell/dist/main.0123abcd.js', 'console.log(1)');
  put('mfe-campaigns/dist/remoteEntry.js', 'var mfe_campaigns;');
  put('mfe-campaigns/dist/123.89abcdef.js', 'chunk');
  t = await startTestApp({ WEB_DIST_DIR: web, MF_REMOTE_MFE_STRATEGY_URL: 'https://cdn.example.com/strategy/remoteEntry.js' });
});
afterAll(async () => {
  await t?.close();
  rmSync(web, { recursive: true, force: true });
});

describe('health', () => {
  it('reports the database up and Redis disabled without REDIS_URL', async () => {
    const res = await request(t.server).get('/api/health').expect(200);
    expect(res.body).toEqual({ status: 'ok', database: 'up', redis: 'disabled' });
  });
});

describe('errors a client can cause never answer 500', () => {
  const write = (p: string) => request(t.server).post(p).set('X-Requested-With', 'XMLHttpRequest');

  it('malformed JSON → 400', async () => {
    const res = await write('/api/auth/login').set('Content-Type', 'application/json').send('{"email": ').expect(400);
    expect(res.body).toEqual({ statusCode: 400, error: 'Bad Request', message: 'The request body is not valid JSON' });
  });

  it('a body over the limit → 413', async () => {
    const res = await write('/api/auth/login').set('Content-Type', 'application/json').send(JSON.stringify({ email: 'x'.repeat(3 * 1024 * 1024) })).expect(413);
    expect(res.body).toEqual({ statusCode: 413, error: 'Payload Too Large', message: 'The request body is too large' });
  });

  it('an unknown API route → 404 in the same shape', async () => {
    const res = await request(t.server).get('/api/does-not-exist?x=1').expect(404);
    expect(res.body).toEqual({ statusCode: 404, error: 'Not Found', message: 'No route for GET /api/does-not-exist' });
  });

  it('odd bodies (arrays, strings, nulls, huge ids) → 4xx', async () => {
    const { c } = await signUp(t.server);
    for (const body of [[], 'text', null, { name: null, description: 1, category: {}, fields: [null, 3] }]) {
      const res = await c.agent.post('/api/modules').set('X-Requested-With', 'XMLHttpRequest').set('Content-Type', 'application/json').send(JSON.stringify(body));
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect(typeof res.body.message).toBe('string');
    }
    await c.get('/api/modules/1e3').expect(400);
    await c.get('/api/modules/-1').expect(400);
  });
});

describe('text with a NUL and bodies nested too deeply (docs/decisions.md#nul-and-nesting)', () => {
  const NUL_IN = (field: string) => `${field} must not contain the NUL character (\\u0000)`;
  const BODY_TOO_DEEP = 'The request body is nested too deeply (at most 32 levels of objects and lists)';
  const xhr = { 'X-Requested-With': 'XMLHttpRequest' };

  it('a NUL in a JSON field answers 400 naming each field, with no Retry-After, and nothing is stored', async () => {
    const { c } = await signUp(t.server);
    const [module] = (await c.get('/api/modules').expect(200)).body as Array<{ id: number }>;
    const instanceId = `instance-${module.id}-1732000000000-abc123`;
    const res = await c.post('/api/campaigns', {
      name: 'Spring\u0000sale',
      moduleInstances: [{ instanceId, moduleId: module.id }],
      content: { [instanceId]: { headline: 'Hello\u0000' } },
    });
    expect(res.status).toBe(400);
    expect(res.headers['retry-after']).toBeUndefined();
    expect(res.body).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: NUL_IN('name'),
      errors: [
        { path: 'name', message: NUL_IN('name') },
        { path: `content.${instanceId}.headline`, message: NUL_IN(`content.${instanceId}.headline`) },
      ],
    });
    expect((await c.get('/api/campaigns').expect(200)).body).toEqual([]);
    // the same body without the NULs is saved: only the NUL was refused
    await c.post('/api/campaigns', { name: 'Spring sale', moduleInstances: [{ instanceId, moduleId: module.id }], content: { [instanceId]: { headline: 'Hello' } } }).expect(201);
  });

  it('a NUL in a multipart field, a query parameter, a path parameter or a sign-in answers 400 naming it', async () => {
    const { c } = await signUp(t.server);
    const before = (await c.get('/api/brand-settings')).body;
    const form = await c.agent.post('/api/brand-settings').set(xhr).field('emailStrategy', JSON.stringify({ brandName: 'Aurora\u0000Tea' }));
    expect(form.status).toBe(400);
    expect(form.body.errors).toEqual([{ path: 'emailStrategy.brandName', message: NUL_IN('emailStrategy.brandName') }]);
    expect(form.headers['retry-after']).toBeUndefined();
    expect((await c.get('/api/brand-settings')).body).toEqual(before);

    const query = await c.get('/api/campaigns?search=spring%00sale');
    expect([query.status, query.body.message, query.headers['retry-after']]).toEqual([400, NUL_IN('search'), undefined]);

    const param = await request(t.server).get('/api/review/abc%00def');
    expect([param.status, param.body.message, param.headers['retry-after']]).toEqual([400, NUL_IN('token'), undefined]);

    const login = await request(t.server).post('/api/auth/login').set(xhr).send({ email: 'ada\u0000@example.com', password: 'correct horse 42' });
    expect([login.status, login.body.message, login.headers['retry-after']]).toEqual([400, NUL_IN('email'), undefined]);
  });

  it('a small body nested 1,000 deep answers 400 before validation, JSON or multipart, and nothing is stored', async () => {
    const { c } = await signUp(t.server);
    const deep = `{"name":"Deep","moduleInstances":${'['.repeat(1000)}${']'.repeat(1000)}}`;
    expect(deep.length).toBeLessThan(2100);
    const json = await c.agent.post('/api/campaigns').set(xhr).set('Content-Type', 'application/json').send(deep);
    expect([json.status, json.body]).toEqual([400, { statusCode: 400, error: 'Bad Request', message: BODY_TOO_DEEP }]);
    expect((await c.get('/api/campaigns').expect(200)).body).toEqual([]);

    const before = (await c.get('/api/brand-settings')).body;
    const form = await c.agent.post('/api/brand-settings').set(xhr).field('emailStrategy', `${'{"a":'.repeat(1000)}1${'}'.repeat(1000)}`);
    expect([form.status, form.body.message]).toEqual([400, BODY_TOO_DEEP]);
    expect((await c.get('/api/brand-settings')).body).toEqual(before);

    // 32 levels (the body and 31 lists) are let through to the usual checks
    const fits = `{"name":"Fits","moduleInstances":${'['.repeat(31)}${']'.repeat(31)}}`;
    const ok = await c.agent.post('/api/campaigns').set(xhr).set('Content-Type', 'application/json').send(fits);
    expect(ok.status).toBeLessThan(500);
    expect(ok.body.message).not.toBe(BODY_TOO_DEEP);
  });
});

describe('security headers', () => {
  it('sends a CSP allowing this origin, the configured remotes, inline styles and srcdoc frames', async () => {
    const res = await request(t.server).get('/api/health');
    const csp = res.headers['content-security-policy'];
    expect(csp).toContain("script-src 'self' https://cdn.example.com");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toMatch(/frame-src 'self'[^;]*about:/);
    expect(csp).toMatch(/child-src 'self'[^;]*about:/);
    // the demo's images carry the public address, which may differ from the name in the address bar
    expect(csp).toMatch(new RegExp(`img-src 'self' ${new URL(loadAiConfig().publicUrl).origin.replace(/[.]/g, '\\.')} `));
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-powered-by']).toBeUndefined();
  });
});

/** What every error answer carries: ErrorResponseDto's fields (a schema that extends it, e.g. an edit conflict's with the stored copy, has them too). */
const ERROR_FIELDS = { statusCode: expect.anything(), error: expect.anything(), message: expect.anything() };

/** The properties of the schema an error response refers to. */
function errorSchemaOf(response: unknown): Record<string, unknown> | undefined {
  // whatever the content type (a calendar feed's errors are JSON beside its text/calendar)
  const name = /"\$ref":"#\/components\/schemas\/(\w+)"/.exec(JSON.stringify(response))?.[1];
  return name ? (t.document.components?.schemas?.[name] as { properties?: Record<string, unknown> } | undefined)?.properties : undefined;
}

describe('OpenAPI', () => {
  it('backend/openapi.json matches the API (run `nx run backend:openapi` after changing it)', () => {
    const committed = JSON.parse(readFileSync(path.join(REPO_ROOT, 'backend/openapi.json'), 'utf8'));
    expect(t.document).toEqual(committed);
  });

  it('gives every operation an id, and documents error answers with ErrorResponseDto (or a schema that extends it)', () => {
    for (const [p, item] of Object.entries(t.document.paths)) {
      for (const [method, op] of Object.entries(item as Record<string, { operationId?: string; responses: Record<string, unknown> }>)) {
        expect(`${method} ${p} ${op.operationId ?? ''}`).toMatch(/ \w+$/);
        for (const [status, response] of Object.entries(op.responses)) {
          if (Number(status) >= 400 && p !== '/api/health') expect(errorSchemaOf(response)).toEqual(expect.objectContaining(ERROR_FIELDS));
        }
      }
    }
    for (const name of ['UserDto', 'LoginResponseDto', 'OrganizationDto', 'ModuleDto', 'ModuleFieldDto', 'CreateModuleDto', 'ErrorResponseDto']) {
      expect(t.document.components?.schemas).toHaveProperty(name);
    }
  });

  it('names on every operation who may call it: x-permission of the table, or x-access public / signed-in', () => {
    // a route without a decision fails here: put @Can(permission), @SignedIn() or @Public() on it
    const undecided: string[] = [];
    for (const [p, item] of Object.entries(t.document.paths)) {
      for (const [method, op] of Object.entries(item as Record<string, Record<string, unknown>>)) {
        const permission = op['x-permission'];
        const access = op['x-access'];
        const decided = (PERMISSION_NAMES as unknown[]).includes(permission) !== ['public', 'signed-in'].includes(access as string);
        if (!decided) undecided.push(`${method.toUpperCase()} ${p} (x-permission: ${String(permission)}, x-access: ${String(access)})`);
      }
    }
    expect(undecided).toEqual([]);
  });

  it('serves Swagger UI at /api/docs (sending the CSRF header) and JSON at /api/docs-json', async () => {
    const ui = await request(t.server).get('/api/docs/').expect(200);
    expect(ui.text).toContain('swagger-ui');
    const init = await request(t.server).get('/api/docs/swagger-ui-init.js').expect(200);
    expect(init.text).toContain("req.headers['X-Requested-With'] = 'XMLHttpRequest'");
    const json = await request(t.server).get('/api/docs-json').expect(200);
    expect(json.body.paths).toHaveProperty('/api/modules');
  });
});

describe('static front ends', () => {
  it('serves the shell with an SPA fallback for non-API paths', async () => {
    for (const p of ['/', '/modules/12', '/auth/login']) {
      const res = await request(t.server).get(p).set('Accept', 'text/html').expect(200);
      expect(res.text).toContain('Mailplan shell');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('caches hashed assets long and remote entries not at all', async () => {
    const asset = await request(t.server).get('/main.0123abcd.js').expect(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const entry = await request(t.server).get('/remotes/mfe-campaigns/remoteEntry.js').expect(200);
    expect(entry.headers['cache-control']).toBe('no-cache');
    expect(entry.text).toContain('mfe_campaigns');
    const chunk = await request(t.server).get('/remotes/mfe-campaigns/123.89abcdef.js').expect(200);
    expect(chunk.headers['cache-control']).toContain('max-age=31536000');
    await request(t.server).get('/remotes/mfe-calendar/remoteEntry.js').expect(404);
    await request(t.server).get('/missing.js').expect(404);
  });

  it('publishes the remote manifest, same-origin unless overridden', async () => {
    const res = await request(t.server).get('/mf-remotes.json').expect(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toEqual({
      mfe_campaigns: '/remotes/mfe-campaigns/remoteEntry.js',
      mfe_strategy: 'https://cdn.example.com/strategy/remoteEntry.js',
      mfe_calendar: '/remotes/mfe-calendar/remoteEntry.js',
    });
  });
});
