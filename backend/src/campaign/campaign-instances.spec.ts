import { legacyInstanceId, modulesToStore, readModules } from './campaign-instances.js';

const createdAt = new Date('2025-01-05T10:00:00.000Z');
const ts = createdAt.getTime();

describe('readModules', () => {
  it('answers stored instances as they are, with the content of those instances only', () => {
    const read = readModules({
      createdAt,
      moduleInstances: [
        { moduleId: 3, instanceId: 'instance-3-1-a' },
        { instanceId: 'instance-3-1-a', moduleId: 3 },
        { instanceId: '', moduleId: 4 },
        { instanceId: 'instance-5-1-b', moduleId: 0 },
      ],
      moduleOrder: [9, 9],
      content: { 'instance-3-1-a': { headline: 'Hi', count: 3 }, 'instance-9-1-z': { headline: 'Gone' } },
    });
    expect(read).toEqual({
      moduleInstances: [{ instanceId: 'instance-3-1-a', moduleId: 3 }],
      moduleOrder: [3],
      content: { 'instance-3-1-a': { headline: 'Hi' } },
      legacy: false,
    });
  });

  it('turns a legacy module order into instances with stable ids, each with its own copy of the content', () => {
    const row = { createdAt, moduleInstances: [], moduleOrder: [3, 3, 4], content: { 3: { headline: 'Shared' }, 4: [{ body: 'Only' }] } };
    const read = readModules(row);
    expect(read.moduleInstances.map((i) => i.instanceId)).toEqual([legacyInstanceId(3, createdAt, 0), legacyInstanceId(3, createdAt, 1), legacyInstanceId(4, createdAt, 2)]);
    expect(read.moduleInstances[0]!.instanceId).toBe(`instance-3-${ts}-legacy0`);
    expect(Object.values(read.content)).toEqual([{ headline: 'Shared' }, { headline: 'Shared' }, { body: 'Only' }]);
    const [a, b] = read.moduleInstances;
    expect(read.content[a!.instanceId]).not.toBe(read.content[b!.instanceId]);
    expect(read.legacy).toBe(true);
    expect(readModules(row)).toEqual(read);
  });

  it('turns legacy content keys into instances; other keys are dropped', () => {
    const read = readModules({ createdAt, content: { 7: { a: 'x' }, 'instance-8-1-q': { b: 'y' }, hero: { c: 'z' }, 0: { d: 'w' } } });
    expect(read.moduleInstances).toEqual([
      { instanceId: `instance-7-${ts}-legacy0`, moduleId: 7 },
      { instanceId: 'instance-8-1-q', moduleId: 8 },
    ]);
  });

  it('an empty campaign is not legacy', () => {
    expect(readModules({ createdAt, moduleInstances: [], moduleOrder: [], content: {} })).toEqual({ moduleInstances: [], moduleOrder: [], content: {}, legacy: false });
  });
});

describe('modulesToStore', () => {
  const current = { moduleInstances: [{ instanceId: 'i-1', moduleId: 1 }], moduleOrder: [1], content: { 'i-1': { h: 'kept' } } };

  it('keeps what is stored when the body says nothing about modules', () => {
    expect(modulesToStore({}, current)).toEqual(current);
  });

  it('sent instances win over a sent module order; content of others is dropped', () => {
    const stored = modulesToStore({ moduleOrder: [9], moduleInstances: [{ instanceId: 'i-2', moduleId: 2 }], content: { 'i-2': { h: 'new' }, 'i-1': { h: 'old' } } }, current);
    expect(stored).toEqual({ moduleInstances: [{ instanceId: 'i-2', moduleId: 2 }], moduleOrder: [2], content: { 'i-2': { h: 'new' } } });
  });

  it('a module order alone (a legacy body) becomes new instances with the content keyed by module id', () => {
    const stored = modulesToStore({ moduleOrder: [5, 5], content: { 5: { h: 'copy' } } }, current, () => 1700000000000);
    expect(stored.moduleInstances.map((i) => i.instanceId)).toEqual([expect.stringMatching(/^instance-5-1700000000000-[0-9a-z]{9}$/), expect.stringMatching(/^instance-5-1700000000000-[0-9a-z]{9}$/)]);
    expect(new Set(stored.moduleInstances.map((i) => i.instanceId)).size).toBe(2);
    expect(Object.values(stored.content)).toEqual([{ h: 'copy' }, { h: 'copy' }]);
  });
});
