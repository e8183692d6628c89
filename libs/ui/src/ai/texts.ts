import { CONCEPT_MESSAGES as M } from '@mailplan/shared';

interface ConceptToast {
  title: string;
  description?: string;
}

/** The concept toasts the concepts screens and the campaign form show (the spec's error catalogue). */
export const CONCEPT_TOASTS = {
  generated: (count: number): ConceptToast => ({ title: 'Concepts Generated', description: `Successfully created ${count} email concept(s)` }),
  generateFailed: { title: 'Failed to generate email concepts' },
  selectionFailed: { title: 'Failed to update concept selection' },
  rejectionFailed: { title: 'Failed to update concept rejection status' },
  linkFailed: { title: 'Failed to link concept to campaign' },
  unlinkFailed: { title: 'Failed to unlink concept from campaign' },
  updateFailed: { title: 'Failed to update concept' },
  rejected: { title: 'Concept Rejected', description: 'The concept has been rejected and will be hidden from view' },
  rejectionRemoved: { title: 'Rejection Removed', description: 'The concept is now visible again' },
  linked: { title: 'Concept Linked' },
  unlinked: { title: 'Concept Unlinked' },
  updated: { title: 'Success', description: 'Email concept updated successfully' },
  loaded: { title: 'Email Concept Loaded' },
} satisfies Record<string, ConceptToast | ((count: number) => ConceptToast)>;

/** The AI provider selector's texts. */
export const AI_TEXTS = {
  provider: 'AI provider',
  demoNote: 'no API key: demo content',
  /** When the list of providers cannot be read (the selector then offers the fallback list). */
  providersFailed: 'Failed to fetch AI providers',
} as const;

/**
 * The concept refinement dialog, shown on /email-concepts, on a concept's edit page and in the
 * campaign form of a campaign made from a concept (the spec's validation rules, screens and error
 * catalogue).
 */
export const REFINE_TEXTS = {
  dialogTitle: 'AI-Powered Content Refinement',
  instructions: 'Refinement instructions',
  instructionsHint: 'For example: make the core message shorter and more playful',
  model: 'Model',
  refine: 'Refine',
  refining: 'Refining…',
  original: 'Original',
  refined: 'Refined',
  versions: 'Concept versions',
  loading: 'Loading concept',
  applyChanges: 'Apply Changes',
  saving: 'Saving…',
  startOver: 'Start Over',
  close: 'Close',
  title: 'Title',
  coreMessage: 'Core Message',
  targetAudience: 'Target Audience',
  callToAction: 'Call to Action',
  /** A strategic alignment field left empty; the concepts page shows it too. */
  notSpecified: 'Not specified',
  instructionsRequired: M.instructionsRequired,
  conceptDataUnavailable: M.conceptDataUnavailable,
  noRefinedData: M.noRefinedData,
  refineFailed: M.refineFailed,
  applyFailed: M.applyFailed,
  loadFailed: (message: string) => `${M.dialogLoadFailedPrefix}${message}`,
  conceptDataFailed: M.dialogConceptDataFailed,
  fetchFailed: (status: number | string, text: string) => M.fetchFailed(status, text).trim(),
  updated: CONCEPT_TOASTS.updated,
} as const;
