import { useToast } from '@mailplan/ui';
import { errorMessage } from '@mailplan/ui/ai';
import { useUnlinkConceptFromCampaignMutation, useUpdateConceptMutation } from '@mailplan/api/endpoints/concepts';
import { useMemo } from 'react';
import type { Concept } from './concept.types';
import type { ConceptActions } from './ConceptRow';
import { TEXTS } from './concepts.texts';

const TOASTS = TEXTS.toasts;

/**
 * What a concept row's buttons do: select, reject, unlink (each saved at once, a toast when the
 * server refuses) and refine (`refine` opens the dialog).
 */
export function useConceptActions(refine: (concept: Concept) => void): ConceptActions {
  const toast = useToast();
  const [updateConcept] = useUpdateConceptMutation();
  const [unlink] = useUnlinkConceptFromCampaignMutation();

  return useMemo<ConceptActions>(
    () => ({
      toggleSelected(concept) {
        updateConcept({ id: concept.id, changes: { selected: !concept.selected } })
          .unwrap()
          .catch((e: unknown) =>
            toast({
              ...TOASTS.selectionFailed,
              description: errorMessage(e),
              variant: 'destructive',
            }),
          );
      },
      toggleRejected(concept) {
        const rejected = !concept.rejected;
        updateConcept({ id: concept.id, changes: { rejected } })
          .unwrap()
          .then(() => toast(rejected ? TOASTS.rejected : TOASTS.rejectionRemoved))
          .catch((e: unknown) =>
            toast({
              ...TOASTS.rejectionFailed,
              description: errorMessage(e),
              variant: 'destructive',
            }),
          );
      },
      unlink(concept) {
        unlink(concept.id)
          .unwrap()
          .then(() =>
            toast({
              ...TOASTS.unlinked,
              description: `"${concept.title}" is no longer linked to a campaign.`,
            }),
          )
          .catch((e: unknown) =>
            toast({
              ...TOASTS.unlinkFailed,
              description: errorMessage(e),
              variant: 'destructive',
            }),
          );
      },
      refine,
    }),
    [updateConcept, unlink, toast, refine],
  );
}
