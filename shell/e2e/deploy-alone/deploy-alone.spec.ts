// A team deploys its micro-frontend alone (docs/architecture.md, "Deploying a micro-frontend
// alone"). serve.mjs runs the experiment: origin A is the deployed shell, built before the change,
// with mfe-calendar replaced by a build of a copy where the calendar uses a new endpoint and a new
// shared constant; origin B is that copy's rebuilt shell with the old mfe-calendar.
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test, type Page } from '@playwright/test';
import { registerWithOrganization } from '../specs/helpers';
import { copyFolder, NEW_CONSTANT_TEXT, NEW_CORE_NAME } from './experiment';

const root = path.resolve(__dirname, '../../..');
const port = Number(process.env.DEPLOY_ALONE_PORT ?? 3340);
const oldShell = `http://127.0.0.1:${port}`;
const newShell = `http://127.0.0.1:${port + 1}`;
const copy = copyFolder(port);

/** Console errors and uncaught exceptions from now on. */
function watchErrors(page: Page) {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

async function openCalendar(page: Page) {
  await page.getByRole('navigation').getByRole('link', { name: 'Content Calendar' }).click();
  // a new organization has no concepts yet: the calendar's first-run page
  await expect(page.getByRole('heading', { level: 1, name: 'Getting Started' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Recommended monthly email composition' })).toBeVisible();
}

test('the deployed shell, not rebuilt, runs a remote that brings a new endpoint and a new shared constant', async ({ page }) => {
  const { email } = await registerWithOrganization(page);
  // the remote really is the new build, served from the other origin through the runtime manifest
  expect(await (await page.request.get(`${oldShell}/mf-remotes.json`)).json()).toMatchObject({
    mfe_calendar: `${newShell}/remotes/mfe-calendar/remoteEntry.js`,
  });
  const errors = watchErrors(page);
  await openCalendar(page);
  const team = page.getByRole('region', { name: NEW_CONSTANT_TEXT });
  await expect(team.getByRole('heading', { name: NEW_CONSTANT_TEXT })).toBeVisible();
  await expect(team.getByRole('listitem')).toHaveText([email]);
  await expect(page.getByText(/unavailable right now/)).toHaveCount(0);
  expect(errors).toEqual([]);
});

test.describe('on the rebuilt shell', () => {
  test.use({ baseURL: newShell });

  test('a rebuilt shell runs the old remote', async ({ page }) => {
    await registerWithOrganization(page);
    expect(await (await page.request.get(`${newShell}/mf-remotes.json`)).json()).toMatchObject({
      mfe_calendar: `${oldShell}/remotes/mfe-calendar/remoteEntry.js`,
    });
    const errors = watchErrors(page);
    await openCalendar(page);
    // the old remote has none of the change
    await expect(page.getByText(NEW_CONSTANT_TEXT)).toHaveCount(0);
    await expect(page.getByText(/unavailable right now/)).toHaveCount(0);
    expect(errors).toEqual([]);
  });
});

const run = promisify(execFile);

/** The deploy guard as a team runs it: its exit code and what it printed. */
async function guard(remoteDist: string, shell: string) {
  try {
    const { stdout } = await run(process.execPath, ['libs/tools/webpack/deploy-guard.cjs', 'mfe-calendar', '--dist', remoteDist, '--shell', shell], { cwd: root });
    return { code: 0, output: stdout };
  } catch (error) {
    const { code, stdout, stderr } = error as { code: number; stdout: string; stderr: string };
    return { code, output: `${stdout}${stderr}` };
  }
}

test('the deploy guard passes both builds above and refuses a remote that imports a name the deployed shell lacks', async () => {
  const newRemote = path.join(copy, 'mfe-calendar/dist');
  // the new remote against the deployed shell's published list (its URL), the old one against the rebuilt shell's build folder
  const passes = await guard(newRemote, oldShell);
  expect(passes).toMatchObject({ code: 0, output: expect.stringContaining('Safe to deploy') });
  expect(await guard(path.join(root, 'mfe-calendar/dist'), path.join(copy, 'shell/dist'))).toMatchObject({ code: 0 });

  // A remote that takes the rebuilt shell's new core name (and, as before this design, a hook from
  // the shared entry) cannot run in the deployed shell: the guard names both.
  const imports = JSON.parse(readFileSync(path.join(newRemote, 'mf-shared-imports.json'), 'utf8'));
  imports.imports['@mailplan/api'][NEW_CORE_NAME] = 'mfe-calendar/src/areas/CalendarTeam.tsx';
  imports.imports['@mailplan/api'].useGetCalendarTeamQuery = 'mfe-calendar/src/areas/CalendarTeam.tsx';
  const refused = mkdtempSync(path.join(tmpdir(), 'mailplan-guard-'));
  writeFileSync(path.join(refused, 'mf-shared-imports.json'), JSON.stringify(imports));
  const result = await guard(refused, oldShell);
  expect(result.code).toBe(1);
  expect(result.output).toContain(`mfe_calendar cannot run in the shell at ${oldShell}/mf-shared-exports.json`);
  expect(result.output).toContain(`- '${NEW_CORE_NAME}' from '@mailplan/api' (imported by mfe-calendar/src/areas/CalendarTeam.tsx). Fix:`);
  expect(result.output).toContain(`- 'useGetCalendarTeamQuery' from '@mailplan/api'`);
  expect(result.output).toContain("'@mailplan/api/endpoints/<domain>'");
  // the rebuilt shell has the new core name
  expect((await guard(refused, path.join(copy, 'shell/dist'))).output).not.toContain(`'${NEW_CORE_NAME}'`);
  rmSync(refused, { recursive: true, force: true });
});
