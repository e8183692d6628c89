import { StandaloneRemote } from '@mailplan/ui/standalone';
import BrandSettingsArea from './areas/BrandSettingsArea';
import BrandGuidelinesArea from './areas/BrandGuidelinesArea';
import EmailStrategyArea from './areas/EmailStrategyArea';
import EmailConceptsArea from './areas/EmailConceptsArea';

/** mfe-strategy on its own: its areas at their full paths, with a store of its own. */
export const StandaloneApp = () => (
  <StandaloneRemote
    title="Strategy"
    home="/email-strategy"
    areas={{
      '/brand-settings': BrandSettingsArea,
      '/brand-guidelines': BrandGuidelinesArea,
      '/email-strategy': EmailStrategyArea,
      '/email-concepts': EmailConceptsArea,
    }}
    links={[
      { label: 'Brand Settings', href: '/brand-settings' },
      { label: 'Brand Guidelines', href: '/brand-guidelines/generate' },
      { label: 'Email Strategy', href: '/email-strategy' },
      { label: 'Strategy Wizard', href: '/email-strategy/generate' },
      { label: 'Email Concepts', href: '/email-concepts' },
    ]}
  />
);
