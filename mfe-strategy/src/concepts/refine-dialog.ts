// The refinement dialog as a chunk of its own: ConceptsPage loads it when a refinement is first
// asked for (or shortly after the list shows), so the page's first download stays small.
export { ConceptRefineDialog } from '@mailplan/ui/ai';
