/** The email strategy page's texts (the spec's screens). */
export const STRATEGY_TEXTS = {
  titlePrefix: 'Email Strategy for',
  generatedOn: 'Generated on',
  regenerate: 'Regenerate Strategy',
  generateConcepts: 'Generate Concepts',
  emptyTitle: 'No Email Strategy Yet',
  create: 'Create Email Strategy',
} as const;
