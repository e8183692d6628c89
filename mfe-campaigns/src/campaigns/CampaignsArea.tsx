import { Route, Routes } from 'react-router';
import { NotFound } from '@mailplan/ui';
import { CampaignDetailPage } from './CampaignDetailPage';
import { CampaignFormPage } from './CampaignFormPage';
import { CampaignListPage } from './CampaignListPage';

/**
 * The Campaigns area, exposed as `mfe_campaigns/Campaigns` and mounted by the shell under
 * `/campaigns/*`: paths here are relative to it. Store, theme and toasts come from the host.
 */
export default function CampaignsArea() {
  return (
    <Routes>
      <Route index element={<CampaignListPage />} />
      <Route path="new" element={<CampaignFormPage />} />
      <Route path="edit/:id" element={<CampaignFormPage />} />
      <Route path=":id" element={<CampaignDetailPage />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
