import { api } from '@mailplan/api';

/**
 * The endpoint definitions of `definitions` whose names the one `api` does not have yet. Every app
 * bundles the endpoint files it imports (`@mailplan/api/endpoints/<domain>` is not shared), so the
 * shell and a remote both inject, say, `me`; the first definition is the one every area runs, as
 * RTK Query does by itself (`overrideExisting` false), which also logs an error in development
 * builds for each name it skips. Contracts are append-only (docs/architecture.md, "Deploying a
 * micro-frontend alone"), so a name already there is the same endpoint: leaving it out is quiet.
 */
export function keepFirst<Definitions extends object>(definitions: Definitions): Definitions {
  const known = api.endpoints as Record<string, unknown>;
  return Object.fromEntries(Object.entries(definitions).filter(([name]) => !(name in known))) as Definitions;
}
