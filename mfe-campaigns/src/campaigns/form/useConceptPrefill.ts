import type { ConceptDto } from '@mailplan/api';
import { useToast } from '@mailplan/ui';
import { useEffect, useEffectEvent, useRef } from 'react';
import { TEXTS } from '../campaigns.texts';
import { CAMPAIGN_PREFILL, prefillFromConcept, type CampaignPrefill } from '../prefill';
import type { BuilderStore } from './builder-store';
import type { DetailsForm } from './useDetailsForm';

/**
 * A new campaign started from a concept (the spec's concept prefill): says the concept was loaded
 * and suggests modules after 500 ms, once per concept (a refinement applied from the form reloads
 * the concept, and must not bring the proposal back over modules the user has accepted). Answers
 * what a refined concept changes: the values that still hold the concept's earlier prefill take
 * the new ones, the user's own edits stay.
 */
export function useConceptPrefill({
  concept,
  store,
  details,
  suggest,
}: {
  concept: { id: number; prefill: CampaignPrefill } | undefined;
  store: BuilderStore;
  details: DetailsForm;
  suggest(): Promise<void>;
}) {
  const toast = useToast();
  const prefill = useRef(concept?.prefill);
  const announced = useRef(false);
  const conceptId = concept?.id;
  // the suggestion runs with the provider and modules of its moment, without restarting the wait
  const suggestNow = useEffectEvent(() => void suggest());

  useEffect(() => {
    if (conceptId === undefined) return;
    if (!announced.current) {
      announced.current = true;
      toast({ title: TEXTS.conceptLoaded, variant: 'success' });
    }
    const timer = setTimeout(() => suggestNow(), CAMPAIGN_PREFILL.autoSuggestDelayMs);
    return () => clearTimeout(timer);
  }, [conceptId, toast]);

  return {
    /** A refined concept re-fills what still holds the concept's earlier values. */
    applyRefined(updated: ConceptDto) {
      const before = prefill.current;
      const after = prefillFromConcept(updated);
      prefill.current = after;
      if (!before) return;
      details.refill(before, after);
      const { subject, preview } = store.get();
      if (subject.selected === before.subject) store.dispatch({ type: 'options', list: 'subject', op: 'editSelected', text: after.subject });
      if (preview.selected === before.previewText) store.dispatch({ type: 'options', list: 'preview', op: 'editSelected', text: after.previewText });
    },
  };
}
