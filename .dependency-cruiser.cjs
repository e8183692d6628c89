// The direction of imports, checked by dependency-cruiser on every lint of the backend
// (`npx nx run backend:lint`, part of `npm test`). docs/decisions.md#dependency-rules
//
//   npx depcruise --config .dependency-cruiser.cjs backend/src libs shell/src mfe-campaigns/src mfe-strategy/src mfe-calendar/src

/** The API's platform folders: what every domain uses. They import no domain. */
const PLATFORM = '^backend/src/(common|config|database|jobs|health|web)/';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'An import circle: the modules load in an order that depends on who imports first, and a change to one ' +
        'reaches all. Move what both sides need into a third file that imports neither.',
      from: { path: '^(backend/src|libs/[^/]+/src|shell/src|mfe-[^/]+/src)/' },
      to: { circular: true },
    },
    {
      name: 'platform-imports-no-domain',
      severity: 'error',
      comment:
        'backend/src/common, config, database, jobs, health and web are platform code that every domain uses: ' +
        'they import no domain folder (nor app.module.ts or entities.ts, which import them all). Move the domain ' +
        'piece into its domain, or let the caller hand it in (as bootstrap.ts hands the ORM its entities).',
      from: { path: PLATFORM },
      to: { path: '^backend/src/', pathNot: PLATFORM },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|generated|node_modules)/' },
    // type-only imports are edges too: a circle through types still ties the files together
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['source', 'import', 'types', 'default'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
  },
};
