// Domain services reach tenant rows only through the tenant repository (backend/src/common/tenant-repository.ts):
// eslint.config.mjs refuses an EntityManager (or any other unscoped database access) in the domain
// folders. These lint small pieces of code as if they were files of the API.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ruleErrors } from './lint-probe.mjs';

/** The no-restricted-imports messages for `code` linted as `file` (relative to the root). */
const scopeErrors = (file, code) => ruleErrors('no-restricted-imports', file, code);

const INJECTS_EM = [
  "import { Injectable } from '@nestjs/common';",
  "import { EntityManager } from '@mikro-orm/postgresql';",
  '@Injectable()',
  'export class ProbeService {',
  '  constructor(private readonly em: EntityManager) {}',
  '}',
  '',
].join('\n');

test('a domain service cannot inject an EntityManager', async () => {
  for (const domain of ['module', 'campaign', 'concept', 'calendar', 'brand', 'organization', 'email-services']) {
    const errors = await scopeErrors(`backend/src/${domain}/probe.service.ts`, INJECTS_EM);
    assert.equal(errors.length, 1, `${domain}: expected one error`);
    assert.match(errors[0], /TenantRepositories/);
  }
});

test('nor reach the database another way: core EntityManager type, MikroORM, repositories, raw SQL, plain-rows, the prepared-read cache', async () => {
  for (const code of [
    "import type { EntityManager } from '@mikro-orm/core';\nexport type E = EntityManager;\n",
    "import { MikroORM } from '@mikro-orm/core';\nexport const o = MikroORM;\n",
    "import { InjectRepository } from '@mikro-orm/nestjs';\nexport const r = InjectRepository;\n",
    "import { EntityRepository } from '@mikro-orm/postgresql';\nexport const r = EntityRepository;\n",
    "import { raw } from '@mikro-orm/core';\nexport const r = raw;\n",
    "import { readPlain } from '../../common/plain-rows.js';\nexport const r = readPlain;\n",
    "import { preparedReads } from '../../common/prepared-reads.js';\nexport const r = preparedReads;\n",
  ]) {
    assert.equal((await scopeErrors('backend/src/campaign/services/probe.service.ts', code)).length, 1, code);
  }
});

test('the tenant repository, entity decorators and MikroORM types stay allowed', async () => {
  const service = [
    "import { Injectable } from '@nestjs/common';",
    "import type { FilterQuery } from '@mikro-orm/core';",
    "import { TenantRepositories } from '../common/tenant-repository.js';",
    "import { Tenant, type TenantScope } from '../common/tenant-scope.js';",
    '@Injectable()',
    'export class ProbeService {',
    '  constructor(private readonly repos: TenantRepositories) {}',
    '}',
    'export type Q = FilterQuery<object>;',
    'export const t: [typeof Tenant, TenantScope | null] = [Tenant, null];',
    '',
  ].join('\n');
  assert.deepEqual(await scopeErrors('backend/src/brand/probe.service.ts', service), []);
  const entity = "import { Entity } from '@mikro-orm/decorators/legacy';\nimport { OptionalProps } from '@mikro-orm/core';\nexport const e = [Entity, OptionalProps];\n";
  assert.deepEqual(await scopeErrors('backend/src/brand/brand.entity.ts', entity), []);
});

test('tests and the platform code outside the domain folders may use the EntityManager', async () => {
  assert.deepEqual(await scopeErrors('backend/src/module/probe.spec.ts', INJECTS_EM), []);
  assert.deepEqual(await scopeErrors('backend/src/common/probe.ts', INJECTS_EM), []);
});

test("only the organization's repositories of rows above tenant scope may, of the domain files", async () => {
  assert.deepEqual(await scopeErrors('backend/src/organization/probe.repository.ts', INJECTS_EM), []);
  assert.equal((await scopeErrors('backend/src/organization/probe.service.ts', INJECTS_EM)).length, 1);
  assert.equal((await scopeErrors('backend/src/campaign/probe.repository.ts', INJECTS_EM)).length, 1);
  assert.equal((await scopeErrors('backend/src/organization/nested/probe.repository.ts', INJECTS_EM)).length, 1);
});
