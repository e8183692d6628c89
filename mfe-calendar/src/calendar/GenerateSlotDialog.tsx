import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { ProviderSelect, useAiProviders } from '@mailplan/ui/ai';
import { useState } from 'react';
import { formatCalendarDate } from './calendar-dates';
import { CAMPAIGN_TYPE_LABELS } from './campaign-types';
import type { CalendarPlaceholder } from './concept-types';
import { normalizeCampaignType } from '@mailplan/shared';

/** Confirms "Generate a concept for this slot" and lets the user choose the AI provider, as the concepts page does. */
export default function GenerateSlotDialog({
  placeholder,
  near,
  onCancel,
  onGenerate,
}: {
  placeholder: CalendarPlaceholder;
  near?: string;
  onCancel: () => void;
  onGenerate: (modelType: string) => void;
}) {
  const { providers } = useAiProviders();
  const [provider, setProvider] = useState<string | null>(null);
  const modelType = provider ?? providers.default ?? 'claude';
  return (
    <Dialog open onClose={onCancel} aria-labelledby="generate-slot-title" fullWidth maxWidth="xs">
      <DialogTitle id="generate-slot-title">Generate a concept for this slot</DialogTitle>
      <DialogContent>
        <Typography variant="body2" sx={{ mb: 2 }}>
          One {CAMPAIGN_TYPE_LABELS[normalizeCampaignType(placeholder.campaignType)]} concept for {formatCalendarDate(placeholder.date)}
          {near ? `, near ${near}` : ''}
          {placeholder.note ? `: ${placeholder.note}` : ''}. It is written from your strategy and guidelines, selected and
          scheduled on that day.
        </Typography>
        <ProviderSelect value={modelType} onChange={setProvider} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>Cancel</Button>
        <Button variant="contained" onClick={() => onGenerate(modelType)}>
          Generate
        </Button>
      </DialogActions>
    </Dialog>
  );
}
