import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { type Role } from '@mailplan/shared';
import { useToast } from '@mailplan/ui';
import { type MemberDto } from '@mailplan/api';
import { useMeQuery } from '@mailplan/api/endpoints/auth';
import { useRemoveMemberMutation, useUpdateMemberMutation } from '@mailplan/api/endpoints/members';
import { errorMessage } from '../auth/errors';
import { dateTime, nameOf } from './member-format';
import { TableHeadRow } from './TableHeadRow';
import { MEMBERS_TEXTS as T, MEMBERS_TOASTS, ROLE_LABELS } from './members.texts';
import { RoleSelect } from './RoleSelect';

/** The organization's people; an admin changes their roles and removes them (after a confirmation). */
export function MembersTable({ members, canManage }: { members: MemberDto[]; canManage: boolean }) {
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
        <TableHeadRow columns={[T.columns.name, T.columns.email, T.columns.role, T.columns.lastLogin]} canManage={canManage} />
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
