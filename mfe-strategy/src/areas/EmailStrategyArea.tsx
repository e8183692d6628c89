import { Route, Routes } from 'react-router';
import { NotFound } from '@mailplan/ui/components';
import { EmailStrategyPage } from '../strategy/EmailStrategyPage';
import { StrategyWizard } from '../wizard/StrategyWizard';

/** Exposed as `mfe_strategy/EmailStrategy`, mounted under `/email-strategy/*`. */
export default function EmailStrategyArea() {
  return (
    <Routes>
      <Route index element={<EmailStrategyPage />} />
      <Route path="generate" element={<StrategyWizard />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
