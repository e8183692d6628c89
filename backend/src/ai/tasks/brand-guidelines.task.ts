// Brand guidelines from the brand's deck, materials and customer reviews (the guidelines generator
// and the strategy wizard's step 4).
import { demoBrandGuidelines } from '../demo/demo-text.generators.js';
import type { AiTextResult } from '../providers/ai-provider.interface.js';
import { textTask } from './ai-task.js';
import { documents, joined, lines } from './prompt-parts.js';
import type { AiDocument } from './task-inputs.js';

export interface BrandGuidelinesInput {
  brandName?: string;
  websiteUrl?: string;
  /** Free text the user added ("additional brand context"). */
  brandContext?: string;
  customerReviews?: AiDocument[];
  brandMaterials?: AiDocument[];
}

/** The answer in the spec's shape: the guide as `brandGuide` and as `content[0].text`. */
export interface BrandGuidelinesResult extends AiTextResult {
  brandGuide: string;
  content: Array<{ type: 'text'; text: string }>;
}

export const brandGuidelinesTask = textTask({
  name: 'brand-guidelines',
  prompt: (input: BrandGuidelinesInput) => ({
    system: 'You are a brand strategist who writes clear, usable brand guidelines for e-commerce email marketing.',
    prompt: joined([
      `Write brand guidelines in markdown for ${input.brandName ?? 'this brand'}: brand essence, voice and tone, messaging pillars, what customers say (quote the reviews), visual direction, and email do's and don'ts.`,
      lines([
        ['Website', input.websiteUrl],
        ['Additional brand context', input.brandContext],
      ]),
      documents('brand_material', input.brandMaterials),
      documents('customer_reviews', input.customerReviews),
    ]),
  }),
  demo: (input) => demoBrandGuidelines(input),
  answer: (result): BrandGuidelinesResult => ({ ...result, brandGuide: result.text, content: [{ type: 'text', text: result.text }] }),
});
