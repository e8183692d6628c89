// Subject lines, each with a preview text, for the campaign's goal.
import { aimProblems, EMAIL_AIMS, tidy } from '@mailplan/shared';
import { IsOptional } from 'class-validator';
import { agree, titledReference } from '../demo/demo-grammar.js';
import { brandOf, capitalize, createRng, type Rng } from '../demo/demo-kit.js';
import { brandProfile } from '../demo/demo-profile.js';
import { topicsOf } from '../demo/demo-writing.js';
import { jsonTask } from './ai-task.js';
import { previewTextsFor } from './preview-texts.task.js';
import { brandSection, JSON_RULE, joined } from './prompt-parts.js';
import type { CampaignCopyInput } from './task-inputs.js';
import { IsFilledTextList, IsTextList } from './text-list.js';

/** `count`: how many subject lines, and as many preview texts. */
export type SubjectLinesInput = CampaignCopyInput;

export class SubjectLinesResultSchema {
  @IsFilledTextList()
  subjectLines!: string[];

  /** Optional: a model that writes only subject lines is not asked again for it. */
  @IsOptional()
  @IsTextList()
  previewTexts?: string[];
}

const { subjectMax, previewTextMin, previewTextMax } = EMAIL_AIMS;

export const subjectLinesTask = jsonTask({
  name: 'subject-lines',
  output: SubjectLinesResultSchema,
  // At least one subject line with words; the first answer also keeps the length aims.
  check: (value, _input, retried) => [
    ...(value.subjectLines.some((s) => tidy(s)) ? [] : ['subjectLines: write at least one']),
    ...(retried ? [] : [...aimProblems('subjectLines', value.subjectLines, 1, subjectMax), ...aimProblems('previewTexts', value.previewTexts ?? [], previewTextMin, previewTextMax)]),
  ],
  prompt: (input: SubjectLinesInput) => ({
    system: `You write email subject lines that earn opens without clickbait. ${JSON_RULE}`,
    prompt: joined([
      `Write ${input.count ?? 5} subject lines and ${input.count ?? 5} preview texts for an email with this goal: ${input.goal}`,
      brandSection(input),
      `Each subject line at most ${subjectMax} characters (phones cut longer ones). Each preview text ${previewTextMin} to ${previewTextMax} characters, adding to its subject rather than repeating it.`,
      'Answer {"subjectLines":[...],"previewTexts":[...]}.',
    ]),
  }),
  demo: (input) => demoSubjectLines(input),
});

// ---- the demo model's answer: from the input alone, deterministic ----------------------------

function subjectLinesFor(input: SubjectLinesInput, rng: Rng): string[] {
  const profile = brandProfile({ brandName: brandOf(input.brandName, input.brandContext), strategy: input.strategy, guidelines: input.guidelines });
  const brand = profile.brand && profile.brand !== 'your brand' ? profile.brand : '';
  const [topic] = topicsOf(input.goal, profile);
  // the topic as a sentence names it ("the spring tea collection"), agreeing with its number
  const P = topic!.ref;
  const Title = titledReference(topic!.name);
  const count = Math.max(1, Math.min(10, input.count ?? 5));
  const max = EMAIL_AIMS.subjectMax;
  const frames = topic!.product
    ? [`Meet ${P}`, `Why customers love ${P}`, `A closer look at ${P}`, `${capitalize(P)}, picked for you`, `Your guide to ${P}`, `The story behind ${P}`, `Just for you: ${P}`, ...(brand ? [`${brand}: ${P}`] : [])]
    : [
        `Introducing ${Title}`,
        agree(`${capitalize(Title)} [is|are] here`, topic!.plural),
        `You’ll love ${P}`,
        `A first look at ${P}`,
        `Why everyone’s talking about ${P}`,
        `${brand || 'Just for you'}: ${P}`,
        `Don’t miss ${P}`,
        `The story behind ${P}`,
      ];
  const fitting = frames.filter((s) => s.length <= max);
  const generic = [`Something new from ${brand || 'us'}`, `A little something from ${brand || 'us'}`, 'Picked just for you', 'Have you seen this yet?', 'A closer look, just for you'].filter((s) => s.length <= max);
  const chosen = rng.pickMany(fitting, count);
  return [...chosen, ...generic.filter((g) => !chosen.includes(g))].slice(0, count);
}

export function demoSubjectLines(input: SubjectLinesInput): Required<SubjectLinesResultSchema> {
  const rng = createRng({ task: 'subject-lines', input });
  return { subjectLines: subjectLinesFor(input, rng), previewTexts: previewTextsFor(input, rng) };
}
