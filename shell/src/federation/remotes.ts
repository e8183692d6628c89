// Runtime discovery of the micro-frontends (product decision P19): the shell reads /mf-remotes.json
// (remote name → remoteEntry.js URL) at start-up and registers what it finds, so a team can
// deploy a new remote build without rebuilding the shell. Loaded lazily: the login page does
// not need any of this.
import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import { prefetchedJson, takePrefetched } from '@mailplan/api/prefetch';
import { MANIFEST_URL } from './manifest-url';

export type RemoteManifest = Record<string, string>;

export { MANIFEST_URL };

/** Marks a module that could not be loaded; set by the errorLoadRemote hook below. */
const UNAVAILABLE = Symbol.for('mailplan.remoteUnavailable');

export class RemoteUnavailableError extends Error {
  constructor(
    readonly remoteId: string,
    cause?: unknown,
  ) {
    super(`Remote ${remoteId} could not be loaded`, { cause });
    this.name = 'RemoteUnavailableError';
  }
}

let manifestPromise: Promise<RemoteManifest> | null = null;
let registered: RemoteManifest = {};

async function readManifest(): Promise<unknown> {
  const res = await fetch(MANIFEST_URL, {
    cache: 'no-store',
    headers: { Accept: 'application/json' },
  });
  if (!res.ok) throw new Error(`${MANIFEST_URL} answered ${res.status}`);
  return res.json();
}

async function fetchManifest(): Promise<RemoteManifest> {
  // the copy the entry chunk requested at start-up (shell/src/early.ts), if any; asked again when that failed
  const early = await prefetchedJson(takePrefetched(MANIFEST_URL));
  const body = early ? early.body : await readManifest();
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw new Error(`${MANIFEST_URL} is not an object`);
  const manifest: RemoteManifest = {};
  for (const [name, url] of Object.entries(body)) if (typeof url === 'string' && url) manifest[name] = url;
  return manifest;
}

let pluginRegistered = false;

function registerFallbackPlugin() {
  if (pluginRegistered) return;
  pluginRegistered = true;
  registerPlugins([
    {
      name: 'mailplan-remote-fallback',
      // Whatever went wrong (remote down, 404, its code throwing), hand back a marker module
      // instead of an exception; the area turns it into its "unavailable" message.
      errorLoadRemote({ id, error, lifecycle }) {
        console.error(`[mailplan] ${id} failed to load (${lifecycle})`, error);
        return { [UNAVAILABLE]: true, error };
      },
    },
  ]);
}

/** Reads the manifest once and registers its remotes; `force` re-reads it and drops cached entries. */
export function ensureRemotes(force = false): Promise<RemoteManifest> {
  if (!manifestPromise || force) {
    manifestPromise = fetchManifest().then((manifest) => {
      registerFallbackPlugin();
      const changed = force || Object.entries(manifest).some(([name, url]) => registered[name] !== url);
      if (changed) {
        registerRemotes(
          Object.entries(manifest).map(([name, entry]) => ({ name, entry })),
          { force },
        );
        registered = manifest;
      }
      return manifest;
    });
    manifestPromise.catch(() => {
      manifestPromise = null;
    });
  }
  return manifestPromise;
}

/**
 * Loads `remote/Expose` as a React component module. Rejects with RemoteUnavailableError when the
 * manifest or the remote cannot be loaded.
 */
export async function loadRemoteComponent(id: string, { retry = false } = {}): Promise<{ default: ComponentType }> {
  const remoteName = id.split('/')[0];
  let manifest: RemoteManifest;
  try {
    manifest = await ensureRemotes(retry);
  } catch (error) {
    throw new RemoteUnavailableError(id, error);
  }
  if (!manifest[remoteName]) throw new RemoteUnavailableError(id, new Error(`${remoteName} is not in ${MANIFEST_URL}`));
  let mod: unknown;
  try {
    mod = await loadRemote<unknown>(id);
  } catch (error) {
    throw new RemoteUnavailableError(id, error);
  }
  if (!mod || (typeof mod === 'object' && UNAVAILABLE in mod)) {
    throw new RemoteUnavailableError(id, (mod as { error?: unknown } | null)?.error);
  }
  const component = (mod as { default?: unknown }).default ?? mod;
  if (typeof component !== 'function' && typeof component !== 'object') {
    throw new RemoteUnavailableError(id, new Error(`${id} has no default export`));
  }
  return { default: component as ComponentType };
}
