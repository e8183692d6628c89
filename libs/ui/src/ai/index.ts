// `@mailplan/ui/ai`: the AI pieces both the concepts and the campaigns remotes show, on the shared
// endpoints of `@mailplan/api`. Each remote bundles its own copy (only `@mailplan/ui` itself is a
// shared singleton), so a remote that does not use them pays nothing.
export { errorMessage, errorStatus, serverMessage } from './api-errors';
export { FALLBACK_PROVIDERS, isDemoProvider, providerLabel, ProviderSelect, useAiProviders } from './providers';
export { ConceptRefineDialog } from './ConceptRefineDialog';
export { AI_TEXTS, CONCEPT_TOASTS, REFINE_TEXTS } from './texts';
