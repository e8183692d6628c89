import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import { parseRowId } from '@mailplan/shared';
import { useToast } from '@mailplan/ui';
import { useEffect, useRef, useState } from 'react';
import { Controller, type FieldPath } from 'react-hook-form';
import { FormTextField, useZodForm } from '@mailplan/ui/forms';
import { useNavigate, useParams } from 'react-router';
import { CAMPAIGN_TYPES, campaignTypeLabel } from './categories';
import type { Concept, ModelType } from './concept.types';
import { conceptFormSchema, conceptFormValues, toUpdateBody, type ConceptFormValues } from './concept-form.schema';
import { useCan } from '@mailplan/api/endpoints/auth';
import { useGetConceptQuery, useUpdateConceptMutation } from '@mailplan/api/endpoints/concepts';
import { TEXTS } from './concepts.texts';
import { ConceptRefineDialog, errorMessage, useAiProviders } from '@mailplan/ui/ai';
import { DetailState, EditConflictDialog, editConflictCopy, type ConflictChange } from '@mailplan/ui/detail';
import { conceptChanges } from './concept-conflict';
import { LoadFailure, Page } from './ConceptEditLayout';

/** Server validation (`errors[]` with dotted paths) shown on the matching fields. */
function serverErrors(error: unknown): [FieldPath<ConceptFormValues>, string][] {
  const list = (error as { data?: { errors?: unknown } } | null)?.data?.errors;
  if (!Array.isArray(list)) return [];
  return list
    .filter(
      (e): e is { path: string; message: string } => typeof e?.path === 'string' && typeof e?.message === 'string',
    )
    .map((e) => [e.path as FieldPath<ConceptFormValues>, e.message]);
}

/** '/email-concepts/edit/{id}': the 'Edit Email Concept' form. */
export function ConceptEditPage() {
  const id = parseRowId(useParams().id);
  // Read again on opening: an edit started from an older cached copy would meet a needless
  // stale-edit conflict (docs/decisions.md#edit-forms-read-fresh).
  const query = useGetConceptQuery(id ?? 0, {
    skip: id === null,
    refetchOnMountOrArgChange: true,
  });
  // The spec's edit concept page: a concept that cannot be loaded (an id that is not numeric, one
  // that names nothing, any failure) shows the load failure and the way back.
  const failure = (
    <Page back={false}>
      <LoadFailure />
    </Page>
  );
  return (
    <DetailState
      query={query}
      invalidId={id === null}
      loading={
        <Page>
          <Paper variant="outlined" role="status" aria-label="Loading concept" sx={{ p: 3 }}>
            {Array.from({ length: 6 }, (_, i) => (
              <Skeleton key={i} height={56} />
            ))}
          </Paper>
        </Page>
      }
      notFound={failure}
      failed={failure}
    >
      {(concept) => (
        <Page>
          <ConceptForm key={concept.id} concept={concept} />
        </Page>
      )}
    </DetailState>
  );
}

/** A save someone else overtook: the copy saved now and what in it differs from the form's start. */
interface ConceptConflict {
  message: string;
  saved: Concept;
  changes: ConflictChange[];
}

/**
 * The form sends the version of the copy it started from. When someone else saved the concept in
 * between (409), the input stays and the conflict dialog lists what changed: Reload takes the
 * saved copy, Overwrite saves the form over it. A saved copy that differs only in what the form
 * does not show (a toggle, the date) is no conflict: the save is sent again with its version.
 */
