import { useState } from 'react';
import { z } from 'zod/mini';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { FORM_MESSAGES, LIMITS, MESSAGES, ROLES, type Role } from '@mailplan/shared';
import { useToast } from '@mailplan/ui';
import { FormTextField, useZodForm } from '@mailplan/ui/forms';
import { type InvitationDto, type InvitationSentDto, type MemberDto } from '@mailplan/api';
import { useGetActivityQuery } from '@mailplan/api/endpoints/activity';
import { useCan, useMeQuery } from '@mailplan/api/endpoints/auth';
import {
  useCreateInvitationMutation,
  useGetInvitationsQuery,
  useGetMembersQuery,
  useRemoveMemberMutation,
  useResendInvitationMutation,
  useRevokeInvitationMutation,
  useUpdateMemberMutation,
} from '@mailplan/api/endpoints/members';
import { errorMessage } from '../auth/errors';
import { ApprovalSettingCard } from './ApprovalSettingCard';
import { MEMBERS_TEXTS as T, MEMBERS_TOASTS, ROLE_HINTS, ROLE_LABELS, activitySentence } from './members.texts';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const inviteSchema = z.object({
  email: z.string().check(z.trim(), z.regex(EMAIL_PATTERN, MESSAGES.invalidEmailFormat), z.maxLength(LIMITS.emailMax, FORM_MESSAGES.emailMax)),
});

const nameOf = (m: Pick<MemberDto, 'firstName' | 'lastName' | 'email'>) => `${m.firstName} ${m.lastName}`.trim() || m.email;
const dateTime = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const date = (iso: string) => new Date(iso).toLocaleDateString(undefined, { dateStyle: 'medium' });

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

function InviteForm({ onSent }: { onSent: (sent: InvitationSentDto) => void }) {
  const { control, handleSubmit, reset } = useZodForm(inviteSchema, { email: '' });
  const [role, setRole] = useState<Role>('editor');
  const [invite, { isLoading }] = useCreateInvitationMutation();
  const toast = useToast();

  async function onSubmit(values: { email: string }) {
    try {
      const sent = await invite({ email: values.email, role }).unwrap();
      reset({ email: '' });
      if (sent.delivery === 'email') toast(MEMBERS_TOASTS.invited(sent.invitation.email));
      else {
        toast(MEMBERS_TOASTS.linkReady(sent.invitation.email));
        onSent(sent);
      }
    } catch (error) {
      toast(MEMBERS_TOASTS.inviteFailed(errorMessage(error) ?? MEMBERS_TOASTS.fallback));
    }
  }

  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="h2" component="h2" sx={{ fontSize: '1.15rem' }}>
        {T.inviteTitle}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {T.inviteHint}
      </Typography>
      <Stack component="form" noValidate onSubmit={handleSubmit(onSubmit)} direction={{ xs: 'column', md: 'row' }} spacing={1} sx={{ alignItems: 'flex-start' }}>
        <Box sx={{ flex: 1, width: '100%' }}>
          <FormTextField control={control} name="email" label={T.emailLabel} type="email" autoComplete="off" />
        </Box>
        <RoleSelect label={T.roleLabel} value={role} onChange={setRole} disabled={isLoading} sx={{ minWidth: 180 }} />
        <Button type="submit" variant="contained" disabled={isLoading} sx={{ height: 40, whiteSpace: 'nowrap' }}>
          {isLoading ? T.inviting : T.inviteButton}
        </Button>
      </Stack>
    </Paper>
  );
}

