import { useGetCampaignQuery } from '@mailplan/api/endpoints/campaigns';
import { DetailState } from '@mailplan/ui/detail';
import type { ReactNode } from 'react';
import { BackToCampaigns } from './BackToCampaigns';
import type { Campaign } from './campaign.types';
import { TEXTS } from './campaigns.texts';
import { parseCampaignId } from './format';

/**
 * One campaign of the path's id, loaded for the detail and the edit page alike: their loading,
 * not-found and failure views, then `children` with the campaign.
 */
export function CampaignState({ rawId, children }: { rawId: string | undefined; children: (campaign: Campaign) => ReactNode }) {
  const id = parseCampaignId(rawId);
  const query = useGetCampaignQuery(id ?? 0, { skip: id === undefined });
  return (
    <DetailState
      query={query}
      invalidId={id === undefined}
      back={<BackToCampaigns />}
      loading={TEXTS.loading}
      notFound={TEXTS.notFound}
      failed={TEXTS.detailLoadFailed}
    >
      {children}
    </DetailState>
  );
}
