import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useGetOrganizationSettingsQuery, useUpdateOrganizationSettingsMutation } from '@mailplan/api/endpoints/activity';
import { useCan } from '@mailplan/api/endpoints/auth';
import { APPROVAL_MESSAGES } from '@mailplan/shared';
import { useToast } from '@mailplan/ui';

export const APPROVAL_SETTING_TEXTS = {
  title: 'Approval',
  label: 'Campaigns need approval before export',
  help: 'When on, a campaign can be exported or pushed to an email service only after a manager, an admin or an outside reviewer has approved it. Any edit to an approved campaign returns it to draft.',
  on: APPROVAL_MESSAGES.approvalNowRequired,
  off: APPROVAL_MESSAGES.approvalNoLongerRequired,
  failed: 'The setting could not be changed',
} as const;

/** The organization's "approval required" setting, for admins (others see nothing here). */
export function ApprovalSettingCard() {
  const canManage = useCan('organization.manage');
  const settings = useGetOrganizationSettingsQuery(undefined, { skip: !canManage });
  const [update, updating] = useUpdateOrganizationSettingsMutation();
  const toast = useToast();
  if (!canManage) return null;
  const on = !!settings.data?.approvalRequired;
  const toggle = async (next: boolean) => {
    try {
      await update({ approvalRequired: next }).unwrap();
      toast({ title: next ? APPROVAL_SETTING_TEXTS.on : APPROVAL_SETTING_TEXTS.off, variant: 'success' });
    } catch (e) {
      toast({ title: APPROVAL_SETTING_TEXTS.failed, description: (e as { message?: string })?.message, variant: 'destructive' });
    }
  };
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label={APPROVAL_SETTING_TEXTS.title}>
      <Typography variant="h2" component="h2" sx={{ fontSize: '1.15rem', mb: 1 }}>
        {APPROVAL_SETTING_TEXTS.title}
      </Typography>
      <FormControlLabel
        control={<Switch checked={on} disabled={settings.isLoading || updating.isLoading} onChange={(e) => void toggle(e.target.checked)} />}
        label={APPROVAL_SETTING_TEXTS.label}
      />
      <Typography variant="body2" color="text.secondary">
        {APPROVAL_SETTING_TEXTS.help}
      </Typography>
    </Paper>
  );
}
