import { Route, Routes } from 'react-router';
import { NotFound } from '@mailplan/ui/components';
import { NumericIdRoute } from '../numeric-id-route';
import { CampaignDetailPage } from './CampaignDetailPage';
import { CampaignFormPage } from './CampaignFormPage';
import { CampaignListPage } from './CampaignListPage';

/**
 * The Campaigns area, exposed as `mfe_campaigns/Campaigns` and mounted by the shell under
 * `/campaigns/*`: paths here are relative to it. Store, theme and toasts come from the host. A path
 * outside the spec's route table (`/campaigns/abc`, `/campaigns/edit`) shows the 404 page.
 */
export default function CampaignsArea() {
  return (
    <Routes>
      <Route index element={<CampaignListPage />} />
      <Route path="new" element={<CampaignFormPage />} />
      <Route
        path="edit/:id"
        element={
          <NumericIdRoute>
            <CampaignFormPage />
          </NumericIdRoute>
        }
      />
      <Route
        path=":id"
        element={
          <NumericIdRoute>
            <CampaignDetailPage />
          </NumericIdRoute>
        }
      />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
