import nx from '@nx/eslint-plugin';
import tseslint from 'typescript-eslint';

/**
 * Module boundaries, by project tags (each project.json):
 * - a remote (type:remote) and the shell (type:app) use only libraries (type:lib); a remote never
 *   imports another remote, the shell or the API;
 * - the front end (scope:web) reaches the API over HTTP only; the API (type:api) shares nothing
 *   with the front end but libs/shared (scope:shared), which depends on nothing else;
 * - the build and test tooling (type:tools, libs/tools) is for build and test configuration,
 *   tests and scripts only, never for code that ships (see CONFIG_AND_TEST_FILES below); the same
 *   holds for the front-end testing kit (type:testing, libs/testing).
 */
function moduleBoundaries({ tools = false, allow = [] } = {}) {
  const withTools = (tags) => (tools ? [...tags, 'type:tools', 'type:testing'] : tags);
  return [
    'error',
    {
      enforceBuildableLibDependency: false,
      allow,
      depConstraints: [
        { sourceTag: 'type:remote', onlyDependOnLibsWithTags: withTools(['type:lib']) },
        { sourceTag: 'type:app', onlyDependOnLibsWithTags: withTools(['type:lib']) },
        { sourceTag: 'type:api', onlyDependOnLibsWithTags: withTools(['scope:shared']) },
        { sourceTag: 'scope:web', onlyDependOnLibsWithTags: withTools(['type:lib']) },
        { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:shared'] },
        { sourceTag: 'type:tools', onlyDependOnLibsWithTags: ['type:tools', 'type:testing', 'scope:shared'] },
        { sourceTag: 'type:testing', onlyDependOnLibsWithTags: ['type:lib', 'type:tools'] },
      ],
    },
  ];
}

/** The MUI barrels: a shared barrel is one module for Module Federation, so importing it ships the whole library. */
const MUI_BARRELS = [
  { name: '@mui/material', message: "Import the component's own entry, e.g. '@mui/material/Button'." },
  { name: '@mui/icons-material', message: "Import the icon's own entry, e.g. '@mui/icons-material/Add'." },
  { name: '@mui/system', message: "Import the entry you need, e.g. '@mui/system/Box', or use '@mui/material/styles'." },
];

/** Files that configure, build or test a project; they may use the tooling in libs/tools. */
const CONFIG_AND_TEST_FILES = [
  '**/webpack.config.*',
  '**/jest.config.*',
  '**/*.spec.ts',
  '**/*.spec.tsx',
  '**/*.fixtures.ts',
  '**/*.fixtures.tsx',
  '**/*.test.ts',
  '**/*.test.mjs',
  '**/*.e2e-spec.ts',
  '**/e2e/**',
  '**/test/**',
];

/** Folders of the API's domains whose services must go through the tenant repository. */
const DOMAIN_FOLDERS = ['module', 'campaign', 'concept', 'calendar', 'brand', 'organization', 'email-services'];

/** What gives unscoped database access: refused in domain services. */
const ORM_ACCESS = [
  'EntityManager',
  'SqlEntityManager',
  'EntityRepository',
  'SqlEntityRepository',
  'MikroORM',
  'RequestContext',
  'CreateRequestContext',
  'EnsureRequestContext',
  'InjectEntityManager',
  'InjectRepository',
  'QueryBuilder',
  'raw',
  'sql',
];

/**
 * Every API call is declared once, in libs/api (`src/endpoints/<domain>.ts`); the shell, the remotes
 * and the shared UI use the hooks of `@mailplan/api`. Outside libs/api, code may not add endpoints
 * to the API nor name an API path. Tests and fixtures answer requests by path and are exempt.
 */
const API_CALLS_IN_LIBS_API = 'API calls are declared once, in libs/api (src/endpoints/<domain>.ts): use the hooks and calls of @mailplan/api.';
const API_CALL_SYNTAX = [
  { selector: "MemberExpression[property.name=/^(injectEndpoints|enhanceEndpoints)$/]", message: API_CALLS_IN_LIBS_API },
  { selector: 'Literal[value=/^\\/api(\\/|\\?|$)/]', message: API_CALLS_IN_LIBS_API },
  { selector: 'TemplateElement[value.raw=/^\\/api(\\/|\\?|$)/]', message: API_CALLS_IN_LIBS_API },
];

export default [
  { ignores: ['**/dist/**', '**/node_modules/**', '**/generated/**', '.nx/**', '.tools/**', 'test-results/**', 'backend/src/database/migrations/**'] },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.ts', '**/*.tsx', '**/*.js', '**/*.mjs', '**/*.cjs'],
    plugins: { '@nx': nx },
    rules: {
      '@typescript-eslint/no-explicit-any': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@nx/enforce-module-boundaries': moduleBoundaries(),
    },
  },
  {
    // A shared barrel is one module for Module Federation: importing it ships the whole library.
    files: ['shell/src/**', 'mfe-*/src/**', 'libs/ui/src/**', 'libs/api/src/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: MUI_BARRELS,
        },
      ],
    },
  },
  {
    // `@mailplan/ui/ai`, `@mailplan/ui/forms` and `@mailplan/ui/detail` are bundled by each remote
    // (only `@mailplan/ui` is shared): a context read there through a relative import is the
    // remote's own copy, with no provider. Such pieces take the shell's toasts as a prop (see
    // ConceptRefineDialog).
    files: ['libs/ui/src/ai/**', 'libs/ui/src/forms/**', 'libs/ui/src/detail/**'],
    ignores: ['**/*.spec.tsx', '**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: MUI_BARRELS,
          patterns: [
            {
              group: ['../toast', '../ToastProvider', '../index', '..'],
              importNames: ['useToast', 'ToastContext', 'ToastProvider'],
              message: "A remote bundles this file: take the shell's toasts as a prop (a `ToastFn`), not from this package's own copy of the context.",
            },
          ],
        },
      ],
    },
  },
  {
    // An endpoint file is bundled by every app that imports it (`@mailplan/api/endpoints/<domain>`
    // is not shared) and adds its endpoints to the shell's one `api` at run time. Reached through a
    // relative path, the core would be a second copy in that bundle: a second `createApi`, whose
    // endpoints no store serves. See docs/architecture.md, "Deploying a micro-frontend alone".
    files: ['libs/api/src/endpoints/**'],
    rules: {
      // `@mailplan/api` is this library's own package name: importing the core by it is on purpose
      '@nx/enforce-module-boundaries': moduleBoundaries({ allow: ['@mailplan/api'] }),
      'no-restricted-imports': [
        'error',
        {
          paths: MUI_BARRELS,
          patterns: [
            {
              regex: '^\\.\\.(/(index|api|store)(\\.js)?)?/?$',
              message: "Import the core (`api`, `AI_TIMEOUT_MS`, the store) from '@mailplan/api', the shared entry: a relative path bundles a second createApi.",
            },
          ],
        },
      ],
    },
  },
  {
    // One declaration per endpoint: see API_CALL_SYNTAX.
    files: ['shell/src/**', 'mfe-*/src/**', 'libs/ui/src/**'],
    ignores: CONFIG_AND_TEST_FILES,
    rules: { 'no-restricted-syntax': ['error', ...API_CALL_SYNTAX] },
  },
  {
    files: CONFIG_AND_TEST_FILES,
    rules: { '@nx/enforce-module-boundaries': moduleBoundaries({ tools: true }) },
  },
  {
    // an endpoint file's test takes the core as the endpoint file does
    files: ['libs/api/src/endpoints/**/*.spec.ts'],
    rules: { '@nx/enforce-module-boundaries': moduleBoundaries({ tools: true, allow: ['@mailplan/api'] }) },
  },
  {
    // Tenant scope by structure: domain services reach rows only through TenantRepositories
    // (backend/src/common/tenant-repository.ts), never through an EntityManager, a MikroORM
    // repository, the prepared-read cache under it or hand-written SQL. Entities (decorators) and
    // tests are exempt. A new domain folder is added here.
    files: DOMAIN_FOLDERS.map((d) => `backend/src/${d}/**/*.ts`),
    // The organization's repositories of the rows above tenant scope (organizations, members' user
    // rows, an invitation found by its token) are the one place a domain uses the EntityManager.
    ignores: ['**/*.entity.ts', 'backend/src/organization/*.repository.ts', ...CONFIG_AND_TEST_FILES],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@mikro-orm/*'],
              importNames: [...ORM_ACCESS],
              message: 'Domain services reach tenant rows through TenantRepositories (backend/src/common/tenant-repository.ts), not an EntityManager.',
            },
            {
              group: ['**/plain-rows', '**/plain-rows.js', '**/common/prepared-reads', '**/common/prepared-reads.js'],
              message: 'Read plain rows with TenantRepository.rows / row (backend/src/common/tenant-repository.ts).',
            },
          ],
        },
      ],
    },
  },

  {
    // The browser tests run the built API (and its test fakes) to drive the whole product, and the
    // API tests' fakes of the email services (plain TypeScript Node runs as it is).
    files: ['shell/e2e/**'],
    rules: {
      '@nx/enforce-module-boundaries': moduleBoundaries({
        tools: true,
        allow: ['../../backend/dist/**', '../../../backend/dist/**', '../../backend/test/support/**'],
      }),
    },
  },
  {
    files: ['**/*.cjs', '**/webpack.config.*', '**/jest.config.*'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
];
