import { useGetCampaignsByIdsQuery } from '@mailplan/api/endpoints/campaigns';
import { CampaignStatusChip } from '@mailplan/ui/components';

/**
 * The approval status of the campaign a concept is linked to, on the calendar's card: that one
 * campaign's row (`GET /api/campaigns?ids=`), a few hundred bytes, cached per campaign, so the
 * calendar never reads the whole campaign list. A draft shows nothing (the card's 'In Campaign'
 * says enough), so a calendar that never used review looks as before.
 */
export function LinkedCampaignStatus({ campaignId }: { campaignId: number | null | undefined }) {
  const { status } = useGetCampaignsByIdsQuery(String(campaignId), {
    skip: campaignId == null,
    selectFromResult: ({ data }) => ({ status: data?.find((c) => c.id === campaignId)?.status }),
  });
  if (!status || status === 'draft') return null;
  return <CampaignStatusChip status={status} />;
}
