import type { AiProvidersDto, ConceptDto } from '@mailplan/api';
import { useToast } from '@mailplan/ui';
import { ConceptRefineDialog as RefineDialog } from '@mailplan/ui/ai';
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
  const loaded = useCampaignConceptQuery(conceptId, { refetchOnMountOrArgChange: true });
  const toast = useToast();
  const [refine, refining] = useRefineCampaignConceptMutation();
  const [apply, applying] = useApplyCampaignConceptRefinementMutation();
  return (
    <RefineDialog
      concept={loaded}
      toast={toast}
      refine={(body) => refine(body).unwrap()}
      refining={refining.isLoading}
      apply={(body) => apply(body).unwrap()}
      applying={applying.isLoading}
      providers={providers}
      defaultModel={defaultModel}
      onClose={onClose}
      onApplied={onApplied}
    />
  );
}
