import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type CampaignDto, type ModuleSummaryDto } from '@mailplan/api';
import { useGetActivityQuery } from '@mailplan/api/endpoints/activity';
import { ActivityList } from '@mailplan/ui/components';
import { useMemo } from 'react';
import { instanceLabels } from '../module-labels';
import { APPROVAL_TEXTS as T } from './approval.texts';
import { ApprovalPanel } from './ApprovalPanel';
import { CommentsPanel } from './Comments';
import { ReviewLinksCard } from './ReviewLinksCard';
import { useTeamMode } from './useTeamMode';

/** The campaign's history, newest first. */
export function CampaignActivity({ campaignId }: { campaignId: number }) {
  const { data } = useGetActivityQuery({ subjectType: 'campaign', subjectId: campaignId, limit: 50 });
  return (
    <Stack spacing={1} data-testid="campaign-activity">
      <Typography variant="subtitle2">{T.activityTitle}</Typography>
      <ActivityList entries={data ?? []} withSubject={false} emptyText={T.noActivity} />
    </Stack>
  );
}

/**
 * On a campaign's page: its status and the next review step, outside reviewers' links, comments
 * and activity. Shown once the organization works as a team (see useTeamMode).
 */
export function CampaignReviewSection({ campaign, modules }: { campaign: CampaignDto; modules: ModuleSummaryDto[] | undefined }) {
  const team = useTeamMode(campaign.status);
  const labels = useMemo(() => instanceLabels(campaign.moduleInstances, modules), [campaign.moduleInstances, modules]);
  const options = campaign.moduleInstances.map((i) => ({ instanceId: i.instanceId, label: labels.get(i.instanceId) ?? '' }));
  if (!team) return null;
  return (
    <Paper variant="outlined" component="section" aria-label={T.reviewTitle} sx={{ p: 3 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
        {T.reviewTitle}
      </Typography>
      <Stack spacing={3} divider={<Divider flexItem />}>
        <ApprovalPanel campaignId={campaign.id} status={campaign.status} version={(campaign as { version?: number }).version} />
        <ReviewLinksCard campaignId={campaign.id} />
        <CommentsPanel campaignId={campaign.id} modules={options} />
        <CampaignActivity campaignId={campaign.id} />
      </Stack>
    </Paper>
  );
}
