import { useCreateCampaignMutation, useLinkConceptToCampaignMutation, useUpdateCampaignMutation } from '@mailplan/api';
import { useToast } from '@mailplan/ui';
import { CONCEPT_TOASTS, serverMessage } from '@mailplan/ui/ai';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { TEXTS } from '../campaigns.texts';
import type { BuilderStore } from './builder-store';
import { campaignInput } from './campaign-input';
import type { DetailsForm } from './useDetailsForm';

/**
 * Create Campaign / Update Campaign: checks the details, saves the campaign, links the concept a
 * new campaign was started from, says so and returns to /campaigns. A failed save stays on the
 * form with its message above it.
 */
export function useSaveCampaign({
  campaignId,
  conceptId,
  store,
  details,
}: {
  /** Edit mode when set. */
  campaignId?: number;
  /** The concept a new campaign starts from. */
  conceptId?: number;
  store: BuilderStore;
  details: DetailsForm;
}) {
  const toast = useToast();
  const navigate = useNavigate();
  const [createCampaign, creating] = useCreateCampaignMutation();
  const [updateCampaign, updating] = useUpdateCampaignMutation();
  const [linkConcept] = useLinkConceptToCampaignMutation();
  const [error, setError] = useState<string | null>(null);

  /** The concept's link to the new campaign: true once made, false when it failed (and was said). */
  const link = async (campaign: number): Promise<boolean | undefined> => {
    if (conceptId === undefined) return undefined;
    try {
      await linkConcept({ conceptId, campaignId: campaign }).unwrap();
      return true;
    } catch (e) {
      toast({ ...CONCEPT_TOASTS.linkFailed, description: serverMessage(e), variant: 'destructive' });
      return false;
    }
  };

  const submit = details.handleSubmit(async (values) => {
    setError(null);
    const body = campaignInput(values, store.get());
    try {
      if (campaignId !== undefined) {
        await updateCampaign({ id: campaignId, body }).unwrap();
        toast({ title: TEXTS.updated, variant: 'success' });
      } else {
        const created = await createCampaign(body).unwrap();
        // A failed link leaves the campaign created; its failure toast shows first and is not
        // replaced by the success (the shell's toasts keep a failure on screen until it closes).
        const linked = await link(created.id);
        toast({ title: TEXTS.created, variant: 'success' });
        if (linked) toast({ ...CONCEPT_TOASTS.linked, variant: 'success', queue: true });
      }
      navigate('/campaigns');
    } catch (e) {
      const message = serverMessage(e) ?? (e as { message?: string }).message ?? TEXTS.saveFailed;
      setError(message);
      toast({ title: TEXTS.saveFailed, description: message, variant: 'destructive' });
    }
  }, details.showInvalid);

  return {
    save: () => void submit(),
    saving: creating.isLoading || updating.isLoading,
    /** The last failed save's message, shown above the form until closed or saved again. */
    error,
    clearError: () => setError(null),
  };
}
