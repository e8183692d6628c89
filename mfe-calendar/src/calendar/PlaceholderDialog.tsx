import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { CAMPAIGN_TYPES, PLACEHOLDER_LIMITS, isCalendarDate, type CampaignType } from '@mailplan/shared';
import { useState, type FormEvent } from 'react';
import { CAMPAIGN_TYPE_LABELS } from './campaign-types';

export interface PlaceholderDraft {
  date: string;
  campaignType: CampaignType;
  note: string;
}

/** "Add placeholder": a date, a type and a note for an email no concept fills yet. */
export default function PlaceholderDialog({
  initialDate,
  saving,
  onCancel,
  onSave,
}: {
  initialDate: string;
  saving: boolean;
  onCancel: () => void;
  onSave: (draft: PlaceholderDraft) => void;
}) {
  const [date, setDate] = useState(initialDate);
  const [campaignType, setCampaignType] = useState<CampaignType>('promotion');
  const [note, setNote] = useState('');
  const dateOk = isCalendarDate(date);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (dateOk) onSave({ date, campaignType, note: note.trim() });
  };
  return (
    <Dialog open onClose={onCancel} aria-labelledby="placeholder-dialog-title" fullWidth maxWidth="xs">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="placeholder-dialog-title">Add a placeholder</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              label="Date"
              type="date"
              value={date}
              onChange={(e) => setDate(e.target.value)}
              error={!dateOk}
              helperText={dateOk ? ' ' : 'Choose a date'}
              slotProps={{ inputLabel: { shrink: true } }}
              required
            />
            <TextField select label="Email type" value={campaignType} onChange={(e) => setCampaignType(e.target.value as CampaignType)}>
              {CAMPAIGN_TYPES.map((type) => (
                <MenuItem key={type} value={type}>
                  {CAMPAIGN_TYPE_LABELS[type]}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              label="Note"
              value={note}
              onChange={(e) => setNote(e.target.value)}
              multiline
              minRows={2}
              placeholder="e.g. Black Friday teaser"
              slotProps={{ htmlInput: { maxLength: PLACEHOLDER_LIMITS.noteMax } }}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onCancel}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={!dateOk || saving}>
            Add placeholder
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
