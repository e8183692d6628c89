// Every API call is declared once, in libs/api: eslint.config.mjs refuses `injectEndpoints` and
// API paths in the shell, the remotes and the shared UI (tests and fixtures, which answer
// requests by path, are exempt). These lint small pieces of code as if they were those files.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ruleErrors } from './lint-probe.mjs';

/** The no-restricted-syntax messages for `code` linted as `file` (relative to the root). */
const apiCallErrors = (file, code) => ruleErrors('no-restricted-syntax', file, code);

const INJECTS = [
  "import { api } from '@mailplan/api';",
  'export const probeApi = api.injectEndpoints({',
  "  endpoints: (build) => ({ probe: build.query<unknown, void>({ query: () => 'probe' }) }),",
  '});',
  '',
].join('\n');

const FRONT_END_FILES = [
  'shell/src/probe/probe.api.ts',
  'mfe-campaigns/src/campaigns/probe.ts',
  'mfe-strategy/src/concepts/Probe.tsx',
  'mfe-calendar/src/calendar/probe.ts',
  'libs/ui/src/ai/probe.tsx',
];

test('the shell, a remote or the shared UI cannot add endpoints to the API', async () => {
  for (const file of FRONT_END_FILES) {
    const errors = await apiCallErrors(file, INJECTS);
    assert.equal(errors.length, 1, `${file}: expected one error`);
    assert.match(errors[0], /declared once, in libs\/api/);
  }
  const enhances = "import { api } from '@mailplan/api';\nexport const a = api.enhanceEndpoints({ addTagTypes: ['Probe'] });\n";
  assert.equal((await apiCallErrors('mfe-strategy/src/probe.ts', enhances)).length, 1);
});

test('nor name an API path: a string, a template with ids, a query string', async () => {
  for (const code of [
    "export const url = '/api/modules';\n",
    'export const url = "/api/email-concepts/5/refine";\n',
    'export const url = (id: number) => `/api/jobs/${id}/events`;\n',
    "export const url = '/api?async=true';\n",
    "export const get = () => fetch('/api/auth/me');\n",
  ]) {
    assert.equal((await apiCallErrors('mfe-calendar/src/calendar/probe.ts', code)).length, 1, code);
  }
});

test('libs/api declares them; tests and fixtures answer requests by path; other paths are fine', async () => {
  assert.deepEqual(await apiCallErrors('libs/api/src/endpoints/probe.ts', INJECTS), []);
  assert.deepEqual(await apiCallErrors('libs/api/src/endpoints/probe.ts', "export const url = '/api/modules';\n"), []);
  const mock = "import { mockApi } from '@mailplan/testing';\nexport const log = () => mockApi({ 'GET /api/modules': { status: 200, body: [] } }) && '/api/modules';\n";
  assert.deepEqual(await apiCallErrors('mfe-campaigns/src/modules/Probe.spec.tsx', mock), []);
  assert.deepEqual(await apiCallErrors('mfe-campaigns/src/modules/probe.fixtures.tsx', mock), []);
  assert.deepEqual(await apiCallErrors('mfe-calendar/src/calendar/test/probe-utils.tsx', mock), []);
  assert.deepEqual(
    await apiCallErrors('shell/src/federation/probe.ts', "export const urls = ['/mf-remotes.json', '/apiary', '/email-concepts', 'api/x'];\n"),
    [],
  );
});

/** The no-restricted-imports messages for `code` linted as `file` (relative to the root). */
const importErrors = (file, code) => ruleErrors('no-restricted-imports', file, code);

test("an endpoint file takes the one api from the shared entry, never through a relative path", async () => {
  for (const code of [
    "import { api } from '../api';\nexport const a = api;\n",
    "import { api } from '..';\nexport const a = api;\n",
    "import { createAppStore } from '../store';\nexport const s = createAppStore;\n",
  ]) {
    const errors = await importErrors('libs/api/src/endpoints/probe.ts', code);
    assert.equal(errors.length, 1, code);
    assert.match(errors[0], /from '@mailplan\/api', the shared entry/);
  }
  assert.deepEqual(await importErrors('libs/api/src/endpoints/probe.ts', INJECTS), []);
  // the stateless helpers and another domain's endpoints are bundled with it, relatively
  assert.deepEqual(await importErrors('libs/api/src/endpoints/probe.ts', "import { apiRoute } from '../routes';\nimport { conceptAdded } from './concepts';\nexport const a = [apiRoute, conceptAdded];\n"), []);
});
