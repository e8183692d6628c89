import type { PrefetchList } from '@mailplan/api/prefetch';
import { track } from '../app/settled';
import type { AreaLoader } from './RemoteArea';

/** A route prefix of the shell handed to one remote's exposed component. */
export interface RemoteAreaDefinition {
  /** Splat route under which the remote's own <Routes> take over. */
  path: string;
  /** Shown in "<area> is unavailable right now". */
  area: string;
  /** `remote/Expose` as registered through /mf-remotes.json. */
  id: string;
  /**
   * The lists (`PREFETCH_LISTS` of @mailplan/api) the area's first page (its path without `/*`)
   * reads before it can show anything, started by the entry chunk on a direct open of that page
   * (shell/src/early.ts).
   */
  prefetch?: PrefetchList[];
}

export const REMOTE_AREAS: RemoteAreaDefinition[] = [
  { path: '/modules/*', area: 'Modules', id: 'mfe_campaigns/Modules' },
  { path: '/campaigns/*', area: 'Campaigns', id: 'mfe_campaigns/Campaigns', prefetch: ['campaigns'] },
  { path: '/brand-settings/*', area: 'Brand Settings', id: 'mfe_strategy/BrandSettings' },
  { path: '/brand-guidelines/*', area: 'Brand Guidelines', id: 'mfe_strategy/BrandGuidelines' },
  { path: '/email-strategy/*', area: 'Email Strategy', id: 'mfe_strategy/EmailStrategy' },
  { path: '/email-concepts/*', area: 'Email Concepts', id: 'mfe_strategy/EmailConcepts', prefetch: ['conceptCounts'] },
  { path: '/content-calendar/*', area: 'Content Calendar', id: 'mfe_calendar/ContentCalendar', prefetch: ['conceptCounts', 'unscheduledConcepts'] },
];

const loaders = new Map<string, AreaLoader>();
/** Loads started by `prefetchAreaFor`, handed to the area's first (non-retry) load. */
const prefetched = new Map<string, ReturnType<AreaLoader>>();

const loadArea = (id: string, retry: boolean) => import('./remotes').then((m) => m.loadRemoteComponent(id, { retry }));

/** One stable loader per remote module; the federation runtime itself is fetched on first use. */
export function remoteLoader(id: string): AreaLoader {
  let loader = loaders.get(id);
  if (!loader) {
    loader = ({ retry }) => {
      const early = prefetched.get(id);
      prefetched.delete(id);
      return early && !retry ? early : loadArea(id, retry);
    };
    loaders.set(id, loader);
  }
  return loader;
}

/** The page an area opens on: its path without the trailing splat. */
export const areaRoot = (area: RemoteAreaDefinition) => area.path.replace(/\/\*$/, '');

/** The remote area whose route holds `pathname`, if any. */
export function areaFor(pathname: string): RemoteAreaDefinition | undefined {
  return REMOTE_AREAS.find(({ path }) => {
    const prefix = areaRoot({ path } as RemoteAreaDefinition);
    return pathname === prefix || pathname.startsWith(`${prefix}/`);
  });
}

/**
 * Opening a remote area's URL directly: start loading its remote (manifest, remoteEntry.js, the
 * exposed module and the shared code it needs) now, in parallel with the session check and the
 * signed-in layout, instead of after them. The area's first load picks up this promise.
 */
export function prefetchAreaFor(pathname: string): void {
  const area = areaFor(pathname);
  if (!area || prefetched.has(area.id)) return;
  const early = track(loadArea(area.id, false));
  // a failure is reported by the area when it renders
  early.catch(() => {});
  prefetched.set(area.id, early);
}

/** The load `prefetchAreaFor` started for `pathname`'s area and no area has taken yet. */
export function pendingPrefetch(pathname: string): Promise<unknown> | undefined {
  const area = areaFor(pathname);
  return area && prefetched.get(area.id);
}
