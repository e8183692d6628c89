import { useGetOrganizationSettingsQuery } from '@mailplan/api/endpoints/activity';
import { useGetMembersQuery } from '@mailplan/api/endpoints/members';
import type { CampaignStatus } from '@mailplan/shared';

/**
 * Whether the campaign screens show the team's tools (status, review, comments, activity). A
 * single-person organization that has never used them sees the spec's screens unchanged; they
 * appear once the organization has a second member, requires approval, or the campaign has left
 * draft (docs/decisions.md#campaign-approval).
 */
export function useTeamMode(status?: CampaignStatus | null): boolean {
  const members = useGetMembersQuery();
  const settings = useGetOrganizationSettingsQuery();
  return (members.data?.length ?? 0) > 1 || !!settings.data?.approvalRequired || (!!status && status !== 'draft');
}
