import { StandaloneRemote } from '@mailplan/ui/standalone';
import ModulesArea from './modules/ModulesArea';
import CampaignsArea from './campaigns/CampaignsArea';

/** mfe-campaigns on its own: its areas at their full paths, with a store of its own. */
export const StandaloneApp = () => (
  <StandaloneRemote
    title="Campaigns"
    home="/modules"
    areas={{ '/modules': ModulesArea, '/campaigns': CampaignsArea }}
    links={[
      { label: 'Modules', href: '/modules' },
      { label: 'New Module', href: '/modules/new' },
      { label: 'Campaigns', href: '/campaigns' },
    ]}
  />
);
