import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type InvitationSentDto } from '@mailplan/api';
import { useCan } from '@mailplan/api/endpoints/auth';
import { useGetInvitationsQuery, useGetMembersQuery } from '@mailplan/api/endpoints/members';
import { ActivityFeed } from './ActivityFeed';
import { ApprovalSettingCard } from './ApprovalSettingCard';
import { InvitationsTable } from './InvitationsTable';
import { InviteForm } from './InviteForm';
import { LinkDialog } from './LinkDialog';
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
      <Box>
        <Typography variant="h1" component="h1">
          {T.title}
        </Typography>
        <Typography color="text.secondary">{T.subtitle}</Typography>
      </Box>
      {canManage ? <InviteForm onSent={setSent} /> : <Alert severity="info">{T.readOnly}</Alert>}
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="h2" component="h2" sx={{ fontSize: '1.15rem', mb: 1 }}>
          {T.peopleTitle}
        </Typography>
        {members.isLoading ? (
          <CircularProgress size={24} aria-label="Loading members" />
        ) : members.isError || !members.data ? (
          <Alert severity="error" action={<Button onClick={() => void members.refetch()}>{T.retry}</Button>}>
            {T.loadFailed}
          </Alert>
        ) : (
          <MembersTable members={members.data} canManage={canManage} />
        )}
      </Paper>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="h2" component="h2" sx={{ fontSize: '1.15rem', mb: 1 }}>
          {T.invitationsTitle}
        </Typography>
        {invitations.isLoading ? (
          <CircularProgress size={24} aria-label="Loading invitations" />
        ) : invitations.isError || !invitations.data ? (
          <Alert severity="error" action={<Button onClick={() => void invitations.refetch()}>{T.retry}</Button>}>
            {T.loadFailed}
          </Alert>
        ) : (
          <InvitationsTable invitations={invitations.data} canManage={canManage} onSent={setSent} />
        )}
      </Paper>
      <ApprovalSettingCard />
      <ActivityFeed />
      <LinkDialog sent={sent} onClose={() => setSent(null)} />
    </Stack>
  );
}
