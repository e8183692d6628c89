// `@mailplan/ui/detail`: the loading, not-found and failure views of a page that shows one record,
// and the dialog of an edit that someone else overtook (409).
// Each remote bundles its own copy (only `@mailplan/ui` itself is a shared singleton), so the shell's
// first load does not carry them.
export { DetailState } from './DetailState';
export type { DetailQuery, DetailStateProps } from './DetailState';
export { EDIT_CONFLICT_TEXTS, EditConflictDialog, conflictText, editConflictCopy, sameValue } from './EditConflictDialog';
export type { ConflictChange, EditConflictDialogProps } from './EditConflictDialog';
