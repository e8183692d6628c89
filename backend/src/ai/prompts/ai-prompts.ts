// Default prompts for each task, built from the same structured input the demo model reads. A
// feature may pass its own prompt instead; these keep a real model and the demo model in step.
import type { AiDocument, AiTask, AiTaskInputs } from '../ai.tasks.js';

export interface BuiltPrompt {
  system: string;
  prompt: string;
}

const JSON_RULE = 'Answer with one JSON value only, no prose and no code fences.';

function documents(label: string, docs: AiDocument[] | undefined): string {
  if (!docs?.length) return '';
  return docs.map((d) => `<${label} name="${d.name.replace(/"/g, "'")}">\n${d.text}\n</${label}>`).join('\n\n');
}

function lines(entries: Array<[string, string | string[] | undefined]>): string {
  return entries
    .filter(([, v]) => (Array.isArray(v) ? v.length > 0 : Boolean(v && String(v).trim())))
    .map(([k, v]) => `- ${k}: ${Array.isArray(v) ? v.join(', ') : v}`)
    .join('\n');
}

type Builders = { [K in AiTask]: (input: AiTaskInputs[K]) => BuiltPrompt };

export const PROMPT_BUILDERS: Builders = {
  'free-text': (input) => ({
    system: input.system ?? 'You are a helpful assistant.',
    prompt: [input.prompt, documents('file', input.documents)].filter(Boolean).join('\n\n'),
  }),

  'brand-guidelines': (input) => ({
    system: 'You are a brand strategist who writes clear, usable brand guidelines for e-commerce email marketing.',
    prompt: [
      `Write brand guidelines in markdown for ${input.brandName ?? 'this brand'}: brand essence, voice and tone, messaging pillars, what customers say (quote the reviews), visual direction, and email do's and don'ts.`,
      lines([
        ['Website', input.websiteUrl],
        ['Additional brand context', input.brandContext],
      ]),
      documents('brand_material', input.brandMaterials),
      documents('customer_reviews', input.customerReviews),
    ]
      .filter(Boolean)
      .join('\n\n'),
  }),

  'email-strategy': (input) => ({
    system: 'You are an email marketing strategist for e-commerce brands.',
    prompt: [
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
    ]
      .filter(Boolean)
      .join('\n\n'),
  }),

  concepts: (input) => ({
    system: `You are an email marketing strategist. ${JSON_RULE}`,
    prompt: [
      `Write ${input.count ?? (input.campaignType ? 3 : 8)} email campaign concepts for ${input.brandName ?? 'this brand'}${input.campaignType ? ` of campaign type ${input.campaignType}` : ', one per campaign type'}.`,
      'Answer {"concepts":[{"title","coreMessage","campaignType","strategicAlignment":{"targetSegment","journeyPhase","strategicPriority","reference"},"targetAudience","callToAction"}]}. campaignType is one of product_spotlight, education, community, promotion, news, event, thought_leadership, other. title at most 200 characters. Every field is required except reference.',
      input.businessContext ? `This month's business context:\n${input.businessContext}` : '',
      input.existingTitles?.length ? `Do not repeat these titles: ${input.existingTitles.join('; ')}` : '',
      input.strategy ? `Email strategy:\n${input.strategy}` : '',
      input.brandGuideText ? `Brand guidelines:\n${input.brandGuideText}` : '',
    ]
      .filter(Boolean)
      .join('\n\n'),
  }),

  'suggest-modules': (input) => ({
    system: `You design marketing emails from a library of modules. ${JSON_RULE}`,
    prompt: `Choose the modules, in order, for an email with this goal: ${input.goal}\n${input.brandContext ? `Brand context: ${input.brandContext}\n` : ''}\nAvailable modules (JSON):\n${JSON.stringify(input.modules)}\n\nAnswer {"moduleIds":[...]} using only the ids above.`,
  }),

  'field-content': (input) => ({
    system: `You write email copy. ${JSON_RULE}`,
    prompt: `Write the content of each field for an email with this goal: ${input.goal}\n${input.brandContext ? `Brand context: ${input.brandContext}\n` : ''}\nModules and their fields (JSON; respect maxLength and minLength in characters):\n${JSON.stringify(input.modules)}\n\nAnswer {"instanceContent":{"<key>":{"<field name>":"<text>"}}} with every key and field above.`,
  }),

  'subject-lines': (input) => ({
    system: `You write email subject lines that earn opens without clickbait. ${JSON_RULE}`,
    prompt: `Write ${input.count ?? 5} subject lines (at most 60 characters) and ${input.count ?? 5} preview texts (at most 90 characters) for an email with this goal: ${input.goal}\n${input.brandContext ? `Brand context: ${input.brandContext}\n` : ''}\nAnswer {"subjectLines":[...],"previewTexts":[...]}.`,
  }),

  'preview-texts': (input) => ({
    system: `You write email preview texts. ${JSON_RULE}`,
    prompt: `Write ${input.count ?? 5} preview texts (at most 90 characters) for an email with this goal: ${input.goal}\n${input.subjectLine ? `Subject line: ${input.subjectLine}\n` : ''}${input.brandContext ? `Brand context: ${input.brandContext}\n` : ''}\nAnswer {"previewTexts":[...]}.`,
  }),

  'refine-content': (input) => ({
    system: `You edit email copy. ${JSON_RULE}`,
    prompt: `Rewrite the "${input.fieldName}" field following the feedback.\nFeedback: ${input.userFeedback}\n${input.goal ? `Email goal: ${input.goal}\n` : ''}${input.maxLength ? `At most ${input.maxLength} characters.\n` : ''}Current content:\n${input.content}\n\nAnswer {"refinedContent":"..."}.`,
  }),

  'refine-concept': (input) => ({
    system: `You refine email campaign concepts. ${JSON_RULE}`,
    prompt: `Refine this concept following the instructions.\nInstructions: ${input.instructions}\nConcept (JSON):\n${JSON.stringify(input.concept)}\n\nAnswer {"original":{"title","coreMessage","targetAudience","callToAction"},"refined":{"title","coreMessage","targetAudience","callToAction"}}; original repeats the concept as given.`,
  }),
};

export function buildPrompt<K extends AiTask>(task: K, input: AiTaskInputs[K]): BuiltPrompt {
  return (PROMPT_BUILDERS[task] as (input: AiTaskInputs[K]) => BuiltPrompt)(input);
}
