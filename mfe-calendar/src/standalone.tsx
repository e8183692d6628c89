import { StandaloneRemote } from '@mailplan/ui/standalone';
import ContentCalendarArea from './areas/ContentCalendarArea';

/** mfe-calendar on its own: its area at its full path, with a store of its own. */
export const StandaloneApp = () => (
  <StandaloneRemote
    title="Calendar"
    home="/content-calendar"
    areas={{ '/content-calendar': ContentCalendarArea }}
    links={[{ label: 'Content Calendar', href: '/content-calendar' }]}
  />
);
