// A campaign's modules as instances, whatever form the row or the request holds them in
// (product decision P11, docs/decisions.md#legacy-campaigns). Pure functions: the service reads
// rows through them and stores what they answer.
import { moduleIdOfInstance, newInstanceId, isRowId } from '@mailplan/shared';
import type { CampaignContent, ModuleInstance } from './campaign.entity.js';

export interface CampaignModules {
  moduleInstances: ModuleInstance[];
  /** One module id per instance, in order. */
  moduleOrder: number[];
  /** Content of the instances only, keyed by instance id. */
  content: CampaignContent;
}

export interface ReadModules extends CampaignModules {
  /** The row held the legacy form: answered as instances, stored as such at its next update. */
  legacy: boolean;
}

const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);

/** A field map with text values only (anything else in it is dropped). */
function fieldsOf(value: unknown): Record<string, string> | null {
  if (!isObject(value)) return null;
  return Object.fromEntries(Object.entries(value).filter(([, text]) => typeof text === 'string')) as Record<string, string>;
}

function instancesOf(value: unknown): ModuleInstance[] {
  if (!Array.isArray(value)) return [];
  const seen = new Set<string>();
  const out: ModuleInstance[] = [];
  for (const item of value) {
    if (!isObject(item) || typeof item.instanceId !== 'string' || !item.instanceId || !isRowId(item.moduleId) || seen.has(item.instanceId)) continue;
    seen.add(item.instanceId);
    out.push({ instanceId: item.instanceId, moduleId: item.moduleId });
  }
  return out;
}

/** Instance ids given to a legacy row's modules: stable, so every read of the row answers the same. */
export function legacyInstanceId(moduleId: number, createdAt: Date, index: number): string {
  return `instance-${moduleId}-${createdAt.getTime()}-legacy${index}`;
}

/**
 * Legacy content keyed by module id: one field map (every instance of the module gets a copy) or
 * a list with one map per duplicate (as the old generate-content answered it).
 */
function legacyFields(content: Record<string, unknown>, moduleId: number, occurrence: number): Record<string, string> | null {
  const value = content[String(moduleId)];
  if (Array.isArray(value)) return fieldsOf(value[occurrence] ?? value[value.length - 1]);
  return fieldsOf(value);
}

/** Keeps the content of the given instances (deep copies), dropping every other key. */
export function contentOf(instances: readonly ModuleInstance[], content: unknown): CampaignContent {
  const source = isObject(content) ? content : {};
  const out: CampaignContent = {};
  for (const { instanceId } of instances) {
    const fields = Object.prototype.hasOwnProperty.call(source, instanceId) ? fieldsOf(source[instanceId]) : null;
    if (fields) out[instanceId] = { ...fields };
  }
  return out;
}

/**
 * Instances from a module order with content keyed by module id (legacy rows and legacy request
 * bodies): one instance per entry, each with its own copy of its module's content.
 */
export function fromModuleOrder(moduleOrder: readonly number[], content: unknown, idFor: (moduleId: number, index: number) => string): CampaignModules {
  const source = isObject(content) ? content : {};
  const occurrences = new Map<number, number>();
  const moduleInstances: ModuleInstance[] = [];
  const out: CampaignContent = {};
  moduleOrder.forEach((moduleId, index) => {
    const instanceId = idFor(moduleId, index);
    const occurrence = occurrences.get(moduleId) ?? 0;
    occurrences.set(moduleId, occurrence + 1);
    moduleInstances.push({ instanceId, moduleId });
    const fields = legacyFields(source, moduleId, occurrence) ?? fieldsOf(source[instanceId]);
    if (fields) out[instanceId] = { ...fields };
  });
  return { moduleInstances, moduleOrder: moduleInstances.map((i) => i.moduleId), content: out };
}

/** Instances from content keys alone: a module id (`"3"`, maybe a list per duplicate) or an instance id. */
function fromContentKeys(content: Record<string, unknown>, createdAt: Date): CampaignModules {
  const moduleInstances: ModuleInstance[] = [];
  const out: CampaignContent = {};
  let index = 0;
  for (const [key, value] of Object.entries(content)) {
    const asModuleId = /^\d{1,10}$/.test(key) ? Number(key) : null;
    if (asModuleId !== null && isRowId(asModuleId)) {
      for (const entry of Array.isArray(value) ? value : [value]) {
        const fields = fieldsOf(entry);
        if (!fields) continue;
        const instanceId = legacyInstanceId(asModuleId, createdAt, index++);
        moduleInstances.push({ instanceId, moduleId: asModuleId });
        out[instanceId] = { ...fields };
      }
      continue;
    }
    const moduleId = moduleIdOfInstance(key);
    const fields = fieldsOf(value);
    if (moduleId !== null && fields) {
      moduleInstances.push({ instanceId: key, moduleId });
      out[key] = { ...fields };
      index++;
    }
  }
  return { moduleInstances, moduleOrder: moduleInstances.map((i) => i.moduleId), content: out };
}

/**
 * A stored row's modules as instances (product decision P11): the instances when it has them;
 * otherwise its module order with content keyed by module id; otherwise its content keys.
 */
export function readModules(row: { moduleInstances?: unknown; moduleOrder?: unknown; content?: unknown; createdAt: Date }): ReadModules {
  const instances = instancesOf(row.moduleInstances);
  if (instances.length) {
    return { moduleInstances: instances, moduleOrder: instances.map((i) => i.moduleId), content: contentOf(instances, row.content), legacy: false };
  }
  const order = Array.isArray(row.moduleOrder) ? row.moduleOrder.filter(isRowId) : [];
  if (order.length) return { ...fromModuleOrder(order, row.content, (moduleId, i) => legacyInstanceId(moduleId, row.createdAt, i)), legacy: true };
  if (isObject(row.content) && Object.keys(row.content).length) {
    const converted = fromContentKeys(row.content, row.createdAt);
    return { ...converted, legacy: true };
  }
  return { moduleInstances: [], moduleOrder: [], content: {}, legacy: false };
}

/** What a request body says about modules (each part optional, as PATCH sends them). */
export interface ModulesInput {
  moduleInstances?: readonly ModuleInstance[];
  moduleOrder?: readonly number[];
  content?: CampaignContent;
}

/**
 * The modules to store for a body, starting from what is stored (`current`, already read as
 * instances): instances sent win; a module order sent without instances is the legacy form and
 * becomes new instances; content sent replaces the content. Content of instances not in the
 * campaign is dropped.
 */
export function modulesToStore(input: ModulesInput, current: CampaignModules, now: () => number = Date.now): CampaignModules {
  let instances: ModuleInstance[];
  let content: unknown = input.content ?? current.content;
  if (input.moduleInstances) {
    instances = input.moduleInstances.map((i) => ({ instanceId: i.instanceId, moduleId: i.moduleId }));
  } else if (input.moduleOrder) {
    const legacy = fromModuleOrder(input.moduleOrder, input.content ?? {}, (moduleId) => newInstanceId(moduleId, now()));
    instances = legacy.moduleInstances;
    // content keyed by module id was converted; content already keyed by instance stays usable
    content = { ...(isObject(input.content) ? input.content : {}), ...legacy.content };
  } else {
    instances = current.moduleInstances;
  }
  return { moduleInstances: instances, moduleOrder: instances.map((i) => i.moduleId), content: contentOf(instances, content) };
}
