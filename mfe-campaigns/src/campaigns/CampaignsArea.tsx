import { Route } from 'react-router';
import { AreaRoutes } from '@mailplan/ui/components';
import { withNumericId } from '../numeric-id-route';
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
    <AreaRoutes>
      <Route index element={<CampaignListPage />} />
      <Route path="new" element={<CampaignFormPage />} />
      <Route path="edit/:id" element={withNumericId(<CampaignFormPage />)} />
      <Route path=":id" element={withNumericId(<CampaignDetailPage />)} />
    </AreaRoutes>
  );
}
