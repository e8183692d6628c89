// `@mailplan/ui/ai`: the AI pieces both the concepts and the campaigns remotes show. Each remote
// bundles its own copy (only `@mailplan/ui` itself is a shared singleton), so a remote that does
// not use them pays nothing.
export { errorMessage, errorStatus, serverMessage } from './api-errors';
export { FALLBACK_PROVIDERS, isDemoProvider, providerLabel, ProviderSelect } from './providers';
export { ConceptRefineDialog, conceptRefineCalls } from './ConceptRefineDialog';
export type { ConceptRefineCalls } from './ConceptRefineDialog';
export { AI_TEXTS, REFINE_TEXTS } from './texts';