function ConceptForm({ concept }: { concept: Concept }) {
  const toast = useToast();
  /** The stored copy this edit started from. */
  const base = useRef(concept);
  const [conflict, setConflict] = useState<ConceptConflict | null>(null);
  const navigate = useNavigate();
  const { providers } = useAiProviders();
  const [update, updating] = useUpdateConceptMutation();
  const [refineOpen, setRefineOpen] = useState(false);
  const announced = useRef(false);
  const {
    control,
    handleSubmit,
    setValue,
    setError,
    getValues,
    reset,
    formState: { isSubmitting },
  } = useZodForm(conceptFormSchema, conceptFormValues(concept));

  useEffect(() => {
    if (announced.current) return;
    announced.current = true;
    toast({ ...TEXTS.toasts.loaded, description: concept.title });
  }, [toast, concept.title]);

  /** Saves the form; false when someone else saved in between (the conflict is then shown). */
  const save = async (values: Parameters<typeof toUpdateBody>[0]): Promise<boolean> => {
    for (let attempt = 0; ; attempt++) {
      const from = base.current;
      try {
        await update({ id: concept.id, changes: { ...toUpdateBody(values), version: from.version } }).unwrap();
        return true;
      } catch (e) {
        const saved = editConflictCopy<Concept>(e);
        if (!saved) throw e;
        const changes = conceptChanges(from, saved, getValues());
        if (!changes.length) base.current = saved;
        if (!changes.length && attempt === 0) continue;
        setConflict({ message: errorMessage(e), saved, changes });
        return false;
      }
    }
  };

  const onSubmit = handleSubmit(async (values) => {
    try {
      if (!(await save(values))) return;
      toast({ ...TEXTS.toasts.updated, variant: 'success' });
      navigate('/email-concepts');
    } catch (e) {
      for (const [path, message] of serverErrors(e)) setError(path, { message });
      toast({
        ...TEXTS.toasts.updateFailed,
        description: errorMessage(e),
        variant: 'destructive',
      });
    }
  });

  const text = (name: FieldPath<ConceptFormValues>, label: string, multiline = false) => (
    <FormTextField
      control={control}
      name={name}
      label={label}
      multiline={multiline}
      minRows={multiline ? 3 : undefined}
    />
  );

  const busy = isSubmitting || updating.isLoading;
  const canEdit = useCan('content.write');
  return (
    <Paper
      variant="outlined"
      component="form"
      noValidate
      onSubmit={onSubmit}
      aria-label={TEXTS.editTitle}
      sx={{ p: 3 }}
    >
      <Stack spacing={1.5}>
        {text('title', TEXTS.title)}
        <Controller
          name="campaignType"
          control={control}
          render={({ field, fieldState }) => (
            <TextField
              {...field}
              select
              size="small"
              label={TEXTS.campaignType}
              error={!!fieldState.error}
              helperText={fieldState.error?.message ?? ' '}
              fullWidth
            >
              {CAMPAIGN_TYPES.map((t) => (
                <MenuItem key={t} value={t}>
                  {campaignTypeLabel(t)}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
        {text('coreMessage', TEXTS.coreMessage, true)}
        {text('targetAudience', TEXTS.targetAudience, true)}
        {text('callToAction', TEXTS.callToAction)}
        <Box
          component="fieldset"
          sx={{
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            p: 2,
            pb: 1,
            m: 0,
          }}
        >
          <Typography component="legend" variant="subtitle2" sx={{ px: 0.5 }}>
            {TEXTS.strategicAlignment}
          </Typography>
          <Stack spacing={1} sx={{ pt: 1 }}>
            {text('strategicAlignment.targetSegment', TEXTS.targetSegment)}
            {text('strategicAlignment.journeyPhase', TEXTS.journeyPhase)}
            {text('strategicAlignment.strategicPriority', TEXTS.strategicPriority)}
            {text('strategicAlignment.reference', TEXTS.reference)}
          </Stack>
        </Box>
      </Stack>
      <Stack direction="row" spacing={2} sx={{ justifyContent: 'flex-end', mt: 3, flexWrap: 'wrap' }}>
        <Button variant="outlined" startIcon={<AutoAwesomeIcon />} onClick={() => setRefineOpen(true)} disabled={busy || !canEdit}>
          {TEXTS.refineWithAi}
        </Button>
        <Button
          type="submit"
          variant="contained"
          disabled={busy || !canEdit}
          startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {busy ? TEXTS.saving : TEXTS.saveChanges}
        </Button>
      </Stack>
      {refineOpen && (
        <ConceptRefineDialog
          conceptId={concept.id}
          defaultModel={(providers.default ?? 'claude') as ModelType}
          toast={toast}
          onClose={() => setRefineOpen(false)}
          onApplied={(updated) => {
            // The refinement saved these four texts: the form's start is that copy, or, when
            // someone else also saved in between, the same four texts in the copy it started from
            // (so the next save still meets their change).
            const from = base.current;
            const { title, coreMessage, targetAudience, callToAction } = updated;
            base.current = updated.version === from.version + 1 ? updated : { ...from, title, coreMessage, targetAudience, callToAction };
            // The refinement changed these four texts; other edits in the form are kept.
            const next = conceptFormValues(updated);
            for (const name of ['title', 'coreMessage', 'targetAudience', 'callToAction'] as const) {
              setValue(name, next[name], {
                shouldDirty: true,
                shouldValidate: true,
              });
            }
          }}
        />
      )}
      {conflict && (
        <EditConflictDialog
          open
          message={conflict.message}
          changes={conflict.changes}
          busy={busy}
          onClose={() => setConflict(null)}
          onReload={() => {
            base.current = conflict.saved;
            reset(conceptFormValues(conflict.saved));
            setConflict(null);
          }}
          onOverwrite={() => {
            base.current = conflict.saved;
            setConflict(null);
            void onSubmit();
          }}
        />
      )}
    </Paper>
  );
}