function RoleSelect({
  label,
  value,
  onChange,
  disabled,
  sx,
}: {
  label: string;
  value: Role;
  onChange: (role: Role) => void;
  disabled?: boolean;
  sx?: object;
}) {
  const [id] = useState(() => `role-${Math.random().toString(36).slice(2)}`);
  return (
    <FormControl size="small" sx={sx}>
      <InputLabel id={`${id}-label`}>{label}</InputLabel>
      <Select
        labelId={`${id}-label`}
        label={label}
        value={value}
        disabled={disabled}
        onChange={(e) => onChange(e.target.value as Role)}
        renderValue={(r) => ROLE_LABELS[r as Role]}
      >
        {ROLES.map((r) => (
          <MenuItem key={r} value={r}>
            <ListItemText primary={ROLE_LABELS[r]} secondary={ROLE_HINTS[r]} />
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}

function MembersTable({ members, canManage }: { members: MemberDto[]; canManage: boolean }) {
  const { data: me } = useMeQuery();
  const [update, { isLoading: updating }] = useUpdateMemberMutation();
  const [remove, { isLoading: removing }] = useRemoveMemberMutation();
  const [removing_, setRemoving] = useState<MemberDto | null>(null);
  const toast = useToast();

  async function changeRole(member: MemberDto, role: Role) {
    if (role === member.role) return;
    try {
      await update({ id: member.id, role }).unwrap();
      toast(MEMBERS_TOASTS.roleChanged(nameOf(member), role));
    } catch (error) {
      toast(MEMBERS_TOASTS.roleFailed(errorMessage(error) ?? MEMBERS_TOASTS.fallback));
    }
  }

  async function confirmRemove() {
    const member = removing_;
    if (!member) return;
    try {
      await remove(member.id).unwrap();
      toast(MEMBERS_TOASTS.removed(nameOf(member)));
    } catch (error) {
      toast(MEMBERS_TOASTS.removeFailed(errorMessage(error) ?? MEMBERS_TOASTS.fallback));
    }
    setRemoving(null);
  }

  return (
    <>
      <Table size="small" aria-label={T.peopleTitle}>
        <TableHead>
          <TableRow>
            <TableCell>{T.columns.name}</TableCell>
            <TableCell>{T.columns.email}</TableCell>
            <TableCell>{T.columns.role}</TableCell>
            <TableCell>{T.columns.lastLogin}</TableCell>
            {canManage && <TableCell align="right">{T.columns.actions}</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {members.map((m) => (
            <TableRow key={m.id}>
              <TableCell>
                {nameOf(m)} {m.id === me?.id && <Typography component="span" variant="body2" color="text.secondary">{T.you}</Typography>}
              </TableCell>
              <TableCell>{m.email}</TableCell>
              <TableCell>
                {canManage ? (
                  <RoleSelect label={`Role of ${nameOf(m)}`} value={m.role} onChange={(r) => void changeRole(m, r)} disabled={updating} sx={{ minWidth: 140 }} />
                ) : (
                  ROLE_LABELS[m.role]
                )}
              </TableCell>
              <TableCell>{m.lastLogin ? dateTime(m.lastLogin) : T.never}</TableCell>
              {canManage && (
                <TableCell align="right">
                  {m.id !== me?.id && (
                    <Button color="error" size="small" onClick={() => setRemoving(m)} aria-label={`${T.remove} ${nameOf(m)}`}>
                      {T.remove}
                    </Button>
                  )}
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Dialog open={!!removing_} onClose={() => setRemoving(null)}>
        <DialogTitle>{removing_ ? T.removeTitle(nameOf(removing_)) : ''}</DialogTitle>
        <DialogContent>
          <DialogContentText>{removing_ ? T.removeBody(nameOf(removing_), 'the organization') : ''}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setRemoving(null)}>{T.cancel}</Button>
          <Button color="error" variant="contained" onClick={() => void confirmRemove()} disabled={removing}>
            {T.remove}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

function InvitationsTable({
  invitations,
  canManage,
  onSent,
}: {
  invitations: InvitationDto[];
  canManage: boolean;
  onSent: (sent: InvitationSentDto) => void;
}) {
  const [resend, { isLoading: resending }] = useResendInvitationMutation();
  const [revoke, { isLoading: revoking }] = useRevokeInvitationMutation();
  const toast = useToast();
  if (!invitations.length) return <Typography color="text.secondary">{T.noInvitations}</Typography>;

  async function onResend(inv: InvitationDto) {
    try {
      const sent = await resend(inv.id).unwrap();
      if (sent.delivery === 'email') toast(MEMBERS_TOASTS.invited(inv.email));
      else {
        toast(MEMBERS_TOASTS.linkReady(inv.email));
        onSent(sent);
      }
    } catch (error) {
      toast(MEMBERS_TOASTS.resendFailed(errorMessage(error) ?? MEMBERS_TOASTS.fallback));
    }
  }

  async function onRevoke(inv: InvitationDto) {
    try {
      await revoke(inv.id).unwrap();
      toast(MEMBERS_TOASTS.revoked(inv.email));
    } catch (error) {
      toast(MEMBERS_TOASTS.revokeFailed(errorMessage(error) ?? MEMBERS_TOASTS.fallback));
    }
  }

  return (
    <Table size="small" aria-label={T.invitationsTitle}>
      <TableHead>
        <TableRow>
          <TableCell>{T.columns.email}</TableCell>
          <TableCell>{T.columns.role}</TableCell>
          <TableCell>{T.columns.invitedBy}</TableCell>
          <TableCell>{T.columns.expires}</TableCell>
          {canManage && <TableCell align="right">{T.columns.actions}</TableCell>}
        </TableRow>
      </TableHead>
      <TableBody>
        {invitations.map((inv) => (
          <TableRow key={inv.id}>
            <TableCell>{inv.email}</TableCell>
            <TableCell>{ROLE_LABELS[inv.role]}</TableCell>
            <TableCell>{inv.invitedBy ?? '—'}</TableCell>
            <TableCell>{inv.status === 'expired' ? <Typography component="span" color="error" variant="body2">{T.expired}</Typography> : date(inv.expiresAt)}</TableCell>
            {canManage && (
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                <Button size="small" onClick={() => void onResend(inv)} disabled={resending} aria-label={`${T.resend} ${inv.email}`}>
                  {T.resend}
                </Button>
                <Button size="small" color="error" onClick={() => void onRevoke(inv)} disabled={revoking} aria-label={`${T.revoke} ${inv.email}`}>
                  {T.revoke}
                </Button>
              </TableCell>
            )}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** The invitation link, shown once when it was not emailed, with a button that copies it. */
function LinkDialog({ sent, onClose }: { sent: InvitationSentDto | null; onClose: () => void }) {
  const [copied, setCopied] = useState(false);
  const toast = useToast();
  const link = sent?.link ?? '';

  async function copy() {
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
    } catch {
      toast(MEMBERS_TOASTS.copyFailed);
    }
  }

  function close() {
    setCopied(false);
    onClose();
  }

  return (
    <Dialog open={!!sent?.link} onClose={close} fullWidth maxWidth="sm">
      <DialogTitle>{T.linkTitle}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          {sent?.emailError ? T.linkFailedBody(sent.invitation.email, sent.emailError) : T.linkBody(sent?.invitation.email ?? '')}
        </DialogContentText>
        <TextField
          fullWidth
          size="small"
          label="Invitation link"
          value={link}
          slotProps={{ htmlInput: { readOnly: true, onFocus: (e: React.FocusEvent<HTMLInputElement>) => e.target.select() } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={() => void copy()}>{copied ? T.copied : T.copy}</Button>
        <Button variant="contained" onClick={close}>
          {T.done}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** The organization's latest activity: members, campaigns, concepts and the brand kit. */
function ActivityFeed() {
  const { data, isLoading, isError } = useGetActivityQuery({ limit: 20 });
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="h2" component="h2" sx={{ fontSize: '1.15rem', mb: 1 }}>
        {T.activityTitle}
      </Typography>
      {isLoading ? (
        <CircularProgress size={24} aria-label="Loading activity" />
      ) : isError || !data ? (
        <Alert severity="error">{T.loadFailed}</Alert>
      ) : !data.length ? (
        <Typography color="text.secondary">{T.noActivity}</Typography>
      ) : (
        <List dense disablePadding aria-label={T.activityTitle}>
          {data.map((entry) => (
            <ListItem key={entry.id} disableGutters>
              <ListItemText primary={activitySentence(entry)} secondary={dateTime(entry.createdAt)} />
            </ListItem>
          ))}
        </List>
      )}
    </Paper>
  );
}
