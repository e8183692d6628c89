import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { CALENDAR_MESSAGES, CALENDAR_SETTINGS_LIMITS } from '@mailplan/shared';
import { useState, type FormEvent } from 'react';
import type { ClashRules } from './clashes';

/** The organization's clash rules; only a role with brand.write may change them. */
export default function ClashSettingsDialog({
  rules,
  readOnly,
  saving,
  onCancel,
  onSave,
}: {
  rules: ClashRules;
  readOnly: boolean;
  saving: boolean;
  onCancel: () => void;
  onSave: (rules: ClashRules) => void;
}) {
  const [sameDayClash, setSameDay] = useState(rules.sameDayClash);
  const [promotionClash, setPromotion] = useState(rules.promotionClash);
  const [windowText, setWindowText] = useState(String(rules.promotionWindowDays));
  const days = Number(windowText);
  const daysOk =
    /^\d+$/.test(windowText) && days >= CALENDAR_SETTINGS_LIMITS.promotionWindowDaysMin && days <= CALENDAR_SETTINGS_LIMITS.promotionWindowDaysMax;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (daysOk && !readOnly) onSave({ sameDayClash, promotionClash, promotionWindowDays: days });
  };
  return (
    <Dialog open onClose={onCancel} aria-labelledby="clash-rules-title" fullWidth maxWidth="xs">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="clash-rules-title">Conflict rules</DialogTitle>
        <DialogContent>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            Cards that break a rule show a conflict badge saying why. The rules hold for everyone in your organization.
          </Typography>
          <Stack spacing={1}>
            <FormControlLabel
              control={<Switch checked={sameDayClash} onChange={(e) => setSameDay(e.target.checked)} disabled={readOnly} />}
              label="Two emails on the same day"
            />
            <FormControlLabel
              control={<Switch checked={promotionClash} onChange={(e) => setPromotion(e.target.checked)} disabled={readOnly} />}
              label="Two promotions close together"
            />
            <TextField
              label="Days between promotions"
              value={windowText}
              onChange={(e) => setWindowText(e.target.value.trim())}
              disabled={readOnly || !promotionClash}
              error={!daysOk}
              helperText={daysOk ? 'Two promotions fewer than this many days apart conflict (7: one a week).' : CALENDAR_MESSAGES.promotionWindowDays}
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            />
            {readOnly && (
              <Typography variant="body2" color="text.secondary">
                Only admins and managers can change these rules.
              </Typography>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onCancel}>{readOnly ? 'Close' : 'Cancel'}</Button>
          {!readOnly && (
            <Button type="submit" variant="contained" disabled={!daysOk || saving}>
              Save rules
            </Button>
          )}
        </DialogActions>
      </form>
    </Dialog>
  );
}
