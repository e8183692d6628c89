import type { Server } from 'node:http';
import { STARTER_MODULES } from '../../src/module/starter-modules.js';
import { signUp, type Client } from './test-app.js';

/**
 * A user in a new organization, with the organization's modules (the starter set a new
 * organization gets) and those by their starter key. `M` is the module's shape as the test reads it.
 */
export async function organizationWithStarterModules<M extends { name: string }>(server: Server, name = 'Acme') {
  const user = await signUp(server, { org: name });
  const modules: M[] = (await user.c.get('/api/modules').expect(200)).body;
  const byKey = Object.fromEntries(STARTER_MODULES.map((s) => [s.key, modules.find((m) => m.name === s.name)!])) as Record<string, M>;
  return { ...user, modules, byKey };
}

/** Creates a module in the client's organization (answered 201) and returns it as the API answered. */
export async function createModule<M = { id: number; name: string }>(c: Client, module: Record<string, unknown>): Promise<M> {
  return (await c.post('/api/modules', module).expect(201)).body as M;
}
