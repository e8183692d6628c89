import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useToast } from '@mailplan/ui';
import { type InvitationSentDto } from '@mailplan/api';
import { MEMBERS_TEXTS as T, MEMBERS_TOASTS } from './members.texts';

/** The invitation link, shown once when it was not emailed, with a button that copies it. */
export function LinkDialog({ sent, onClose }: { sent: InvitationSentDto | null; onClose: () => void }) {
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
