// The shared refinement dialog as a chunk of its own: ConceptsPage loads it when a refinement is
// first asked for (or shortly after the list shows), so the page's first download stays small. A
// local module, since Nx's module-boundary rule refuses a dynamic import of a library that other
// files import statically.
export { ConceptRefineDialog } from '@mailplan/ui/ai';
