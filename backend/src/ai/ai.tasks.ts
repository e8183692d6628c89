// The kinds of request this product makes of a model, with the structured input each takes and
// the shape each answers. The offline demo model writes an answer per task from the input; real
// models get a prompt (the caller's, or the default one in prompts/) built from the same input.

export const AI_TASKS = [
  'free-text',
  'brand-guidelines',
  'email-strategy',
  'concepts',
  'suggest-modules',
  'field-content',
  'subject-lines',
  'preview-texts',
  'refine-content',
  'refine-concept',
] as const;
export type AiTask = (typeof AI_TASKS)[number];

/** Tasks answered with text (markdown); the others are answered with JSON. */
export const TEXT_TASKS: readonly AiTask[] = ['free-text', 'brand-guidelines', 'email-strategy'];

import { CAMPAIGN_TYPES, type CampaignType } from '@mailplan/shared';

// The 8 concept categories live with the other shared constants; re-exported for the AI layer.
export { CAMPAIGN_TYPES, type CampaignType };

export interface AiDocument {
  /** File name, e.g. 'brand-deck.pdf'. */
  name: string;
  /** Text extracted from the file. */
  text: string;
}

export interface FreeTextInput {
  prompt: string;
  system?: string;
  documents?: AiDocument[];
}

export interface BrandGuidelinesInput {
  brandName?: string;
  websiteUrl?: string;
  /** Free text the user added ("additional brand context"). */
  brandContext?: string;
  customerReviews?: AiDocument[];
  brandMaterials?: AiDocument[];
}

/** The strategy survey (part 2, section 3), plus the brand guidelines text when there is one. */
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
  brandGuideText?: string;
  /** Text of the brand's uploaded files (deck, reviews, strategy document). */
  documents?: AiDocument[];
  /** The client's own questionnaire summary, when it sends one. */
  questionnaireSummary?: string;
}

export interface ConceptsInput {
  brandName?: string;
  /** The generated strategy (markdown). */
  strategy?: string;
  brandGuideText?: string;
  /** Only this category, when generating "for this category". */
  campaignType?: CampaignType;
  /** The monthly business context the user typed. */
  businessContext?: string;
  /** How many concepts to write (default: 8, one per category; 3 for one category). */
  count?: number;
  /** Titles that exist already, to avoid repeating them. */
  existingTitles?: string[];
  /** Without a campaignType: how many of each type make the month (the recommended composition). */
  composition?: Partial<Record<CampaignType, number>>;
  /** Concepts the user rejected: what this brand does not want. */
  rejected?: Array<{ title: string; campaignType: string }>;
}

export interface ModuleSummary {
  id: string | number;
  name: string;
  description?: string;
  category?: string;
}

/**
 * The brand as the campaign prompts carry it: the fixed brand context text (or the caller's), and
 * the organization's brand name, guidelines and strategy when it has them.
 */
export interface BrandPromptContext {
  brandContext?: string;
  brandName?: string;
  brandGuidelines?: string;
  brandStrategy?: string;
}

export interface SuggestModulesInput extends BrandPromptContext {
  goal: string;
  modules: ModuleSummary[];
}

export interface ContentField {
  name: string;
  type?: string;
  purpose?: string;
  required?: boolean;
  maxLength?: number;
  minLength?: number;
}

export interface FieldContentInput extends BrandPromptContext {
  goal: string;
  /**
   * One entry per module instance to fill; `key` is the instance id (or module id). `copy` marks
   * the duplicates of a module (copy 2 of 3), which must each get different copy.
   */
  modules: Array<{ key: string; name: string; description?: string; fields: ContentField[]; copy?: { index: number; total: number } }>;
}

export interface SubjectLinesInput extends BrandPromptContext {
  goal: string;
  /** How many of each (default 5). */
  count?: number;
}

export interface PreviewTextsInput extends BrandPromptContext {
  goal: string;
  subjectLine?: string;
  count?: number;
}

export interface RefineContentInput extends BrandPromptContext {
  fieldName: string;
  content: string;
  userFeedback: string;
  goal?: string;
  /** The field's type ('text' or 'button') and purpose, when the module is known. */
  fieldType?: string;
  purpose?: string;
  maxLength?: number;
  minLength?: number;
}

export interface StrategicAlignment {
  targetSegment: string;
  journeyPhase: string;
  strategicPriority: string;
  reference?: string;
}

export interface ConceptContent {
  title: string;
  coreMessage: string;
  targetAudience: string;
  callToAction: string;
}

export interface RefineConceptInput {
  concept: ConceptContent & { campaignType?: string; strategicAlignment?: StrategicAlignment };
  instructions: string;
  brandName?: string;
}

export interface AiTaskInputs {
  'free-text': FreeTextInput;
  'brand-guidelines': BrandGuidelinesInput;
  'email-strategy': EmailStrategyInput;
  concepts: ConceptsInput;
  'suggest-modules': SuggestModulesInput;
  'field-content': FieldContentInput;
  'subject-lines': SubjectLinesInput;
  'preview-texts': PreviewTextsInput;
  'refine-content': RefineContentInput;
  'refine-concept': RefineConceptInput;
}
export type AiTaskInput = AiTaskInputs[AiTask];

export interface GeneratedConcept extends ConceptContent {
  /** One of CAMPAIGN_TYPES from the demo model; a model may answer another, grouped under 'other'. */
  campaignType: CampaignType | (string & {});
  strategicAlignment: StrategicAlignment;
}

/** What each JSON task answers (the text tasks answer markdown). */
export interface AiTaskOutputs {
  concepts: { concepts: GeneratedConcept[] };
  'suggest-modules': { moduleIds: Array<string | number> };
  /** instance key → field name → text */
  'field-content': { instanceContent: Record<string, Record<string, string>> };
  'subject-lines': { subjectLines: string[]; previewTexts: string[] };
  'preview-texts': { previewTexts: string[] };
  'refine-content': { refinedContent: string };
  'refine-concept': { original: ConceptContent; refined: ConceptContent };
}
export type StructuredTask = keyof AiTaskOutputs;
