// The deploy guard (libs/tools/webpack/deploy-guard.cjs) as a remote team runs it: a remote's
// mf-shared-imports.json against a shell's mf-shared-exports.json, from a build folder or a URL.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const root = join(dirname(fileURLToPath(import.meta.url)), '../../..');
const run = promisify(execFile);

const SHELL = {
  app: 'shell',
  modules: {
    '@mailplan/api': ['AI_TIMEOUT_MS', 'api', 'createAppStore'],
    'react-router': ['Link', 'Routes', 'useNavigate'],
    '@reduxjs/toolkit/query/react': '*',
  },
};

function folders(imports) {
  const dir = mkdtempSync(join(tmpdir(), 'deploy-guard-'));
  mkdirSync(join(dir, 'shell'));
  mkdirSync(join(dir, 'remote'));
  writeFileSync(join(dir, 'shell/mf-shared-exports.json'), JSON.stringify(SHELL));
  writeFileSync(join(dir, 'remote/mf-shared-imports.json'), JSON.stringify({ app: 'mfe_calendar', imports }));
  return dir;
}

async function guard(args) {
  try {
    const { stdout } = await run(process.execPath, ['libs/tools/webpack/deploy-guard.cjs', ...args], { cwd: root });
    return { code: 0, output: stdout };
  } catch (error) {
    return { code: error.code, output: `${error.stdout}${error.stderr}` };
  }
}

test('a remote whose shared imports the shell all has may deploy', async () => {
  const dir = folders({
    '@mailplan/api': { api: 'libs/api/src/endpoints/calendar.ts' },
    'react-router': { Link: 'mfe-calendar/src/a.tsx' },
    // not checkable (the shell lists "*"), and a module the shell does not provide at all: the remote brings its own
    '@reduxjs/toolkit/query/react': { anything: 'x.ts' },
    '@mui/material/Rating': { default: 'y.tsx' },
  });
  const result = await guard(['mfe-calendar', '--dist', join(dir, 'remote'), '--shell', join(dir, 'shell')]);
  assert.equal(result.code, 0, result.output);
  assert.match(result.output, /Safe to deploy/);
});

test('a name the shell lacks is refused with the module, the name, who imports it and the fix; also from a URL', async () => {
  const dir = folders({
    '@mailplan/api': { api: 'libs/api/src/endpoints/calendar.ts', useGetCalendarTeamQuery: 'mfe-calendar/src/Team.tsx' },
    'react-router': { useBlocker: 'mfe-calendar/src/Form.tsx' },
  });
  const server = createServer((req, res) => {
    if (req.url === '/mf-shared-exports.json') return res.end(JSON.stringify(SHELL));
    res.statusCode = 404;
    res.end();
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${server.address().port}`;
  try {
    for (const shell of [join(dir, 'shell'), url]) {
      const result = await guard(['mfe-calendar', '--dist', join(dir, 'remote'), '--shell', shell]);
      assert.equal(result.code, 1, result.output);
      assert.match(result.output, /mfe_calendar cannot run in the shell at .*mf-shared-exports\.json: the shell's shared copy lacks 2 names it imports/);
      assert.match(result.output, /- 'useGetCalendarTeamQuery' from '@mailplan\/api' \(imported by mfe-calendar\/src\/Team\.tsx\)\. Fix: endpoints and their hooks come from '@mailplan\/api\/endpoints\/<domain>'/);
      assert.match(result.output, /- 'useBlocker' from 'react-router' \(imported by mfe-calendar\/src\/Form\.tsx\)\. Fix: add 'useBlocker' to REACT_ROUTER_EXPORTS/);
    }
    const missing = await guard(['mfe-calendar', '--dist', join(dir, 'remote'), '--shell', `${url}/elsewhere`]);
    assert.equal(missing.code, 2);
    assert.match(missing.output, /answered 404/);
  } finally {
    server.close();
  }
});

test('without a built remote or a shell to compare with, it says what to do', async () => {
  const dir = folders({});
  assert.match((await guard(['mfe-calendar'])).output, /Usage: /);
  const noRemote = await guard(['mfe-calendar', '--dist', join(dir, 'nothing'), '--shell', join(dir, 'shell')]);
  assert.equal(noRemote.code, 2);
  assert.match(noRemote.output, /build the remote first/);
  const noShell = await guard(['mfe-calendar', '--dist', join(dir, 'remote'), '--shell', join(dir, 'nothing')]);
  assert.match(noShell.output, /build the shell \(nx build shell\) or give its deployed URL/);
});
