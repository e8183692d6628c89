import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { type InvitationSentDto } from '@mailplan/api';
import { useCan } from '@mailplan/api/endpoints/auth';
import { useGetInvitationsQuery, useGetMembersQuery } from '@mailplan/api/endpoints/members';
import { PageTitle } from '@mailplan/ui/components';
import { ActivityFeed } from './ActivityFeed';
import { ApprovalSettingCard } from './ApprovalSettingCard';
import { InvitationsTable } from './InvitationsTable';
import { InviteForm } from './InviteForm';
import { LinkDialog } from './LinkDialog';
import { LoadedSection } from './LoadedSection';
import { MembersTable } from './MembersTable';
import { MEMBERS_TEXTS as T } from './members.texts';

/**
 * The members page (/members, from the sidebar's footer): the organization's people and pending
 * invitations for everyone; an admin also invites, changes roles, removes members, resends and
 * revokes invitations. Below, the organization's activity.
 */
export default function MembersPage() {
  const canManage = useCan('members.manage');
  const members = useGetMembersQuery();
  const invitations = useGetInvitationsQuery();
  const [sent, setSent] = useState<InvitationSentDto | null>(null);

  return (
    <Stack spacing={3} sx={{ maxWidth: 1100 }}>
      <PageTitle title={T.title} subtitle={T.subtitle} variant="h1" />
      {canManage ? <InviteForm onSent={setSent} /> : <Alert severity="info">{T.readOnly}</Alert>}
      <LoadedSection title={T.peopleTitle} loadingLabel="Loading members" query={members}>
        {(data) => <MembersTable members={data} canManage={canManage} />}
      </LoadedSection>
      <LoadedSection title={T.invitationsTitle} loadingLabel="Loading invitations" query={invitations}>
        {(data) => <InvitationsTable invitations={data} canManage={canManage} onSent={setSent} />}
      </LoadedSection>
      <ApprovalSettingCard />
      <ActivityFeed />
      <LinkDialog sent={sent} onClose={() => setSent(null)} />
    </Stack>
  );
}
