import type { CampaignContent, ModuleInstance } from './instances';

/**
 * Readers of the AI helpers' answers, tolerant of the older shapes the spec's calls list
 * (module ids as text, content keyed by module id, subject lines as `options` or a bare array).
 */

const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

function texts(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return value.filter((v): v is string => typeof v === 'string').map((v) => v.trim()).filter(Boolean);
}

/**
 * The suggested module ids (numbers, or numbers written as text) in the answer's order; only those
 * naming a known module when the modules are known.
 */
export function suggestedModuleIds(answer: unknown, known?: ReadonlySet<number>): number[] {
  const raw = isObject(answer) ? answer.moduleIds : answer;
  if (!Array.isArray(raw)) return [];
  return raw
    .filter((v) => typeof v === 'number' || (typeof v === 'string' && /^\d+$/.test(v.trim())))
    .map((v) => Number(v))
    .filter((id) => Number.isSafeInteger(id) && id > 0 && (!known || known.has(id)));
}

function fieldMap(value: unknown): Record<string, string> | undefined {
  if (!isObject(value)) return undefined;
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(value)) if (typeof v === 'string') out[k] = v;
  return out;
}

/**
 * Generated content keyed by instance id: `instanceContent` as it is, otherwise a map by module id
 * whose value is one object (every instance of that module) or an array with one entry per
 * duplicate (the n-th instance of the module takes the n-th entry).
 */
export function generatedContent(answer: unknown, instances: readonly ModuleInstance[]): CampaignContent {
  if (!isObject(answer)) return {};
  const out: CampaignContent = {};
  if (isObject(answer.instanceContent)) {
    for (const [instanceId, fields] of Object.entries(answer.instanceContent)) {
      const map = fieldMap(fields);
      if (map) out[instanceId] = map;
    }
    return out;
  }
  const seen = new Map<number, number>();
  for (const { instanceId, moduleId } of instances) {
    const nth = seen.get(moduleId) ?? 0;
    seen.set(moduleId, nth + 1);
    const entry = answer[String(moduleId)];
    const map = fieldMap(Array.isArray(entry) ? entry[nth] : entry);
    if (map) out[instanceId] = map;
  }
  return out;
}

/** Subject lines from `subjectLines`, else `options`, else a bare array; and any preview texts. */
export function subjectLineAnswer(answer: unknown): { subjectLines: string[]; previewTexts: string[] } {
  if (Array.isArray(answer)) return { subjectLines: texts(answer), previewTexts: [] };
  if (!isObject(answer)) return { subjectLines: [], previewTexts: [] };
  const subjectLines = texts(answer.subjectLines).length ? texts(answer.subjectLines) : texts(answer.options);
  return { subjectLines, previewTexts: texts(answer.previewTexts) };
}

export function previewTextAnswer(answer: unknown): string[] {
  if (Array.isArray(answer)) return texts(answer);
  return isObject(answer) ? texts(answer.previewTexts) : [];
}

export function refinedContentAnswer(answer: unknown): string | undefined {
  const value = isObject(answer) ? answer.refinedContent : undefined;
  return typeof value === 'string' && value.trim() ? value : undefined;
}
