import type { ModuleInstance } from './instances';

/**
 * A heading for each instance: the module's name, numbered from the second instance of the same
 * module on (`Hero banner`, `Hero banner (2)`); `Module 7` while the name is unknown.
 */
export function instanceLabels(
  instances: readonly ModuleInstance[],
  modules: readonly { id: number; name: string }[] | undefined,
): Map<string, string> {
  const names = new Map(modules?.map((m) => [m.id, m.name]));
  const seen = new Map<number, number>();
  const out = new Map<string, string>();
  for (const { instanceId, moduleId } of instances) {
    const n = (seen.get(moduleId) ?? 0) + 1;
    seen.set(moduleId, n);
    const name = names.get(moduleId) ?? `Module ${moduleId}`;
    out.set(instanceId, n > 1 ? `${name} (${n})` : name);
  }
  return out;
}
