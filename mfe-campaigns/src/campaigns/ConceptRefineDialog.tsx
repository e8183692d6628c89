import type { AiProvidersDto, ConceptDto } from '@mailplan/api';
import { useToast } from '@mailplan/ui';
import { ConceptRefineDialog as RefineDialog, conceptRefineCalls } from '@mailplan/ui/ai';
import type { ModelType } from './campaign.types';
import {
  useApplyCampaignConceptRefinementMutation,
  useCampaignConceptQuery,
  useRefineCampaignConceptMutation,
} from './campaigns.api';

/** The concept refinement dialog (`@mailplan/ui/ai`) of a campaign made from a concept, on this remote's calls. */
export function ConceptRefineDialog({
  conceptId,
  providers,
  defaultModel,
  onClose,
  onApplied,
}: {
  conceptId: number;
  providers: AiProvidersDto;
  defaultModel: ModelType;
  onClose(): void;
  onApplied(concept: ConceptDto): void;
}) {
  const calls = conceptRefineCalls<ModelType>(
    useCampaignConceptQuery(conceptId, { refetchOnMountOrArgChange: true }),
    useRefineCampaignConceptMutation(),
    useApplyCampaignConceptRefinementMutation(),
    useToast(),
  );
  return <RefineDialog {...calls} providers={providers} defaultModel={defaultModel} onClose={onClose} onApplied={onApplied} />;
}
