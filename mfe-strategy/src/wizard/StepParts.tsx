import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { ACCEPT_LISTS, STRATEGY_ERROR_HINTS } from '@mailplan/shared';
import { FileDropZone } from '../brand/FileDropZone';
import { formatKb } from '../brand/format';
import { JobProgressView } from '../brand/JobProgressView';
import type { StepProps } from './step-types';
import { WIZARD_TEXTS as T } from './wizard.texts';

/** Step 2: the brand deck (chosen now or saved earlier), or the existing guidelines. */
export function DeckStep({ wizard }: StepProps) {
  const { deck, savedDeck, useExisting } = wizard;
  const shown = deck ?? (useExisting || !savedDeck ? null : { name: savedDeck.filename, size: savedDeck.size });
  return (
    <>
      <Typography color="text.secondary">
        Upload your brand deck or style guide. AI reads it to write brand guidelines that shape your strategy.
      </Typography>
      <FileDropZone
        label="Brand deck"
        accept={ACCEPT_LISTS.wizardDeck}
        file={shown}
        onFile={wizard.chooseDeck}
        disabled={useExisting}
        formatSize={formatKb}
      />
      {wizard.existingGuidelines && (
        <FormControlLabel
          control={<Checkbox checked={useExisting} onChange={(e) => wizard.chooseExisting(e.target.checked)} />}
          label={T.useExistingGuidelines}
        />
      )}
    </>
  );
}

/** Step 3: optional customer testimonials. */
export function TestimonialsStep({ wizard }: StepProps) {
  return (
    <>
      <Typography color="text.secondary">
        Optional: customer reviews or testimonials help AI write in your customers&apos; words.
      </Typography>
      <FileDropZone
        label="Customer testimonials"
        accept={ACCEPT_LISTS.wizardTestimonials}
        file={wizard.testimonials}
        onFile={wizard.setTestimonials}
        formatSize={formatKb}
      />
    </>
  );
}

/** Step 4, the wait step: the guidelines being written, the existing ones used, or the failure. */
export function GuidelinesWaitStep({ wizard }: StepProps) {
  if (wizard.guidelinesFailed)
    return (
      <Alert
        severity="error"
        action={
          <Stack direction="row" spacing={1}>
            <Button color="inherit" size="small" onClick={wizard.writeGuidelines}>
              Try Again
            </Button>
            <Button color="inherit" size="small" onClick={() => wizard.setStep(5)}>
              Continue
            </Button>
          </Stack>
        }
      >
        <AlertTitle>{T.guidelinesError.title}</AlertTitle>
        {T.guidelinesError.description}
      </Alert>
    );
  if (!wizard.writesGuidelines) return <Alert severity="success">Using your existing brand guidelines.</Alert>;
  return <JobProgressView message="Generating your brand guidelines from your files..." note={T.guidelinesWait} job={wizard.job} />;
}

/** Step 12: the strategy being written, then what came of it. */
export function StrategyOutcomeStep({ wizard }: StepProps) {
  const { busy, job, outcome } = wizard;
  if (outcome === 'success')
    return (
      <Alert icon={<CheckCircleIcon />} severity="success" role="status">
        {T.strategySuccess}
      </Alert>
    );
  if (outcome === 'empty') return <Alert severity="error">{T.nothingProduced}</Alert>;
  if (outcome)
    return (
      <Stack spacing={2}>
        <Alert severity="error">
          <AlertTitle>{T.strategyErrorTitle}</AlertTitle>
          {STRATEGY_ERROR_HINTS[outcome.kind]}
        </Alert>
        <Alert
          severity="info"
          action={
            <Button color="inherit" size="small" onClick={wizard.toStrategyPage}>
              {T.dataSafe.action}
            </Button>
          }
        >
          <AlertTitle>{T.dataSafe.title}</AlertTitle>
          Your answers are saved. Go back to try again, or return later.
        </Alert>
      </Stack>
    );
  return busy ? <JobProgressView message={T.generatingStrategy} job={job} /> : null;
}
