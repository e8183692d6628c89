// The email strategy from the strategy survey (part 2, section 3), the brand guidelines and the
// text of the brand's files. The spec's strategy prompt content (part 2, section 7) is below.
import { demoEmailStrategy } from '../demo/demo-text.generators.js';
import type { AiTextResult } from '../providers/ai-provider.interface.js';
import { textTask } from './ai-task.js';
import { documents, joined, lines } from './prompt-parts.js';
import type { AiDocument } from './task-inputs.js';

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
  /** The client's own questionnaire summary, when it sends one: added to the prompt. */
  questionnaireSummary?: string;
}

/** The answer in the spec's shape: the strategy as `content[0].text`. */
export interface EmailStrategyResult extends AiTextResult {
  content: Array<{ type: 'text'; text: string }>;
}

export const emailStrategyTask = textTask({
  name: 'email-strategy',
  prompt: (input: EmailStrategyInput) => ({
    system: 'You are an email marketing strategist for e-commerce brands.',
    prompt: joined([
      `Write an email strategy in markdown for ${input.brandName ?? 'this brand'}, focused on retention, engagement and revenue. Cover regular campaigns, not automated flows. Include these sections: Customer Journey; Audience Segments (New Subscribers, First-Time Customers, Repeat Customers, VIPs); Brand Voice; Content by Type with a frequency for each; Seasonal Campaigns; Content Calendar; Design Guidelines.`,
      'Questionnaire answers:',
      lines([
        ['Brand name', input.brandName],
        ['Website', input.websiteUrl],
        ['Best-selling products', input.bestSellingProducts],
        ['Secondary products', input.secondaryProducts],
        ['Repeat purchase drivers', input.repeatPurchaseDrivers],
        ['Repurchase timeframe', input.repurchaseTimeframe],
        ['List size', input.recipientCount],
        ['Current send frequency', input.sendFrequency],
        ['Content types', input.contentTypes],
        ['Other content type', input.otherContentType],
        ['Product education needed', input.productEducationNeeded],
        ['Promotional strategies', input.promotionalStrategies],
        ['Discount range', input.discountRange],
        ['Seasonal periods', input.seasonalPeriods],
        ['Six-month goals', input.sixMonthGoals],
      ]),
      input.questionnaireSummary ? `Questionnaire summary:\n${input.questionnaireSummary}` : '',
      input.brandGuideText ? `Brand guidelines:\n${input.brandGuideText}` : '',
      documents('brand_file', input.documents),
    ]),
  }),
  demo: (input) => demoEmailStrategy(input),
  answer: (result): EmailStrategyResult => ({ ...result, content: [{ type: 'text', text: result.text }] }),
});
