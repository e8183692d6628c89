import { Route } from 'react-router';
import { AreaRoutes } from '@mailplan/ui/components';
import { EmailStrategyPage } from '../strategy/EmailStrategyPage';
import { StrategyWizard } from '../wizard/StrategyWizard';

/** Exposed as `mfe_strategy/EmailStrategy`, mounted under `/email-strategy/*`. */
export default function EmailStrategyArea() {
  return (
    <AreaRoutes>
      <Route index element={<EmailStrategyPage />} />
      <Route path="generate" element={<StrategyWizard />} />
    </AreaRoutes>
  );
}
