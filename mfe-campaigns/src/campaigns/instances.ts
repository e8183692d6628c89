/**
 * Module instances of the campaign form (the spec's Campaign entity and its transitions): the
 * proposal of Suggest Modules, accepting it, moving, duplicating and removing instances, and their
 * field content. Pure functions over plain data; the form's reducer applies them.
 */
export interface ModuleInstance {
  instanceId: string;
  moduleId: number;
}

/** Instance id → field name → text. */
export type CampaignContent = Record<string, Record<string, string>>;

export interface InstancesState {
  instances: ModuleInstance[];
  content: CampaignContent;
}

export type NewInstanceId = (moduleId: number) => string;

// ---------------------------------------------------------------------------------------------
// The proposal of Suggest Modules

function move<T>(list: readonly T[], from: number, to: number): T[] {
  if (from < 0 || from >= list.length || to < 0 || to >= list.length || from === to) return [...list];
  const out = [...list];
  const [item] = out.splice(from, 1);
  out.splice(to, 0, item);
  return out;
}

export const moveProposalItem = (ids: readonly number[], index: number, delta: -1 | 1) => move(ids, index, index + delta);
export const removeProposalItem = (ids: readonly number[], index: number) => ids.filter((_, i) => i !== index);

/** Accepting the proposal adds one instance per proposed module, after the ones already there. */
export function acceptModules(state: InstancesState, moduleIds: readonly number[], newId: NewInstanceId): InstancesState {
  const added = moduleIds.map((moduleId) => ({ instanceId: newId(moduleId), moduleId }));
  return { ...state, instances: [...state.instances, ...added] };
}

// ---------------------------------------------------------------------------------------------
// Instances

export function addInstance(state: InstancesState, moduleId: number, newId: NewInstanceId): InstancesState {
  return { ...state, instances: [...state.instances, { instanceId: newId(moduleId), moduleId }] };
}

export function moveInstance(state: InstancesState, index: number, delta: -1 | 1): InstancesState {
  const instances = move(state.instances, index, index + delta);
  return instances.every((x, i) => x === state.instances[i]) ? state : { ...state, instances };
}

/** The copy is inserted right after the original, with its own deep copy of the content. */
export function duplicateInstance(state: InstancesState, index: number, newId: NewInstanceId): InstancesState {
  const original = state.instances[index];
  if (!original) return state;
  const copy = { instanceId: newId(original.moduleId), moduleId: original.moduleId };
  const instances = [...state.instances.slice(0, index + 1), copy, ...state.instances.slice(index + 1)];
  const fields = state.content[original.instanceId];
  const content = fields ? { ...state.content, [copy.instanceId]: structuredClone(fields) } : state.content;
  return { instances, content };
}

/** Removing an instance drops its content. */
export function removeInstance(state: InstancesState, index: number): InstancesState {
  const gone = state.instances[index];
  if (!gone) return state;
  const { [gone.instanceId]: _dropped, ...content } = state.content;
  return { instances: state.instances.filter((_, i) => i !== index), content };
}

// ---------------------------------------------------------------------------------------------
// Content

export function setFieldValue(state: InstancesState, instanceId: string, field: string, value: string): InstancesState {
  const current = state.content[instanceId];
  if (current?.[field] === value) return state;
  return { ...state, content: { ...state.content, [instanceId]: { ...current, [field]: value } } };
}

/**
 * Generated content merged into the instances it names (unknown instances are ignored); a field
 * the answer leaves out keeps what the user wrote.
 */
export function mergeGeneratedContent(state: InstancesState, generated: CampaignContent): InstancesState {
  const content = { ...state.content };
  for (const { instanceId } of state.instances) {
    const fields = generated[instanceId];
    if (!fields || typeof fields !== 'object') continue;
    const strings = Object.fromEntries(Object.entries(fields).filter(([, v]) => typeof v === 'string'));
    content[instanceId] = { ...content[instanceId], ...strings };
  }
  return { ...state, content };
}

/**
 * The `moduleInstances` of the generate-content request: each instance with how many instances of
 * its module the campaign has, so that duplicates get different copy.
 */
export function instancesForGeneration(instances: readonly ModuleInstance[]) {
  const counts = new Map<number, number>();
  for (const { moduleId } of instances) counts.set(moduleId, (counts.get(moduleId) ?? 0) + 1);
  return instances.map(({ instanceId, moduleId }) => ({ instanceId, moduleId, totalDuplicates: counts.get(moduleId)! }));
}

/** Only the content of the campaign's instances, without empty fields, for saving and export. */
export function contentToSave(state: InstancesState): CampaignContent {
  const out: CampaignContent = {};
  for (const { instanceId } of state.instances) {
    const fields = state.content[instanceId];
    if (!fields) continue;
    const kept = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== ''));
    if (Object.keys(kept).length) out[instanceId] = kept;
  }
  return out;
}
