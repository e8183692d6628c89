import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EditIcon from '@mui/icons-material/Edit';
import { FormTextField } from '@mailplan/ui/forms';
import type { FormEventHandler, ReactNode } from 'react';
import { useWatch, type Control } from 'react-hook-form';
import type { DetailsValues } from './campaign-form.schema';
import { TEXTS } from './campaigns.texts';

/**
 * The details card: campaign name, goal and the AI provider. While editing it shows the inputs
 * with Save Details and Cancel; otherwise the saved name and goal, and the Edit Details toggle.
 */
export function DetailsCard({
  control,
  editing,
  onSubmit,
  onCancel,
  onToggle,
  provider,
  disabled,
}: {
  control: Control<DetailsValues>;
  editing: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onCancel(): void;
  onToggle(): void;
  /** The AI provider select. */
  provider: ReactNode;
  disabled?: boolean;
}) {
  const [name, goal] = useWatch({ control, name: ['name', 'goal'] });
  return (
    <Paper variant="outlined" component="section" aria-labelledby="details-title" sx={{ p: 3 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2, flexWrap: 'wrap', rowGap: 1 }}>
        <Typography variant="h6" component="h2" id="details-title">
          {TEXTS.details}
        </Typography>
        <Button
          variant="outlined"
          startIcon={<EditIcon />}
          aria-pressed={editing}
          sx={editing ? { bgcolor: 'action.selected' } : undefined}
          onClick={onToggle}
          disabled={disabled}
        >
          {TEXTS.editDetails}
        </Button>
      </Stack>
      {editing ? (
        <Box component="form" noValidate onSubmit={onSubmit} aria-label={TEXTS.details}>
          <Stack spacing={1}>
            <FormTextField control={control} name="name" label={TEXTS.campaignName} disabled={disabled} autoFocus={!name} />
            <FormTextField
              control={control}
              name="goal"
              label={TEXTS.goalLabel}
              hint={TEXTS.goalHint}
              multiline
              minRows={3}
              disabled={disabled}
            />
            <Box sx={{ pb: 2 }}>{provider}</Box>
            <Stack direction="row" spacing={1}>
              <Button type="submit" variant="contained" disabled={disabled}>
                {TEXTS.saveDetails}
              </Button>
              <Button onClick={onCancel} disabled={disabled}>
                {TEXTS.cancel}
              </Button>
            </Stack>
          </Stack>
        </Box>
      ) : (
        <Stack spacing={1.5} data-testid="details-view">
          <Box>
            <Typography variant="caption" color="text.secondary">
              {TEXTS.campaignName}
            </Typography>
            <Typography sx={{ fontWeight: 600, wordBreak: 'break-word' }}>{name || TEXTS.untitled}</Typography>
          </Box>
          <Box>
            <Typography variant="caption" color="text.secondary">
              {TEXTS.goalLabel}
            </Typography>
            <Typography sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }} color={goal ? 'text.primary' : 'text.secondary'}>
              {goal || TEXTS.none}
            </Typography>
          </Box>
          <Box sx={{ pt: 1 }}>{provider}</Box>
        </Stack>
      )}
    </Paper>
  );
}
