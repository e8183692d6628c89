import { useState } from 'react';
import { z } from 'zod/mini';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { EMAIL_PATTERN, FORM_MESSAGES, LIMITS, MESSAGES, type Role } from '@mailplan/shared';
import { useToast } from '@mailplan/ui';
import { FormTextField, useZodForm } from '@mailplan/ui/forms';
import { type InvitationSentDto } from '@mailplan/api';
import { useCreateInvitationMutation } from '@mailplan/api/endpoints/members';
import { errorMessage } from '../auth/errors';
import { MEMBERS_TEXTS as T, MEMBERS_TOASTS } from './members.texts';
import { RoleSelect } from './RoleSelect';

const inviteSchema = z.object({
  email: z.string().check(z.trim(), z.regex(EMAIL_PATTERN, MESSAGES.invalidEmailFormat), z.maxLength(LIMITS.emailMax, FORM_MESSAGES.emailMax)),
});

/** An admin invites someone by email, with a role; a link that was not emailed goes to `onSent`. */
export function InviteForm({ onSent }: { onSent: (sent: InvitationSentDto) => void }) {
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
