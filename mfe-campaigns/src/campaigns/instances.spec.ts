import {
  acceptModules,
  addInstance,
  contentToSave,
  duplicateInstance,
  instancesForGeneration,
  mergeGeneratedContent,
  moveInstance,
  moveProposalItem,
  removeInstance,
  removeProposalItem,
  setFieldValue,
  type InstancesState,
} from './instances';

/** Ids `new-1`, `new-2`, … so that tests can name them. */
function idMaker() {
  let n = 0;
  return (moduleId: number) => `instance-${moduleId}-new-${++n}`;
}

const base = (): InstancesState => ({
  instances: [
    { instanceId: 'a', moduleId: 1 },
    { instanceId: 'b', moduleId: 2 },
    { instanceId: 'c', moduleId: 3 },
  ],
  content: { a: { headline: 'Hello' }, b: { body: 'Text', cta: 'Shop' } },
});

const ids = (s: InstancesState) => s.instances.map((i) => i.instanceId);

describe('the proposal of Suggest Modules', () => {
  it('moves items up and down within bounds and removes one', () => {
    expect(moveProposalItem([1, 2, 3], 1, -1)).toEqual([2, 1, 3]);
    expect(moveProposalItem([1, 2, 3], 1, 1)).toEqual([1, 3, 2]);
    expect(moveProposalItem([1, 2, 3], 0, -1)).toEqual([1, 2, 3]);
    expect(moveProposalItem([1, 2, 3], 2, 1)).toEqual([1, 2, 3]);
    expect(removeProposalItem([1, 2, 3], 1)).toEqual([1, 3]);
  });

  it('accepting adds an instance per module, in order, after the existing ones, the same module twice included', () => {
    const state = acceptModules(base(), [4, 4, 5], idMaker());
    expect(state.instances.slice(3)).toEqual([
      { instanceId: 'instance-4-new-1', moduleId: 4 },
      { instanceId: 'instance-4-new-2', moduleId: 4 },
      { instanceId: 'instance-5-new-3', moduleId: 5 },
    ]);
    expect(state.content).toEqual(base().content);
  });
});

describe('module instances', () => {
  it('move up and down, and not past either end', () => {
    expect(ids(moveInstance(base(), 1, -1))).toEqual(['b', 'a', 'c']);
    expect(ids(moveInstance(base(), 1, 1))).toEqual(['a', 'c', 'b']);
    const state = base();
    expect(moveInstance(state, 0, -1)).toBe(state);
    expect(moveInstance(state, 2, 1)).toBe(state);
  });

  it('duplicate inserts the copy right after the original with a deep copy of its content', () => {
    const state = duplicateInstance(base(), 1, idMaker());
    expect(state.instances).toEqual([
      { instanceId: 'a', moduleId: 1 },
      { instanceId: 'b', moduleId: 2 },
      { instanceId: 'instance-2-new-1', moduleId: 2 },
      { instanceId: 'c', moduleId: 3 },
    ]);
    expect(state.content['instance-2-new-1']).toEqual({ body: 'Text', cta: 'Shop' });
    expect(state.content['instance-2-new-1']).not.toBe(state.content.b);

    // Editing the copy leaves the original as it was, and the other way round.
    const edited = setFieldValue(state, 'instance-2-new-1', 'body', 'Other text');
    expect(edited.content.b).toEqual({ body: 'Text', cta: 'Shop' });
    expect(edited.content['instance-2-new-1']).toEqual({ body: 'Other text', cta: 'Shop' });
    const back = setFieldValue(edited, 'b', 'cta', 'Buy');
    expect(back.content['instance-2-new-1'].cta).toBe('Shop');
  });

  it('duplicating an instance without content adds no content', () => {
    const state = duplicateInstance(base(), 2, idMaker());
    expect(ids(state)).toEqual(['a', 'b', 'c', 'instance-3-new-1']);
    expect(state.content['instance-3-new-1']).toBeUndefined();
  });

  it('remove drops the instance and its content', () => {
    const state = removeInstance(base(), 1);
    expect(ids(state)).toEqual(['a', 'c']);
    expect(state.content).toEqual({ a: { headline: 'Hello' } });
  });

  it('adds a module at the end', () => {
    expect(addInstance(base(), 9, idMaker()).instances.at(-1)).toEqual({ instanceId: 'instance-9-new-1', moduleId: 9 });
  });
});

describe('content', () => {
  it('sets one field and keeps the same state when nothing changes', () => {
    const state = base();
    expect(setFieldValue(state, 'a', 'headline', 'Hello')).toBe(state);
    const next = setFieldValue(state, 'c', 'title', 'New');
    expect(next.content.c).toEqual({ title: 'New' });
    expect(next.content.a).toBe(state.content.a);
  });

  it('merges generated content into the instances it names and keeps fields it leaves out', () => {
    const state = mergeGeneratedContent(base(), {
      a: { headline: 'Generated' },
      b: { body: 'Generated body' },
      zzz: { x: 'ignored' },
    });
    expect(state.content).toEqual({ a: { headline: 'Generated' }, b: { body: 'Generated body', cta: 'Shop' } });
  });

  it('counts duplicates for generation', () => {
    const state = duplicateInstance(base(), 0, idMaker());
    expect(instancesForGeneration(state.instances)).toEqual([
      { instanceId: 'a', moduleId: 1, totalDuplicates: 2 },
      { instanceId: 'instance-1-new-1', moduleId: 1, totalDuplicates: 2 },
      { instanceId: 'b', moduleId: 2, totalDuplicates: 1 },
      { instanceId: 'c', moduleId: 3, totalDuplicates: 1 },
    ]);
  });

  it('saves the content of present instances only, without empty fields', () => {
    const state: InstancesState = { ...base(), content: { ...base().content, gone: { x: 'y' }, c: { title: '' } } };
    expect(contentToSave(state)).toEqual({ a: { headline: 'Hello' }, b: { body: 'Text', cta: 'Shop' } });
  });
});
