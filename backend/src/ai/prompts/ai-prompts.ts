// Default prompts for each task, built from the same structured input the demo model reads. A
// feature may pass its own prompt instead; these keep a real model and the demo model in step.
import { EMAIL_AIMS } from '@mailplan/shared';
import type { AiDocument, AiTask, AiTaskInputs, BrandPromptContext } from '../ai.tasks.js';

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

/** How many concepts a request asks for: one category 3, a month its composition, else one per type. */
export function conceptCount(input: AiTaskInputs['concepts']): number {
  if (input.count) return input.count;
  if (input.campaignType) return 3;
  if (input.composition) return Object.values(input.composition).reduce((sum, n) => sum + (n ?? 0), 0) || 8;
  return 8;
}

function compositionText(composition: Partial<Record<string, number>>): string {
  return Object.entries(composition)
    .filter(([, n]) => (n ?? 0) > 0)
    .map(([type, n]) => `${n} ${type}`)
    .join(', ');
}

/** The brand block of every campaign prompt: the brand context text, then what the brand record says. */
export function brandSection(input: BrandPromptContext): string {
  return [
    input.brandName ? `Brand: ${input.brandName}` : '',
    input.brandContext ? `Brand context: ${input.brandContext}` : '',
    input.brandGuidelines ? `Brand guidelines:\n${input.brandGuidelines}` : '',
    input.brandStrategy ? `Email strategy:\n${input.brandStrategy}` : '',
  ]
    .filter(Boolean)
    .join('\n\n');
}

const { subjectMax, previewTextMin, previewTextMax } = EMAIL_AIMS;

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
      `Write ${input.count ?? conceptCount(input)} email campaign concepts for ${input.brandName ?? 'this brand'}${input.campaignType ? ` of campaign type ${input.campaignType}` : input.composition ? `, a month of emails: ${compositionText(input.composition)}` : ', one per campaign type'}.`,
      'Answer {"concepts":[{"title","coreMessage","campaignType","strategicAlignment":{"targetSegment","journeyPhase","strategicPriority","reference"},"targetAudience","callToAction"}]}. campaignType is one of product_spotlight, education, community, promotion, news, event, thought_leadership, other. title at most 200 characters. Every field is required except reference.',
      input.businessContext ? `This month's business context:\n${input.businessContext}` : '',
      input.existingTitles?.length ? `Do not repeat these titles: ${input.existingTitles.join('; ')}` : '',
      input.rejected?.length
        ? `The brand rejected these concepts; this is what it does not want, so write nothing like them:\n${input.rejected.map((r) => `- "${r.title}" (${r.campaignType})`).join('\n')}`
        : '',
      input.strategy ? `Email strategy:\n${input.strategy}` : '',
      input.brandGuideText ? `Brand guidelines:\n${input.brandGuideText}` : '',
    ]
      .filter(Boolean)
      .join('\n\n'),
  }),

  'suggest-modules': (input) => ({
    system: `You design marketing emails from a library of modules. ${JSON_RULE}`,
    prompt: [
      `Choose the modules, in order, for an email with this goal: ${input.goal}`,
      brandSection(input),
      `Available modules (JSON):\n${JSON.stringify(input.modules)}`,
      'Use only the ids above. Start with a header module and end with a footer module when the library has them; a module may appear more than once. Answer {"moduleIds":[...]}.',
    ]
      .filter(Boolean)
      .join('\n\n'),
  }),

  'field-content': (input) => ({
    system: `You write email copy. ${JSON_RULE}`,
    prompt: [
      `Write the content of each field for an email with this goal: ${input.goal}`,
      brandSection(input),
      `Modules and their fields (JSON):\n${JSON.stringify(input.modules)}`,
      [
        'Rules:',
        '- Write every field of every key, as plain text (no HTML, no markdown).',
        '- Keep each text within its maxLength and at least its minLength, in characters.',
        '- A field of type "button" is a short call to action: 2 to 5 words, starting with a verb.',
        '- Fields that hold an address (url, link, image) get a plausible https address.',
        '- Entries marked with "copy" are copies of the same module: give each copy different copy.',
      ].join('\n'),
      'Answer {"instanceContent":{"<key>":{"<field name>":"<text>"}}} with every key and field above.',
    ]
      .filter(Boolean)
      .join('\n\n'),
  }),

  'subject-lines': (input) => ({
    system: `You write email subject lines that earn opens without clickbait. ${JSON_RULE}`,
    prompt: [
      `Write ${input.count ?? 5} subject lines and ${input.count ?? 5} preview texts for an email with this goal: ${input.goal}`,
      brandSection(input),
      `Each subject line at most ${subjectMax} characters (phones cut longer ones). Each preview text ${previewTextMin} to ${previewTextMax} characters, adding to its subject rather than repeating it.`,
      'Answer {"subjectLines":[...],"previewTexts":[...]}.',
    ]
      .filter(Boolean)
      .join('\n\n'),
  }),

  'preview-texts': (input) => ({
    system: `You write email preview texts. ${JSON_RULE}`,
    prompt: [
      `Write ${input.count ?? 5} preview texts for an email with this goal: ${input.goal}`,
      input.subjectLine ? `Subject line: ${input.subjectLine}` : '',
      brandSection(input),
      `Each preview text ${previewTextMin} to ${previewTextMax} characters, adding to the subject line rather than repeating it.`,
      'Answer {"previewTexts":[...]}.',
    ]
      .filter(Boolean)
      .join('\n\n'),
  }),

  'refine-content': (input) => ({
    system: `You edit email copy. ${JSON_RULE}`,
    prompt: [
      `Rewrite the "${input.fieldName}" field following the feedback.`,
      `Feedback: ${input.userFeedback}`,
      input.goal ? `Email goal: ${input.goal}` : '',
      input.purpose ? `What the field is for: ${input.purpose}` : '',
      input.fieldType === 'button' ? 'It is a button: a short call to action, 2 to 5 words, starting with a verb.' : '',
      input.maxLength || input.minLength
        ? `Length: ${input.minLength ? `at least ${input.minLength}` : ''}${input.minLength && input.maxLength ? ' and ' : ''}${input.maxLength ? `at most ${input.maxLength}` : ''} characters.`
        : '',
      brandSection(input),
      `Current content:\n${input.content}`,
      'Answer {"refinedContent":"..."} with plain text (no HTML, no markdown).',
    ]
      .filter(Boolean)
      .join('\n\n'),
  }),

  'refine-concept': (input) => ({
    system: `You refine email campaign concepts. ${JSON_RULE}`,
    prompt: `Refine this concept following the instructions.\nInstructions: ${input.instructions}\nConcept (JSON):\n${JSON.stringify(input.concept)}\n\nAnswer {"original":{"title","coreMessage","targetAudience","callToAction"},"refined":{"title","coreMessage","targetAudience","callToAction"}}; original repeats the concept as given.`,
  }),
};

export function buildPrompt<K extends AiTask>(task: K, input: AiTaskInputs[K]): BuiltPrompt {
  return (PROMPT_BUILDERS[task] as (input: AiTaskInputs[K]) => BuiltPrompt)(input);
}
