import type { AiProvidersDto } from '@mailplan/api';
import { useToast } from '@mailplan/ui';
import { ConceptRefineDialog } from '@mailplan/ui/ai';
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
  const loaded = useGetConceptQuery(concept.id, { refetchOnMountOrArgChange: true });
  const toast = useToast();
  const [refine, refining] = useRefineConceptMutation();
  const [apply, applying] = useApplyConceptRefinementMutation();
  return (
    <ConceptRefineDialog
      concept={loaded}
      toast={toast}
      refine={(body) => refine(body).unwrap()}
      refining={refining.isLoading}
      apply={(body) => apply(body).unwrap()}
      applying={applying.isLoading}
      providers={providers}
      defaultModel={defaultModel as ModelType}
      onClose={onClose}
      onApplied={onApplied}
    />
  );
}
