import type { AiProvidersDto } from '@mailplan/api';
import { useToast } from '@mailplan/ui';
import { ConceptRefineDialog, conceptRefineCalls } from '@mailplan/ui/ai';
import type { Concept, ModelType } from './concept.types';
import { useApplyConceptRefinementMutation, useGetConceptQuery, useRefineConceptMutation } from './concepts.api';

/** The concept refinement dialog (`@mailplan/ui/ai`) on this remote's concept calls. */
export function RefineDialog({
  concept,
  providers,
  defaultModel,
  onClose,
  onApplied,
}: {
  concept: Pick<Concept, 'id'>;
  providers: AiProvidersDto;
  defaultModel: string;
  onClose(): void;
  onApplied?(concept: Concept): void;
}) {
  const calls = conceptRefineCalls<ModelType>(
    useGetConceptQuery(concept.id, { refetchOnMountOrArgChange: true }),
    useRefineConceptMutation(),
    useApplyConceptRefinementMutation(),
    useToast(),
  );
  return (
    <ConceptRefineDialog
      {...calls}
      providers={providers}
      defaultModel={defaultModel as ModelType}
      onClose={onClose}
      onApplied={onApplied}
    />
  );
}
