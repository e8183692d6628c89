import { MISSING_FILES_TOAST } from '@mailplan/shared';

/** A toast: title and description. */
interface ToastText {
  title: string;
  description: string;
}

/** The brand guidelines card's and generator's texts and toasts (the spec's screens and error catalogue). */
export const GUIDELINES_TEXTS = {
  title: 'Brand Guidelines',
  lastUpdated: 'Last updated:',
  copy: 'Copy Guidelines',
  copying: 'Copying...',
  regenerate: 'Regenerate Guidelines',
  generateStrategy: 'Generate Email Strategy',
  emptyTitle: 'Create brand guidelines to inform your email strategy',
  emptyBody: 'No brand guidelines have been generated yet. Generate guidelines to help inform your email strategy.',
  generate: 'Generate Brand Guidelines',
  copied: { title: 'Copied to clipboard', description: 'Brand guidelines have been copied to clipboard.' } satisfies ToastText,
  copyFailed: { title: 'Failed to copy', description: 'There was an error copying to clipboard.' } satisfies ToastText,
  requiredFilesMissing: 'Required files missing',
  generateAnother: 'Generate Another',
  continueToStrategy: 'Continue to Email Strategy',
  missingFiles: MISSING_FILES_TOAST,
  errorTitle: 'Error Generating Guidelines',
  generating: 'Generating your brand guidelines...',
  generatingNote: 'This typically takes 1-2 minutes.',
  /** When the model returned no guidelines, or the failure has no words of its own. */
  generateFailed: 'Failed to generate brand guidelines',
  saveFailed: { title: 'Error Saving Guidelines', description: 'The guidelines were generated but could not be saved to your profile.' } satisfies ToastText,
  generated: { title: 'Brand Guidelines Generated', description: 'Your brand guidelines have been created successfully.' } satisfies ToastText,
} as const;
