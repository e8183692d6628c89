import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import { useCan } from '@mailplan/api/endpoints/auth';
import { useGetModulesQuery } from '@mailplan/api/endpoints/modules';
import { useToast } from '@mailplan/ui';
import { ConceptRefineDialog, ProviderSelect } from '@mailplan/ui/ai';
import { EditConflictDialog } from '@mailplan/ui/detail';
import { useState } from 'react';
import { Link } from 'react-router';
import { useBrandTokens } from '../brand-tokens';
import type { BuilderState } from './builder-state';
import type { Campaign } from './campaign.types';
import type { DetailsValues } from './campaign-form.schema';
import { TEXTS } from './campaigns.texts';
import { DetailsCard } from './DetailsCard';
import { BuilderProvider, createBuilderStore } from './form/builder-store';
import { DraftChecklist, DraftExportButtons, DraftPreview } from './form/DraftPanels';
import { ModulesSection } from './form/ModulesSection';
import { CommentsScope } from './approval/InstanceComments';
import { SubjectAndPreview } from './form/SubjectAndPreview';
import { createTypingDraft, TypingDraftProvider } from './form/typing-draft';
import { InboxPreview } from './InboxPreview';
import { useCampaignAi } from './form/useCampaignAi';
import { useConceptPrefill } from './form/useConceptPrefill';
import { useDetailsForm } from './form/useDetailsForm';
import { useModelChoice } from './form/useModelChoice';
import { useSaveCampaign } from './form/useSaveCampaign';
import type { CampaignPrefill } from './prefill';
import { DemoNotice } from './providers';

export interface CampaignFormProps {
  /** Edit mode when set. */
  campaignId?: number;
  /** Edit mode: the stored copy the form starts from (its version goes with the save). */
  saved?: Campaign;
  /** Edit mode: start again from this stored copy (Reload after someone else saved). */
  onReload?: (campaign: Campaign) => void;
  details: DetailsValues;
  builder: BuilderState;
  /** Create mode from a concept: the concept and the values it prefilled. */
  concept?: { id: number; title: string; prefill: CampaignPrefill };
}

const LAYOUT = {
  display: 'grid',
  gap: 3,
  gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 1fr) minmax(0, 1fr)', xl: 'minmax(0, 1fr) 632px' },
  alignItems: 'start',
} as const;
const STICKY = { position: { lg: 'sticky' }, top: { lg: 16 }, minWidth: 0 } as const;

/**
 * The campaign form (the spec's screen, transitions and validation rules). The details (name,
 * goal) are a react-hook-form form (useDetailsForm). The modules, their content and the option
 * lists are the campaign's store (form/builder-store), whose parts each read their own slice: typing
 * in a field re-renders that field's card, and the preview and the checklist, which follow a
 * deferred copy; this component re-renders only for what it shows itself (the provider, a save,
 * its failure, the concept's dialog), so it needs no memoisation.
 */
export function CampaignForm({ campaignId, saved, onReload, details: initialDetails, builder, concept }: CampaignFormProps) {
  const toast = useToast();
  const [store] = useState(() => createBuilderStore(builder));
  const [typing] = useState(createTypingDraft);
  const details = useDetailsForm(initialDetails, { saved: campaignId !== undefined || concept !== undefined });
  const model = useModelChoice();
  const modulesQuery = useGetModulesQuery();
  const modules = modulesQuery.data;
  const ai = useCampaignAi({ store, goal: details.goal, modelType: model.modelType, modules });
  const save = useSaveCampaign({ campaignId, saved, conceptId: concept?.id, store, details, modules, onReload });
  const prefill = useConceptPrefill({ concept, store, details, suggest: ai.suggest });
  const [conceptDialog, setConceptDialog] = useState(false);
  const tokens = useBrandTokens();
  const canSave = useCan('content.write');

  return (
    <BuilderProvider value={store}>
      <TypingDraftProvider value={typing}>
      <Box>
        <Typography variant="h4" component="h1" sx={{ mb: 3 }}>
          {campaignId !== undefined ? TEXTS.editTitle : TEXTS.newTitle}
        </Typography>
        <Box sx={LAYOUT}>
          <Stack spacing={3} sx={{ minWidth: 0 }}>
            {save.error && (
              <Alert severity="error" onClose={save.clearError}>
                {save.error}
              </Alert>
            )}
            <DemoNotice providers={model.providers} value={model.modelType} loaded={model.loaded} />
            {concept && (
              <Paper variant="outlined" sx={{ p: 2, display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', bgcolor: 'action.hover' }}>
                <Typography sx={{ flex: '1 1 240px', minWidth: 0 }}>{TEXTS.fromConcept(concept.title)}</Typography>
                <Button variant="outlined" size="small" startIcon={<AutoAwesomeIcon />} onClick={() => setConceptDialog(true)} sx={{ whiteSpace: 'nowrap' }}>
                  {TEXTS.refineConcept}
                </Button>
              </Paper>
            )}
            <DetailsCard
              control={details.control}
              editing={details.editing}
              onSubmit={details.save}
              onCancel={details.cancel}
              onToggle={details.toggle}
              disabled={save.saving}
              provider={<ProviderSelect value={model.modelType} onChange={model.choose} disabled={save.saving} />}
            />
            <CommentsScope campaignId={campaignId}>
            <ModulesSection
              modules={modules}
              modulesLoading={modulesQuery.isLoading}
              hasGoal={details.hasGoal}
              suggest={() => void ai.suggest()}
              suggesting={ai.suggesting}
              generateAll={() => void ai.generateAll()}
              generating={ai.generating}
              goal={details.goal}
              modelType={model.modelType}
            />
            </CommentsScope>
            <SubjectAndPreview
              hasGoal={details.hasGoal}
              generateSubjects={() => void ai.generateSubjects()}
              generatingSubjects={ai.generatingSubjects}
              generatePreviews={() => void ai.generatePreviews()}
              generatingPreview={ai.generatingPreview}
            />
            <InboxPreview campaignId={campaignId} />
            <DraftChecklist details={details.values} />
            <Stack direction="row" spacing={2}>
              <Button variant="contained" size="large" onClick={save.save} disabled={save.saving || !canSave}>
                {save.saving ? TEXTS.saving : campaignId !== undefined ? TEXTS.updateCampaign : TEXTS.createCampaign}
              </Button>
              <Button component={Link} to="/campaigns" size="large">
                {TEXTS.cancel}
              </Button>
            </Stack>
          </Stack>

          <Box sx={STICKY}>
            <DraftPreview modules={modules} tokens={tokens} actions={<DraftExportButtons details={details.values} />} />
          </Box>
        </Box>

        {save.conflict && (
          <EditConflictDialog
            open
            message={save.conflict.message}
            changes={save.conflict.changes}
            busy={save.saving}
            onClose={save.keepEditing}
            onReload={save.reload}
            onOverwrite={save.overwrite}
          />
        )}

        {concept && conceptDialog && (
          <ConceptRefineDialog
            conceptId={concept.id}
            defaultModel={model.modelType}
            toast={toast}
            onClose={() => setConceptDialog(false)}
            onApplied={prefill.applyRefined}
          />
        )}
      </Box>
      </TypingDraftProvider>
    </BuilderProvider>
  );
}
