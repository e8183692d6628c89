// The experiment of "Deploying a micro-frontend alone" (docs/architecture.md), as a team runs it.
// In a temporary copy of the workspace (its sources; node_modules are links to this one's), a team
// changes the content calendar to use an endpoint and a shared constant that the built shell has
// never seen, then builds only mfe-calendar. The same copy's shell is built too, as the shell's
// team would rebuild it after that change (the reverse direction: old remotes under a new shell).
// Returns the copy's folder; `<copy>/mfe-calendar/dist` and `<copy>/shell/dist` are the new builds.
import { execFileSync } from 'node:child_process';
import { appendFileSync, cpSync, mkdirSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { NEW_CONSTANT_TEXT, NEW_CORE_NAME } from './experiment.ts';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');


const SKIP = new Set(['node_modules', 'dist', '.federation', 'e2e', 'test-results']);

function copySources(to) {
  for (const entry of ['package.json', 'tsconfig.base.json', 'libs', 'shell', 'mfe-calendar']) {
    cpSync(path.join(root, entry), path.join(to, entry), {
      recursive: true,
      filter: (source) => !SKIP.has(path.basename(source)),
    });
  }
  // node_modules: every package is this workspace's, except the workspace libs, which are the copy's
  const modules = path.join(to, 'node_modules');
  mkdirSync(modules);
  for (const name of readdirSync(path.join(root, 'node_modules'))) {
    if (name === '@mailplan') continue;
    symlinkSync(path.join(root, 'node_modules', name), path.join(modules, name));
  }
  mkdirSync(path.join(modules, '@mailplan'));
  for (const lib of readdirSync(path.join(to, 'libs'))) symlinkSync(path.join(to, 'libs', lib), path.join(modules, '@mailplan', lib));
}

function edit(file, change) {
  const before = readFileSync(file, 'utf8');
  const after = change(before);
  if (after === before) throw new Error(`${file}: the experiment's change did not apply; update prepare.mjs`);
  writeFileSync(file, after);
}

/** The team's change: a new endpoint, a new shared constant, the calendar showing both. */
function changeCalendar(to) {
  appendFileSync(
    path.join(to, 'libs/shared/src/index.ts'),
    `\n/** Added by the experiment: a constant the deployed shell has never seen. */\nexport const CALENDAR_TEAM_HEADING = '${NEW_CONSTANT_TEXT}';\n`,
  );
  appendFileSync(
    path.join(to, 'libs/api/src/endpoints/calendar.ts'),
    [
      '',
      '/** Added by the experiment: a query the deployed shell has never seen. */',
      'export const calendarTeamApi = api.injectEndpoints({',
      '  endpoints: (build) => ({',
      "    getCalendarTeam: build.query<{ email: string }[], void>({ query: () => apiRoute('get', '/api/members') }),",
      '  }),',
      '});',
      'export const { useGetCalendarTeamQuery } = calendarTeamApi;',
      '',
    ].join('\n'),
  );
  // the rebuilt shell's core gains a name (an additive change): old remotes never ask for it
  appendFileSync(path.join(to, 'libs/api/src/index.ts'), `\nexport const ${NEW_CORE_NAME} = 'CalendarTeam';\n`);
  writeFileSync(
    path.join(to, 'mfe-calendar/src/areas/CalendarTeam.tsx'),
    [
      "import { useGetCalendarTeamQuery } from '@mailplan/api/endpoints/calendar';",
      "import { CALENDAR_TEAM_HEADING } from '@mailplan/shared';",
      '',
      'export function CalendarTeam() {',
      '  const { data } = useGetCalendarTeamQuery();',
      '  return (',
      '    <section aria-label={CALENDAR_TEAM_HEADING}>',
      '      <h2>{CALENDAR_TEAM_HEADING}</h2>',
      '      <ul>{data?.map((member) => <li key={member.email}>{member.email}</li>)}</ul>',
      '    </section>',
      '  );',
      '}',
      '',
    ].join('\n'),
  );
  // the area's routes are wrapped so the new section shows above every page of the area
  edit(path.join(to, 'mfe-calendar/src/areas/ContentCalendarArea.tsx'), (text) =>
    text.includes('<AreaRoutes>')
      ? `import { CalendarTeam } from './CalendarTeam';\n${text.replace('<AreaRoutes>', '<><CalendarTeam /><AreaRoutes>').replace('</AreaRoutes>', '</AreaRoutes></>')}`
      : text,
  );
}

function build(to, project) {
  execFileSync(process.execPath, [path.join(root, 'node_modules/webpack-cli/bin/cli.js'), '--config', `${project}/webpack.config.cjs`, '--mode', 'production'], {
    cwd: to,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, NODE_ENV: 'production' },
  });
}

/** The copy with the change in `to` (emptied first), mfe-calendar built, and its shell built too. */
export function prepare({ to, shell = true }) {
  rmSync(to, { recursive: true, force: true });
  mkdirSync(to, { recursive: true });
  copySources(to);
  changeCalendar(to);
  build(to, 'mfe-calendar');
  if (shell) build(to, 'shell');
  // the other remotes of the rebuilt shell's origin are the ones already built
  for (const remote of ['mfe-campaigns', 'mfe-strategy']) symlinkSync(path.join(root, remote), path.join(to, remote));
  return to;
}
