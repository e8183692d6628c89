import { BRAND_MESSAGES, SURVEY_SAVE_FAILED } from '@mailplan/shared';
import { GUIDELINES_TEXTS } from '../guidelines/guidelines.texts';

/** A toast: title and description. */
export interface ToastText {
  title: string;
  description: string;
}

/** The wizard's validation messages (the spec's validation rules); the API answers the first two too. */
export const WIZARD_MESSAGES = {
  brandName: BRAND_MESSAGES.nameRequired,
  websiteUrl: BRAND_MESSAGES.websiteUrlInvalid,
  bestSellingProducts: 'Please provide information about your best-selling products',
  secondaryProducts: 'Please provide information about your secondary/complementary products',
  repeatPurchaseDrivers: 'Please provide information about what drives repeat purchases',
  repurchaseTimeframe: 'Please provide information about the typical repurchase timeframe',
  recipientCount: 'Please select your typical recipient count',
  sendFrequency: 'Please select your current send frequency',
  contentTypes: 'Please select at least one content type',
  productEducationNeeded: 'Please describe what kinds of information your customers need to understand your products',
  promotionalStrategies: 'Please provide information about promotional strategies',
  discountRange: 'Please provide your typical discount range',
  seasonalPeriods: 'Please provide information about key seasonal periods',
  sixMonthGoals: 'Please describe what success would look like in 6 months',
} as const;

/** The wizard's screen texts and toasts (the spec's wizard screen, validation rules and error catalogue). */
export const WIZARD_TEXTS = {
  useExistingGuidelines: 'Use existing brand guidelines',
  next: 'Next',
  back: 'Back',
  generateStrategy: 'Generate Strategy',
  generatingStrategy: 'Generating your email strategy... This may take a minute or two',
  strategySuccess: "Strategy generated successfully! You'll be redirected to the strategy page shortly.",
  nothingProduced: 'Something went wrong. Please try again.',
  guidelinesWait: GUIDELINES_TEXTS.generatingNote,
  /** Step 2 guard (the spec's validation rules). */
  step2Guard: {
    title: 'Brand Guidelines Required',
    description: 'Please upload a brand deck file to continue, or choose to use your existing brand guidelines.',
  } satisfies ToastText,
  guidelinesError: {
    title: GUIDELINES_TEXTS.errorTitle,
    description: 'We encountered an issue while generating your brand guidelines. You can continue with the strategy questions or try again.',
  } satisfies ToastText,
  strategyErrorTitle: 'Error Generating Strategy',
  dataSafe: { title: 'Your Data is Safe', action: 'Return to Email Strategy' },
  failedToGenerateGuidelines: GUIDELINES_TEXTS.generateFailed,
  failedToGetResponse: 'Failed to get response from AI service',
  failedToParse: 'Failed to parse AI response',
  failedToSaveSurvey: SURVEY_SAVE_FAILED,
} as const;
