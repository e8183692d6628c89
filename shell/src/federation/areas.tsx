import type { AreaLoader } from './RemoteArea';

/** A route prefix of the shell handed to one remote's exposed component. */
export interface RemoteAreaDefinition {
  /** Splat route under which the remote's own <Routes> take over. */
  path: string;
  /** Shown in "<area> is unavailable right now". */
  area: string;
  /** `remote/Expose` as registered through /mf-remotes.json. */
  id: string;
}

export const REMOTE_AREAS: RemoteAreaDefinition[] = [
  { path: '/modules/*', area: 'Modules', id: 'mfe_campaigns/Modules' },
  { path: '/campaigns/*', area: 'Campaigns', id: 'mfe_campaigns/Campaigns' },
  { path: '/brand-settings/*', area: 'Brand Settings', id: 'mfe_strategy/BrandSettings' },
  { path: '/brand-guidelines/*', area: 'Brand Guidelines', id: 'mfe_strategy/BrandGuidelines' },
  { path: '/email-strategy/*', area: 'Email Strategy', id: 'mfe_strategy/EmailStrategy' },
  { path: '/email-concepts/*', area: 'Email Concepts', id: 'mfe_strategy/EmailConcepts' },
  { path: '/content-calendar/*', area: 'Content Calendar', id: 'mfe_calendar/ContentCalendar' },
];

const loaders = new Map<string, AreaLoader>();

/** One stable loader per remote module; the federation runtime itself is fetched on first use. */
export function remoteLoader(id: string): AreaLoader {
  let loader = loaders.get(id);
  if (!loader) {
    loader = ({ retry }) => import('./remotes').then((m) => m.loadRemoteComponent(id, { retry }));
    loaders.set(id, loader);
  }
  return loader;
}
