// Email campaign concepts for the concepts page: a month in a composition, or a few of one
// category, written from the brand's strategy, guidelines and this month's business context.
import 'reflect-metadata';
import { Type } from 'class-transformer';
import { ArrayMinSize, IsArray, IsNotEmpty, IsOptional, IsString, MaxLength, ValidateNested } from 'class-validator';
import { CAMPAIGN_TYPES, normalizeCampaignType, type CampaignType } from '@mailplan/shared';
import { demoConcepts } from '../demo/demo-json.generators.js';
import { jsonTask } from './ai-task.js';
import { JSON_RULE, joined } from './prompt-parts.js';

// The 8 concept categories live with the other shared constants; re-exported for the AI layer.
export { CAMPAIGN_TYPES, type CampaignType };

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

// The answer's shapes, with the spec's "concept generation fields" messages (part 2, section 5).

export class StrategicAlignmentSchema {
  @IsString()
  @IsNotEmpty({ message: 'Target segment is required' })
  targetSegment!: string;

  @IsString()
  @IsNotEmpty({ message: 'Journey phase is required' })
  journeyPhase!: string;

  @IsString()
  @IsNotEmpty({ message: 'Strategic priority is required' })
  strategicPriority!: string;

  @IsOptional()
  @IsString()
  reference?: string;
}

export class ConceptContentSchema {
  @IsString()
  @IsNotEmpty({ message: 'Concept title is required' })
  @MaxLength(200)
  title!: string;

  @IsString()
  @IsNotEmpty({ message: 'Core message is required' })
  coreMessage!: string;

  @IsString()
  @IsNotEmpty({ message: 'Target audience description is required' })
  targetAudience!: string;

  @IsString()
  @IsNotEmpty({ message: 'Call to action is required' })
  callToAction!: string;
}

export class GeneratedConceptSchema extends ConceptContentSchema {
  /** An unknown type is kept and grouped under 'other' by the concepts feature (spec). */
  @IsString()
  @IsNotEmpty()
  campaignType!: string;

  @ValidateNested()
  @Type(() => StrategicAlignmentSchema)
  strategicAlignment!: StrategicAlignmentSchema;
}

export class ConceptsResultSchema {
  @IsArray()
  @ArrayMinSize(1)
  @ValidateNested({ each: true })
  @Type(() => GeneratedConceptSchema)
  concepts!: GeneratedConceptSchema[];
}

export type StrategicAlignment = StrategicAlignmentSchema;
export type ConceptContent = ConceptContentSchema;
export type GeneratedConcept = GeneratedConceptSchema;
export type ConceptsOutput = ConceptsResultSchema;

/** How many concepts a request asks for: one category 3, a month its composition, else one per type. */
export function conceptCount(input: ConceptsInput): number {
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

/** What a month must hold: the composition asked for, type by type. */
function compositionProblems(concepts: GeneratedConcept[], composition: Partial<Record<CampaignType, number>>): string[] {
  const counts = new Map<string, number>();
  for (const c of concepts) counts.set(normalizeCampaignType(c.campaignType), (counts.get(normalizeCampaignType(c.campaignType)) ?? 0) + 1);
  return Object.entries(composition)
    .filter(([type, n]) => (counts.get(type) ?? 0) !== n)
    .map(([type, n]) => `concepts: expected ${n} of type ${type}, got ${counts.get(type) ?? 0}`);
}

export const conceptsTask = jsonTask({
  name: 'concepts',
  output: ConceptsResultSchema,
  prompt: (input: ConceptsInput) => ({
    system: `You are an email marketing strategist. ${JSON_RULE}`,
    prompt: joined([
      `Write ${input.count ?? conceptCount(input)} email campaign concepts for ${input.brandName ?? 'this brand'}${input.campaignType ? ` of campaign type ${input.campaignType}` : input.composition ? `, a month of emails: ${compositionText(input.composition)}` : ', one per campaign type'}.`,
      'Answer {"concepts":[{"title","coreMessage","campaignType","strategicAlignment":{"targetSegment","journeyPhase","strategicPriority","reference"},"targetAudience","callToAction"}]}. campaignType is one of product_spotlight, education, community, promotion, news, event, thought_leadership, other. title at most 200 characters. Every field is required except reference.',
      input.businessContext ? `This month's business context:\n${input.businessContext}` : '',
      input.existingTitles?.length ? `Do not repeat these titles: ${input.existingTitles.join('; ')}` : '',
      input.rejected?.length
        ? `The brand rejected these concepts; this is what it does not want, so write nothing like them:\n${input.rejected.map((r) => `- "${r.title}" (${r.campaignType})`).join('\n')}`
        : '',
      input.strategy ? `Email strategy:\n${input.strategy}` : '',
      input.brandGuideText ? `Brand guidelines:\n${input.brandGuideText}` : '',
    ]),
  }),
  // A month (no category) must follow its composition.
  check: (value, input) => (input.campaignType || !input.composition ? [] : compositionProblems(value.concepts, input.composition)),
  demo: (input) => demoConcepts(input),
});
