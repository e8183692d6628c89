import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { CONCEPT_MESSAGES } from '@mailplan/shared';
import { useMemo, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { BackToCampaigns } from './BackToCampaigns';
import { initialBuilderState } from './builder-state';
import { CampaignForm } from './CampaignForm';
import type { Campaign } from './campaign.types';
import { CampaignState } from './CampaignState';
import { useCan } from '@mailplan/api/endpoints/auth';
import { useGetConceptQuery } from '@mailplan/api/endpoints/concepts';
import { TEXTS } from './campaigns.texts';
import { parseCampaignId } from './format';
import { prefillFromConcept } from './prefill';

/**
 * /campaigns/edit/{id}: the stored campaign loads into the form. Reload (after someone else saved
 * it while this form was open) starts the form again from the copy saved now.
 */
function EditCampaign({ rawId }: { rawId: string }) {
  const [reloaded, setReloaded] = useState<Campaign | null>(null);
  return (
    <CampaignState rawId={rawId}>
      {(loaded) => {
        const campaign = reloaded?.id === loaded.id && reloaded.version > loaded.version ? reloaded : loaded;
        return (
          <CampaignForm
            key={`${campaign.id}-${reloaded?.version ?? 0}`}
            campaignId={campaign.id}
            saved={campaign}
            onReload={setReloaded}
            details={{ name: campaign.name, goal: campaign.goal }}
            builder={initialBuilderState(campaign)}
          />
        );
      }}
    </CampaignState>
  );
}

/** /campaigns/new, optionally `?conceptId=` to start from an email concept. */
function NewCampaign({ conceptId, conceptIdInvalid }: { conceptId: number | undefined; conceptIdInvalid: boolean }) {
  // the concept as it is now, not an older cached copy (docs/decisions.md#edit-forms-read-fresh)
  const concept = useGetConceptQuery(conceptId ?? 0, { skip: conceptId === undefined, refetchOnMountOrArgChange: true });
  const start = useMemo(() => {
    if (!concept.data) return { details: { name: '', goal: '' }, builder: initialBuilderState({}) };
    const prefill = prefillFromConcept(concept.data);
    return {
      details: { name: prefill.name, goal: prefill.goal },
      builder: initialBuilderState({
        subject: prefill.subject,
        subjectLineOptions: prefill.subject ? [prefill.subject] : [],
        previewText: prefill.previewText,
        previewTextOptions: prefill.previewText ? [prefill.previewText] : [],
      }),
      concept: { id: concept.data.id, title: concept.data.title, prefill },
    };
  }, [concept.data]);

  if (conceptId !== undefined && (concept.isLoading || (concept.isFetching && !concept.data))) {
    return (
      <Box>
        <BackToCampaigns />
        <Typography>{TEXTS.loading}</Typography>
      </Box>
    );
  }
  return (
    <>
      {(conceptIdInvalid || (conceptId !== undefined && concept.isError)) && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {CONCEPT_MESSAGES.loadFailed}
        </Alert>
      )}
      <CampaignForm key={start.concept?.id ?? 'new'} details={start.details} builder={start.builder} concept={start.concept} />
    </>
  );
}

/**
 * The form for a role that may not write campaigns (a viewer opening its address): what it may
 * do instead, not a form whose every action the API would refuse.
 */
function ReadOnlyForm({ campaignId }: { campaignId: number | undefined }) {
  return (
    <Box>
      <BackToCampaigns />
      <Typography variant="h4" component="h1" sx={{ mb: 3 }}>
        {campaignId !== undefined ? TEXTS.editTitle : TEXTS.newTitle}
      </Typography>
      <Alert
        severity="info"
        action={
          campaignId !== undefined ? (
            <Button component={Link} to={`/campaigns/${campaignId}`} color="inherit" size="small">
              {TEXTS.viewCampaign}
            </Button>
          ) : undefined
        }
      >
        {TEXTS.formReadOnly}
      </Alert>
    </Box>
  );
}

export function CampaignFormPage() {
  const { id } = useParams();
  const [params] = useSearchParams();
  const canWrite = useCan('content.write');
  if (!canWrite) return <ReadOnlyForm campaignId={id === undefined ? undefined : parseCampaignId(id)} />;
  if (id !== undefined) return <EditCampaign rawId={id} />;
  const raw = params.get('conceptId');
  const conceptId = parseCampaignId(raw);
  return <NewCampaign conceptId={conceptId} conceptIdInvalid={raw !== null && conceptId === undefined} />;
}
