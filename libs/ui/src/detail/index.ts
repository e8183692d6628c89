// `@mailplan/ui/detail`: the loading, not-found and failure views of a page that shows one record.
// Each remote bundles its own copy (only `@mailplan/ui` itself is a shared singleton), so the shell's
// first load does not carry them.
export { DetailState } from './DetailState';
export type { DetailQuery, DetailStateProps } from './DetailState';
