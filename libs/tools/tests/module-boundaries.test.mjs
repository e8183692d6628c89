// The module-boundary lint rule (eslint.config.mjs, project tags in each project.json) is what keeps
// a micro-frontend from reaching into another one or into the API. These lint small pieces of code
// as if they were files of a project and check what the rule says about them.
import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { createProjectGraphAsync } from '@nx/devkit';

const root = join(dirname(fileURLToPath(import.meta.url)), '../../..');
const RULE = '@nx/enforce-module-boundaries';
let eslint;

before(async () => {
  process.chdir(root);
  // The rule reads Nx's cached project graph (and skips itself when there is none): make sure it
  // exists and carries the current tags.
  await createProjectGraphAsync({ exitOnError: false });
  eslint = new ESLint({ cwd: root });
});

/** The module-boundary messages for `code` linted as the file `file` (relative to the root). */
async function boundaryErrors(file, code) {
  const [result] = await eslint.lintText(code, { filePath: join(root, file) });
  const fatal = result.messages.filter((m) => m.fatal);
  assert.deepEqual(fatal, [], `${file} did not parse`);
  return result.messages.filter((m) => m.ruleId === RULE && m.severity === 2).map((m) => m.message);
}

test('a remote cannot import another remote', async () => {
  const errors = await boundaryErrors(
    'mfe-campaigns/src/modules/probe.tsx',
    "import BrandSettings from '../../../mfe-strategy/src/areas/BrandSettingsArea';\nexport const Area = BrandSettings;\n",
  );
  assert.equal(errors.length, 1, 'expected one module-boundary error');
});

test('a remote cannot import the API', async () => {
  for (const [file, code] of [
    ['mfe-calendar/src/areas/probe.ts', "import { AppModule } from '../../../backend/src/app.module';\nexport const m = AppModule;\n"],
    ['mfe-strategy/src/probe.ts', "export { remoteFolder } from '../../backend/src/web/web';\n"],
  ]) {
    assert.equal((await boundaryErrors(file, code)).length, 1, `${file}: expected one module-boundary error`);
  }
});

test('a remote cannot import the shell', async () => {
  const errors = await boundaryErrors(
    'mfe-strategy/src/areas/probe.ts',
    "import { REMOTE_AREAS } from '../../../shell/src/federation/areas';\nexport const areas = REMOTE_AREAS;\n",
  );
  assert.equal(errors.length, 1);
});

test("a remote's shipped code cannot use the build tooling; its webpack config can", async () => {
  const code = "const { PORTS } = require('@mailplan/tools/webpack/federation.cjs');\nmodule.exports = PORTS;\n";
  const errors = await boundaryErrors('mfe-calendar/src/probe.cjs', code);
  assert.equal(errors.length, 1);
  assert.match(errors[0], /type:remote/);
  assert.deepEqual(await boundaryErrors('mfe-calendar/webpack.config.cjs', code), []);
});

test('the API may use libs/shared but nothing of the front end', async () => {
  assert.deepEqual(
    await boundaryErrors('backend/src/module/probe.ts', "import { MESSAGES } from '@mailplan/shared';\nexport const m = MESSAGES;\n"),
    [],
  );
  const errors = await boundaryErrors('backend/src/module/probe.ts', "import { mailplanTheme } from '@mailplan/ui';\nexport const t = mailplanTheme;\n");
  assert.equal(errors.length, 1);
  assert.match(errors[0], /type:api/);
});

test('remotes and the shell may use the libraries', async () => {
  const code = [
    "import { api } from '@mailplan/api';",
    "import { useToast } from '@mailplan/ui';",
    "import { MESSAGES } from '@mailplan/shared';",
    'export const all = [api, useToast, MESSAGES];',
    '',
  ].join('\n');
  for (const file of ['mfe-campaigns/src/modules/probe.ts', 'mfe-strategy/src/probe.ts', 'shell/src/app/probe.ts']) {
    assert.deepEqual(await boundaryErrors(file, code), [], file);
  }
});

test('front-end code imports MUI by entry, never the whole library', async () => {
  const [result] = await eslint.lintText("import { Button } from '@mui/material';\nexport const b = Button;\n", {
    filePath: join(root, 'mfe-campaigns/src/modules/probe.tsx'),
  });
  assert.deepEqual(
    result.messages.map((m) => m.ruleId),
    ['no-restricted-imports'],
  );
});

test("only the browser tests may reach the built API, the shell's code may not", async () => {
  const code = "import { startFakeAnthropic } from '../../backend/dist/ai/testing/index.js';\nexport const s = startFakeAnthropic;\n";
  assert.deepEqual(await boundaryErrors('shell/e2e/probe.mjs', code), []);
  assert.equal((await boundaryErrors('shell/src/probe.mjs', code)).length, 1);
});
