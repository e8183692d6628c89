import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useToast } from '@mailplan/ui';
import { type InvitationDto, type InvitationSentDto } from '@mailplan/api';
import { useResendInvitationMutation, useRevokeInvitationMutation } from '@mailplan/api/endpoints/members';
import { errorMessage } from '../auth/errors';
import { date } from './member-format';
import { TableHeadRow } from './TableHeadRow';
import { MEMBERS_TEXTS as T, MEMBERS_TOASTS, ROLE_LABELS } from './members.texts';

/** The pending invitations; an admin resends or revokes them. */
export function InvitationsTable({
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
      <TableHeadRow columns={[T.columns.email, T.columns.role, T.columns.invitedBy, T.columns.expires]} canManage={canManage} />
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
