import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCan } from '@mailplan/api/endpoints/auth';
import { WIZARD_STEP_TABLE } from './steps';
import { useStrategyWizard, type StrategyWizardModel } from './use-strategy-wizard';
import { WIZARD_TEXTS as T } from './wizard.texts';

const STEPS = WIZARD_STEP_TABLE.length;

/** Where Back goes from `step`, or null when the step shows no Back. */
function backTarget(wizard: StrategyWizardModel): number | null {
  const { back } = WIZARD_STEP_TABLE[wizard.step - 1];
  if (back === undefined) return wizard.step - 1;
  return typeof back === 'function' ? back(wizard) : back;
}

/**
 * /email-strategy/generate, the 12-step wizard (the spec's screen, transitions, validation rules
 * and error catalogue): the step table (`steps.tsx`) says what each step shows, checks and does;
 * this is the frame around it, with the progress bar and the Back and Next buttons.
 */
export function StrategyWizard() {
  const wizard = useStrategyWizard();
  const { step, busy } = wizard;
  const current = WIZARD_STEP_TABLE[step - 1];
  const { Fields } = current;
  const back = backTarget(wizard);
  const forward = current.next === undefined ? { label: T.next } : current.next;
  // the steps that save the answers or generate need 'brand.write'; any role may look through the others
  const canEdit = useCan('brand.write');

  async function next() {
    if (current.validate?.length && !(await wizard.validate([...current.validate]))) return;
    const refusal = current.guard?.(wizard);
    if (refusal) {
      wizard.toast({ ...refusal, variant: 'destructive' });
      return;
    }
    if (forward?.run) await forward.run(wizard);
    else wizard.setStep(step + 1);
  }

  const progress = ((step - 1) / (STEPS - 1)) * 100;

  return (
    <Box sx={{ p: { xs: 2, md: 4 }, maxWidth: 820 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        Email Strategy Wizard
      </Typography>
      <Stack direction="row" sx={{ justifyContent: 'space-between', mb: 0.5 }}>
        <Typography variant="body2" color="text.secondary">
          Step {step} of {STEPS}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {Math.round(progress)}% complete
        </Typography>
      </Stack>
      <LinearProgress variant="determinate" value={progress} aria-label="Wizard progress" sx={{ height: 8, borderRadius: 4, mb: 3 }} />
      <Card variant="outlined">
        <CardContent>
          {/* The saved answers fill the form once they are read: until then there is nothing to edit. */}
          {wizard.isLoading ? (
            <Stack role="status" spacing={1.5} sx={{ py: 3 }}>
              <Typography color="text.secondary">Loading your saved answers…</Typography>
              <LinearProgress />
            </Stack>
          ) : (
            <>
              <Typography variant="h5" component="h2" gutterBottom>
                {current.title}
              </Typography>
              <Box component="form" noValidate onSubmit={(e) => e.preventDefault()}>
                <Stack spacing={2.5} sx={{ mt: 2 }}>
                  <Fields wizard={wizard} />
                </Stack>
                {(back !== null || forward) && (
                  <Stack direction="row" sx={{ justifyContent: 'space-between', mt: 4 }}>
                    <Box>
                      {back !== null && (
                        <Button onClick={() => wizard.goTo(back)} disabled={busy}>
                          {T.back}
                        </Button>
                      )}
                    </Box>
                    {forward && (
                      <Button variant="contained" type="submit" onClick={next} disabled={busy || (!!forward.run && !canEdit)}>
                        {forward.label}
                      </Button>
                    )}
                  </Stack>
                )}
              </Box>
            </>
          )}
        </CardContent>
      </Card>
    </Box>
  );
}
