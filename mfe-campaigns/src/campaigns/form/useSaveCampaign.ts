import { useCreateCampaignMutation, useUpdateCampaignMutation } from '@mailplan/api/endpoints/campaigns';
import { useLinkConceptToCampaignMutation } from '@mailplan/api/endpoints/concepts';
import { EDIT_CONFLICT_MESSAGES } from '@mailplan/shared';
import { useToast } from '@mailplan/ui';
import { CONCEPT_TOASTS, serverMessage } from '@mailplan/ui/ai';
import { editConflictCopy, type ConflictChange } from '@mailplan/ui/detail';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { Campaign, CampaignInput } from '../campaign.types';
import { TEXTS } from '../campaigns.texts';
import type { BuilderStore } from './builder-store';
import { campaignInput } from './campaign-input';
import { campaignChanges } from './edit-conflict';
import type { DetailsForm } from './useDetailsForm';

/** A save someone else overtook: the copy saved now and what in it differs from the form's start. */
export interface CampaignConflict {
  message: string;
  saved: Campaign;
  changes: ConflictChange[];
}

/**
 * Create Campaign / Update Campaign: checks the details, saves the campaign, links the concept a
 * new campaign was started from, says so and returns to /campaigns. A failed save stays on the
 * form with its message above it.
 *
 * An update sends the version of the copy the form started from (`saved`). When someone else
 * saved the campaign in between (409), the form keeps the user's input and `conflict` holds
 * the copy saved now with what changed in it; `overwrite` saves the form over it on purpose,
 * `reload` hands it to `onReload`. A saved copy that differs only in what the form does not
 * show is no conflict: the save is sent again with its version.
 */
export function useSaveCampaign({
  campaignId,
  saved,
  conceptId,
  store,
  details,
  modules,
  onReload,
}: {
  /** Edit mode when set. */
  campaignId?: number;
  /** Edit mode: the stored copy the form started from. */
  saved?: Campaign;
  /** The concept a new campaign starts from. */
  conceptId?: number;
  store: BuilderStore;
  details: DetailsForm;
  /** The organization's modules (their names, for the conflict's list). */
  modules?: readonly { id: number; name: string }[];
  /** Reload: the form starts again from this stored copy. */
  onReload?: (campaign: Campaign) => void;
}) {
  const toast = useToast();
  const navigate = useNavigate();
  const [createCampaign, creating] = useCreateCampaignMutation();
  const [updateCampaign, updating] = useUpdateCampaignMutation();
  const [linkConcept] = useLinkConceptToCampaignMutation();
  const [error, setError] = useState<string | null>(null);
  const [conflict, setConflict] = useState<CampaignConflict | null>(null);
  /** The stored copy this edit started from; an overwrite moves it to the copy saved now. */
  const base = useRef(saved);

  /** Saves an edit; false when someone else saved in between (the conflict is then shown). */
  const update = async (id: number, body: CampaignInput): Promise<boolean> => {
    for (let attempt = 0; ; attempt++) {
      const from = base.current;
      try {
        await updateCampaign({ id, body: from ? { ...body, version: from.version } : body }).unwrap();
        return true;
      } catch (e) {
        const now = from ? editConflictCopy<Campaign>(e) : undefined;
        if (!from || !now) throw e;
        const changes = campaignChanges(from, now, body, modules);
        base.current = changes.length ? from : now;
        if (!changes.length && attempt === 0) continue;
        const message = serverMessage(e) ?? EDIT_CONFLICT_MESSAGES.campaign;
        setError(message);
        setConflict({ message, saved: now, changes });
        return false;
      }
    }
  };

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
        if (!(await update(campaignId, body))) return;
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
    /** A save someone else overtook, until the user chooses what to keep. */
    conflict,
    /** Back to the form, its input as it was (the next save meets the same conflict). */
    keepEditing: () => setConflict(null),
    /** Saves the form over the copy saved now, on purpose. */
    overwrite() {
      if (!conflict) return;
      base.current = conflict.saved;
      setConflict(null);
      void submit();
    },
    /** Takes the copy saved now into the form; the unsaved input is discarded. */
    reload() {
      if (!conflict) return;
      setConflict(null);
      onReload?.(conflict.saved);
    },
    /** The last failed save's message, shown above the form until closed or saved again. */
    error,
    clearError: () => setError(null),
  };
}
