// Input shapes several tasks share.

export interface AiDocument {
  /** File name, e.g. 'brand-deck.pdf'. */
  name: string;
  /** Text extracted from the file. */
  text: string;
}

/** The strategy survey (the spec's survey fields), plus the brand guidelines text when there is one. */
export interface EmailStrategyInput {
  brandName?: string;
  websiteUrl?: string;
  bestSellingProducts?: string;
  secondaryProducts?: string;
  repeatPurchaseDrivers?: string;
  repurchaseTimeframe?: string;
  recipientCount?: string;
  sendFrequency?: string;
  contentTypes?: string[];
  otherContentType?: string;
  productEducationNeeded?: string;
  promotionalStrategies?: string;
  discountRange?: string;
  seasonalPeriods?: string;
  sixMonthGoals?: string;
  /** The brand guidelines text. */
  guidelines?: string;
  /** Text of the brand's uploaded files (deck, reviews, strategy document). */
  documents?: AiDocument[];
  /** The client's own questionnaire summary, when it sends one: added to the prompt. */
  questionnaireSummary?: string;
}

/**
 * The brand as the campaign prompts carry it: the brand context (the tone text the campaign form
 * sends, or the fixed default), and from the brand kit the brand name, guidelines and strategy when
 * the organization has them.
 */
export interface PromptBrand {
  /** The tone to write in (`brandContext` of the campaign AI calls). */
  brandContext?: string;
  brandName?: string;
  /** The start of the brand guidelines text. */
  guidelines?: string;
  /** The start of the generated email strategy (markdown). */
  strategy?: string;
}

/** What the campaign form's copy tasks (subject lines, preview texts) write from. */
export interface CampaignCopyInput extends PromptBrand {
  goal: string;
  /** How many to write (default 5). */
  count?: number;
}

/** A module field as the copy tasks see it. */
export interface ContentField {
  name: string;
  type?: string;
  purpose?: string;
  required?: boolean;
  maxLength?: number;
  minLength?: number;
}
