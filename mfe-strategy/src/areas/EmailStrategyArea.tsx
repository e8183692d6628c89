import { Route, Routes } from 'react-router';
import { ComingSoon, NotFound } from '@mailplan/ui';

/** Exposed as `mfe_strategy/EmailStrategy`, mounted under `/email-strategy/*`. */
export default function EmailStrategyArea() {
  return (
    <Routes>
      <Route index element={<ComingSoon title="Email Strategy" note="Your generated email strategy will be shown here soon." />} />
      <Route path="generate" element={<ComingSoon title="Email Strategy Wizard" note="The 12-step strategy wizard is coming soon." />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
