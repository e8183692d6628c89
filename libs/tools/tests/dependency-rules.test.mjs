// The import rules of .dependency-cruiser.cjs (run by the backend's lint) refuse what they are for:
// an import circle in the API or a front-end app, and an import from the API's platform folders
// (common, config, database, jobs, health, web) into a domain folder. Each case is a small tree of
// probe files in a temporary folder, cruised with the repository's own rules.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cruise } from 'dependency-cruiser';

const root = join(dirname(fileURLToPath(import.meta.url)), '../../..');
const config = createRequire(import.meta.url)(join(root, '.dependency-cruiser.cjs'));

/** The rules broken by a tree of files (path → text), as `rule: from → to`. */
async function violations(files) {
  const dir = mkdtempSync(join(os.tmpdir(), 'mailplan-deps-'));
  try {
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(dirname(join(dir, path)), { recursive: true });
      writeFileSync(join(dir, path), text);
    }
    const folders = [...new Set(Object.keys(files).map((p) => p.split('/').slice(0, 2).join('/')))];
    const { output } = await cruise(folders, {
      baseDir: dir,
      validate: true,
      ruleSet: { forbidden: config.forbidden },
      tsPreCompilationDeps: config.options.tsPreCompilationDeps,
      doNotFollow: config.options.doNotFollow,
      exclude: config.options.exclude,
    });
    return output.summary.violations.map((v) => `${v.rule.name}: ${v.from} → ${v.to}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

test('platform code may not import a domain, nor the root files that import them all', async () => {
  const found = await violations({
    'backend/src/common/probe.ts': "import { Campaign } from '../campaign/campaign.entity';\nimport { ENTITIES } from '../entities';\nexport const x = [Campaign, ENTITIES];\n",
    'backend/src/jobs/probe.ts': "import type { Thing } from '../calendar/thing';\nexport type T = Thing;\n",
    'backend/src/campaign/campaign.entity.ts': 'export class Campaign {}\n',
    'backend/src/calendar/thing.ts': 'export interface Thing { a: number }\n',
    'backend/src/entities.ts': 'export const ENTITIES = [];\n',
  });
  assert.deepEqual(found.sort(), [
    'platform-imports-no-domain: backend/src/common/probe.ts → backend/src/campaign/campaign.entity.ts',
    'platform-imports-no-domain: backend/src/common/probe.ts → backend/src/entities.ts',
    'platform-imports-no-domain: backend/src/jobs/probe.ts → backend/src/calendar/thing.ts',
  ]);
});

test('domains may import platform code and each other, and platform folders each other', async () => {
  const found = await violations({
    'backend/src/calendar/probe.ts': "import { scope } from '../common/scope';\nimport { Campaign } from '../campaign/campaign.entity';\nexport const x = [scope, Campaign];\n",
    'backend/src/campaign/campaign.entity.ts': "import { scope } from '../common/scope';\nexport class Campaign { s = scope; }\n",
    'backend/src/common/scope.ts': "import { config } from '../config/config';\nexport const scope = config;\n",
    'backend/src/config/config.ts': 'export const config = 1;\n',
  });
  assert.deepEqual(found, []);
});

test('an import circle is refused in the API and in a front-end app, through types too', async () => {
  const found = await violations({
    'backend/src/jobs/a.ts': "import type { B } from './b';\nexport interface A { b?: B }\n",
    'backend/src/jobs/b.ts': "import type { A } from './a';\nexport interface B { a?: A }\n",
    'mfe-calendar/src/Board.tsx': "import { Grid } from './Grid';\nexport const Board = () => Grid;\n",
    'mfe-calendar/src/Grid.tsx': "import { Board } from './Board';\nexport const Grid = () => Board;\n",
  });
  // one report per circle
  assert.deepEqual(found.sort(), [
    'no-circular: backend/src/jobs/a.ts → backend/src/jobs/b.ts',
    'no-circular: mfe-calendar/src/Board.tsx → mfe-calendar/src/Grid.tsx',
  ]);
});
