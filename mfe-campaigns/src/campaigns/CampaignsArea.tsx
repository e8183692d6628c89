import { Route, Routes } from 'react-router';
import { ComingSoon, NotFound } from '@mailplan/ui';

/** Exposed as `mfe_campaigns/Campaigns`, mounted under `/campaigns/*`. */
export default function CampaignsArea() {
  return (
    <Routes>
      <Route index element={<ComingSoon title="Email Campaigns" note="Building campaigns from your modules is coming soon." />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
