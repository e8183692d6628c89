import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { campaignTypeLabel, type CampaignType } from './categories';
import { TEXTS } from './concepts.texts';
import { providerLabel } from '@mailplan/ui/ai';
import type { JobProgress } from '@mailplan/api/endpoints/jobs';

/** 'Monthly Business Context': what is going on this month, before a generation starts. */
export function BusinessContextCard({
  category,
  onCancel,
  onGenerate,
}: {
  category: CampaignType | null;
  onCancel(): void;
  onGenerate(businessContext: string): void;
}) {
  const [text, setText] = useState('');
  return (
    <Card
      variant="outlined"
      component="section"
      aria-label={TEXTS.businessContextTitle}
      sx={{ mb: 3, borderColor: 'primary.main' }}
    >
      <form
        onSubmit={(e) => {
          e.preventDefault();
          onGenerate(text.trim());
        }}
      >
        <CardContent>
          <Typography variant="h6" component="h2">
            {TEXTS.businessContextTitle}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {category ? `${campaignTypeLabel(category)} · ` : 'All categories · '}
            {TEXTS.businessContextHelp}
          </Typography>
          <TextField
            label={TEXTS.businessContextLabel}
            value={text}
            onChange={(e) => setText(e.target.value)}
            multiline
            minRows={3}
            fullWidth
            autoFocus
          />
        </CardContent>
        <CardActions sx={{ justifyContent: 'flex-end', px: 2, pb: 2 }}>
          <Button onClick={onCancel}>{TEXTS.cancel}</Button>
          <Button type="submit" variant="contained">
            {TEXTS.generateConcepts}
          </Button>
        </CardActions>
      </form>
    </Card>
  );
}

/** The generating screen: which provider writes, and the job's live progress. */
export function GeneratingCard({
  provider,
  demo,
  category,
  status,
}: {
  provider: string;
  demo: boolean;
  category: CampaignType | null;
  status: JobProgress | null;
}) {
  const progress = Math.max(0, Math.min(100, Math.round(status?.progress ?? 0)));
  const queued = !status || status.state === 'waiting' || status.state === 'delayed';
  return (
    <Card variant="outlined" component="section" aria-label={TEXTS.generatingTitle} aria-busy="true" sx={{ mb: 3 }}>
      <CardContent>
        <Stack spacing={2}>
          <Box>
            <Typography variant="h6" component="h2">
              {TEXTS.generatingTitle}
              {category ? `: ${campaignTypeLabel(category)}` : ''}
            </Typography>
            <Typography color="text.secondary">{TEXTS.generatingWith(providerLabel(provider))}</Typography>
          </Box>
          {demo && (
            <Alert severity="info">
              {providerLabel(provider)} has no API key configured: the offline demo model writes these concepts from
              your brand and strategy. They are demo content.
            </Alert>
          )}
          <Box>
            <LinearProgress
              variant={queued && progress === 0 ? 'indeterminate' : 'determinate'}
              value={progress}
              aria-label="Generation progress"
            />
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }} aria-live="polite">
              {queued && progress === 0 ? TEXTS.generatingQueued : `${progress}%`}
            </Typography>
          </Box>
        </Stack>
      </CardContent>
    </Card>
  );
}
