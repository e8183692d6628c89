import { NotFoundException } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { TenantRepositories } from '../src/common/tenant-repository.js';
import { TENANT_FILTER, systemTenantScope, type TenantScope } from '../src/common/tenant-scope.js';
import { EmailModule } from '../src/module/email-module.entity.js';
import { startTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
let ours: TenantScope;
let theirs: TenantScope;

beforeAll(async () => {
  t = await startTestApp();
  const [a] = await t.sql<{ id: number }>(`insert into organizations (name, created_at, updated_at) values ('Ours', now(), now()) returning id`);
  const [b] = await t.sql<{ id: number }>(`insert into organizations (name, created_at, updated_at) values ('Theirs', now(), now()) returning id`);
  ours = systemTenantScope(a.id);
  theirs = systemTenantScope(b.id);
});
afterAll(() => t?.close());

const repos = () => new TenantRepositories(t.orm.em.fork() as EntityManager);
const moduleData = (name: string, extra: Record<string, unknown> = {}) => ({ name, description: `${name} text`, category: 'body' as const, ...extra });

async function seed(scope: TenantScope, names: string[]): Promise<number[]> {
  const r = repos();
  const rows = names.map((n) => r.for(EmailModule).create(scope, moduleData(n)));
  await r.flush();
  return rows.map((m) => m.id);
}

async function expectNotFound(promise: Promise<unknown>, message: string): Promise<void> {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(NotFoundException);
  expect((err as NotFoundException).message).toBe(message);
}

const orgOfRow = async (id: number) => (await t.sql<{ organization_id: number }>('select organization_id from modules where id = ?', [id]))[0]?.organization_id;

describe('TenantRepository', () => {
  it('creates rows owned by the scope, whatever organizationId the data names', async () => {
    const r = repos();
    const row = r.for(EmailModule).create(ours, { ...moduleData('Sneaky'), organizationId: theirs.organizationId } as never);
    await r.flush();
    expect(await orgOfRow(row.id)).toBe(ours.organizationId);
  });

  it('reads plain rows (and managed entities with load) with range and $in conditions, ordering, paging and chosen fields', async () => {
    const ids = await seed(ours, ['p1', 'p2', 'p3', 'p4']);
    await seed(theirs, ['p1', 'p2']);
    const modules = repos().for(EmailModule);
    const rows = await modules.rows(ours, {
      where: { id: { $gte: ids[0], $lte: ids[3] }, name: { $in: ['p1', 'p2', 'p3', 'p4'] } },
      orderBy: { id: 'desc' },
      limit: 2,
      offset: 1,
      fields: ['id', 'name', 'createdAt'],
    });
    expect(rows).toEqual([
      { id: ids[2], name: 'p3', createdAt: expect.any(Date) },
      { id: ids[1], name: 'p2', createdAt: expect.any(Date) },
    ]);
    expect(rows[0]).not.toHaveProperty('htmlContent');
    const all = await modules.rows(ours, { where: { name: { $in: ['p1', 'p2'] } } });
    expect(all.map((m) => m.organizationId)).toEqual([ours.organizationId, ours.organizationId]);
    expect(all[0]).toMatchObject({ fields: [], htmlContent: '', starterKey: null });
    expect(await modules.count(ours, { name: { $in: ['p1', 'p2', 'p3'] } })).toBe(3);
    expect(await modules.count(theirs, { name: { $in: ['p1', 'p2', 'p3'] } })).toBe(2);
    const managed = await modules.load(ours, { id: { $in: ids } }, { orderBy: { name: 'asc' }, limit: 3, offset: 1 });
    expect(managed.map((m) => m.name)).toEqual(['p2', 'p3', 'p4']);
    // `load` answers managed entities (to change them), `rows` plain objects
    expect(managed[0]).toBeInstanceOf(EmailModule);
    expect(rows[0]).not.toBeInstanceOf(EmailModule);
  });

  it('reads all its rows and one by id (the prepared reads) exactly as the QueryBuilder reads them', async () => {
    const ids = await seed(ours, ['c1', 'c2', 'c3']);
    const [foreign] = await seed(theirs, ['c-foreign']);
    const modules = repos().for(EmailModule, 'Module not found');
    // `where: {}` takes the QueryBuilder on every call; no `where` takes the prepared read
    const shapes = [{}, { fields: ['id', 'name', 'fields', 'createdAt'] as const }, { orderBy: { id: 'desc' as const }, limit: 2, offset: 1 }];
    for (const shape of shapes) {
      const cached = await modules.rows(ours, shape);
      expect(cached).toEqual(await modules.rows(ours, { ...shape, where: {} }));
      expect(cached.length).toBeGreaterThan(0);
      expect(cached.map((m) => m.id)).not.toContain(foreign);
    }
    for (const id of ids) {
      const [viaBuilder] = await modules.rows(ours, { where: { id } });
      expect(await modules.row(ours, id)).toEqual(viaBuilder);
      expect(await modules.row(ours, id, ['id', 'name'])).toEqual({ id, name: viaBuilder.name });
    }
    expect(await modules.row(theirs, foreign)).toMatchObject({ id: foreign, name: 'c-foreign', organizationId: theirs.organizationId, createdAt: expect.any(Date) });
    await expectNotFound(modules.row(ours, foreign), 'Module not found');
  });

  it('reads rows narrowed by fixed conditions through the prepared read, as the QueryBuilder reads them, and with request values on top', async () => {
    const ids = await seed(ours, ['f-head', 'f-body', 'f-foot']);
    const r = repos();
    const header = await r.for(EmailModule).loadOne(ours, ids[0]);
    header.category = 'header';
    await r.flush();
    const [foreignHeader] = await seed(theirs, ['f-foreign']);
    await t.sql(`update modules set category = 'header' where id = ?`, [foreignHeader]);
    const modules = repos().for(EmailModule);

    const headers = await modules.rows(ours, { fixed: { category: 'header' }, fields: ['id', 'name', 'category'], orderBy: { id: 'asc' } });
    expect(headers).toEqual(await modules.rows(ours, { where: { category: 'header' }, fields: ['id', 'name', 'category'], orderBy: { id: 'asc' } }));
    expect(headers.map((m) => m.name)).toContain('f-head');
    expect(headers.map((m) => m.name)).not.toContain('f-body');
    expect(headers.map((m) => m.id)).not.toContain(foreignHeader);
    // another set of fixed conditions is another prepared read, not the first one again
    const bodies = await modules.rows(ours, { fixed: { category: 'body' }, fields: ['id', 'name'] });
    expect(bodies.map((m) => m.name)).toEqual(expect.arrayContaining(['f-body', 'f-foot']));
    expect(bodies.map((m) => m.name)).not.toContain('f-head');
    // a request's values on top of the fixed conditions: both hold, and neither replaces the other
    expect(await modules.rows(ours, { fixed: { category: 'body' }, where: { id: { $in: [ids[0], ids[1]] } }, fields: ['id'] })).toEqual([{ id: ids[1] }]);
    expect(await modules.rows(ours, { fixed: { category: 'body' }, where: { category: 'header' } as never, fields: ['id'] })).toEqual([]);
  });

  it('counts its own rows per combination of properties in one grouped read', async () => {
    const r = repos();
    const make = (scope: TenantScope, name: string, category: 'header' | 'body' | 'footer') => r.for(EmailModule).create(scope, { ...moduleData(name), category });
    make(ours, 'g1', 'header');
    make(ours, 'g2', 'footer');
    make(ours, 'g3', 'footer');
    make(theirs, 'g-foreign', 'header');
    await r.flush();
    const modules = repos().for(EmailModule);
    for (const scope of [ours, theirs]) {
      const groups = await modules.countGroups(scope, ['category']);
      expect(groups.every((g) => Object.keys(g).sort().join() === 'category,count')).toBe(true);
      // as counted one category at a time
      for (const g of groups) expect(g.count).toBe(await modules.count(scope, { category: g.category } as never));
      expect(groups.reduce((n, g) => n + g.count, 0)).toBe(await modules.count(scope));
    }
    const twoWays = await modules.countGroups(ours, ['category', 'name']);
    expect(twoWays.filter((g) => g.name.startsWith('g')).sort((x, y) => x.name.localeCompare(y.name))).toEqual([
      { category: 'header', name: 'g1', count: 1 },
      { category: 'footer', name: 'g2', count: 1 },
      { category: 'footer', name: 'g3', count: 1 },
    ]);
  });

  it('reads inside a transaction see its own changes before they are committed', async () => {
    const r = repos();
    await r.transactional(async (tx) => {
      const row = tx.for(EmailModule).create(ours, moduleData('uncommitted'));
      await tx.flush();
      expect(await tx.for(EmailModule).row(ours, row.id, ['name'])).toEqual({ name: 'uncommitted' });
      expect((await tx.for(EmailModule).rows(ours, { fields: ['id'] })).map((m) => m.id)).toContain(row.id);
      // another connection does not see it yet
      expect(await t.sql(`select id from modules where id = ${row.id}`)).toEqual([]);
    });
  });

  it('answers 404 with its message for a missing row and for another organization row alike', async () => {
    const [foreign] = await seed(theirs, ['foreign']);
    const modules = repos().for(EmailModule, 'Module not found');
    await expectNotFound(modules.loadOne(ours, foreign), 'Module not found');
    await expectNotFound(modules.loadOne(ours, 2_000_000_000), 'Module not found');
    await expectNotFound(modules.row(ours, foreign), 'Module not found');
    await expectNotFound(modules.row(ours, -1), 'Module not found');
    expect(await modules.loadOne(theirs, foreign)).toMatchObject({ name: 'foreign' });
  });

  it('updates only its own rows and never moves one to another organization', async () => {
    const [own] = await seed(ours, ['before']);
    const [foreign] = await seed(theirs, ['untouched']);
    const r = repos();
    await expectNotFound(r.for(EmailModule, 'Module not found').update(ours, foreign, { name: 'taken' }), 'Module not found');
    await r.for(EmailModule).update(ours, own, { name: 'after', organizationId: theirs.organizationId } as never);
    await r.flush();
    expect(await t.sql(`select name, organization_id from modules where id in (${own}, ${foreign}) order by id`)).toEqual([
      { name: 'after', organization_id: ours.organizationId },
      { name: 'untouched', organization_id: theirs.organizationId },
    ]);
  });

  it('upserts one row per organization and key, merging or keeping the existing one', async () => {
    const modules = repos().for(EmailModule);
    const first = await modules.upsert(ours, { ...moduleData('v1'), starterKey: 'k' }, { onConflict: ['organizationId', 'starterKey'] });
    const merged = await repos().for(EmailModule).upsert(ours, { ...moduleData('v2'), starterKey: 'k' }, { onConflict: ['organizationId', 'starterKey'] });
    expect(merged.id).toBe(first.id);
    expect(merged.createdAt.getTime()).toBe(first.createdAt.getTime());
    await repos().for(EmailModule).upsertMany(theirs, [{ ...moduleData('t1'), starterKey: 'k' }], { onConflict: ['organizationId', 'starterKey'] });
    await repos().for(EmailModule).upsertMany(ours, [{ ...moduleData('v3'), starterKey: 'k' }], { onConflict: ['organizationId', 'starterKey'], action: 'ignore' });
    expect(await t.sql(`select name, organization_id from modules where starter_key = 'k' order by id`)).toEqual([
      { name: 'v2', organization_id: ours.organizationId },
      { name: 't1', organization_id: theirs.organizationId },
    ]);
  });

  it('deletes only its own rows', async () => {
    const [a, b] = await seed(ours, ['del-a', 'del-b']);
    const [foreign] = await seed(theirs, ['keep']);
    const r = repos();
    await expectNotFound(r.for(EmailModule, 'Module not found').delete(ours, foreign), 'Module not found');
    await expectNotFound(r.for(EmailModule, 'Module not found').delete(ours, 2_000_000_000), 'Module not found');
    await r.for(EmailModule).delete(ours, a);
    await r.for(EmailModule).delete(ours, b);
    expect(await t.sql(`select id from modules where id in (${a}, ${b}, ${foreign})`)).toEqual([{ id: foreign }]);
  });

  it('assertOwned passes for its own ids and answers 404 when any id is foreign, missing or malformed', async () => {
    const own = await seed(ours, ['o1', 'o2']);
    const [foreign] = await seed(theirs, ['f1']);
    const r = repos();
    await expect(r.assertOwned(ours, EmailModule, [...own, own[0]])).resolves.toBeUndefined();
    await expect(r.assertOwned(ours, EmailModule, [])).resolves.toBeUndefined();
    await expectNotFound(r.assertOwned(ours, EmailModule, [own[0], foreign], 'Module not found'), 'Module not found');
    await expectNotFound(r.assertOwned(ours, EmailModule, [own[0], 2_000_000_000], 'Module not found'), 'Module not found');
    await expectNotFound(r.assertOwned(ours, EmailModule, [own[0], '1 or 1=1', 1.5, null], 'Module not found'), 'Module not found');
  });

  it('writes nothing when a transaction fails', async () => {
    const r = repos();
    await expect(
      r.transactional(async (tx) => {
        tx.for(EmailModule).create(ours, moduleData('rolled-back'));
        await tx.flush();
        throw new Error('stop');
      }),
    ).rejects.toThrow('stop');
    const done = await r.transactional(async (tx) => tx.for(EmailModule).create(ours, moduleData('committed')));
    expect(await t.sql(`select name from modules where name in ('rolled-back', 'committed')`)).toEqual([{ name: 'committed' }]);
    expect(done.id).toEqual(expect.any(Number));
  });
});

describe('the tenant filter (second net)', () => {
  it('is on by default for every entity that belongs to an organization (all but users, who may have none yet)', () => {
    const owned = [...t.orm.getMetadata()].filter((meta) => !meta.embeddable && !meta.virtual && meta.properties.organizationId && meta.className !== 'User');
    expect(owned.map((m) => m.className)).toContain('EmailModule');
    for (const meta of owned) expect({ entity: meta.className, filter: meta.filters[TENANT_FILTER]?.default }).toEqual({ entity: meta.className, filter: true });
  });

  it('refuses reads, counts, updates and deletes of tenant rows that do not name an organization', async () => {
    await seed(ours, ['net']);
    const em = t.orm.em.fork();
    await expect(em.find(EmailModule, {})).rejects.toThrow("No arguments provided for filter 'tenant'");
    await expect(em.findOne(EmailModule, { name: 'net' })).rejects.toThrow("No arguments provided for filter 'tenant'");
    await expect(em.count(EmailModule, {})).rejects.toThrow("No arguments provided for filter 'tenant'");
    await expect(em.nativeUpdate(EmailModule, { name: 'net' }, { name: 'changed' })).rejects.toThrow("No arguments provided for filter 'tenant'");
    await expect(em.nativeDelete(EmailModule, { name: 'net' })).rejects.toThrow("No arguments provided for filter 'tenant'");
    expect(await t.sql(`select name from modules where name = 'net'`)).toEqual([{ name: 'net' }]);
  });

  it('narrows a query to the organization it is given', async () => {
    await seed(theirs, ['only-theirs']);
    const em = t.orm.em.fork();
    expect(await em.count(EmailModule, { name: 'only-theirs' }, { filters: { tenant: { organizationId: ours.organizationId } } })).toBe(0);
    expect(await em.count(EmailModule, { name: 'only-theirs' }, { filters: { tenant: { organizationId: theirs.organizationId } } })).toBe(1);
  });
});
