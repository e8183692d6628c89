// Preview texts for the chosen subject line.
import { aimProblems, EMAIL_AIMS, tidy } from '@mailplan/shared';
import { agree } from '../demo/demo-grammar.js';
import { brandOf, capitalize, clean, createRng, fitLength, type Rng } from '../demo/demo-kit.js';
import { brandProfile } from '../demo/demo-profile.js';
import { topicsOf } from '../demo/demo-writing.js';
import { jsonTask } from './ai-task.js';
import { brandSection, JSON_RULE, joined } from './prompt-parts.js';
import type { CampaignCopyInput } from './task-inputs.js';
import { IsFilledTextList } from './text-list.js';

export interface PreviewTextsInput extends CampaignCopyInput {
  subjectLine?: string;
}

export class PreviewTextsResultSchema {
  @IsFilledTextList()
  previewTexts!: string[];
}

const { previewTextMin, previewTextMax } = EMAIL_AIMS;

export const previewTextsTask = jsonTask({
  name: 'preview-texts',
  output: PreviewTextsResultSchema,
  // At least one preview text with words; the first answer also keeps the length aims.
  check: (value, _input, retried) => {
    if (!value.previewTexts.some((s) => tidy(s))) return ['previewTexts: write at least one'];
    return retried ? [] : aimProblems('previewTexts', value.previewTexts, previewTextMin, previewTextMax);
  },
  prompt: (input: PreviewTextsInput) => ({
    system: `You write email preview texts. ${JSON_RULE}`,
    prompt: joined([
      `Write ${input.count ?? 5} preview texts for an email with this goal: ${input.goal}`,
      input.subjectLine ? `Subject line: ${input.subjectLine}` : '',
      brandSection(input),
      `Each preview text ${previewTextMin} to ${previewTextMax} characters, adding to the subject line rather than repeating it.`,
      'Answer {"previewTexts":[...]}.',
    ]),
  }),
  demo: (input) => demoPreviewTexts(input),
});

// ---- the demo model's answer: from the input alone, deterministic ----------------------------

export function previewTextsFor(input: PreviewTextsInput, rng: Rng): string[] {
  const profile = brandProfile({ brandName: brandOf(input.brandName, input.brandContext), strategy: input.strategy, guidelines: input.guidelines });
  const brand = profile.brand && profile.brand !== 'your brand' ? profile.brand : 'us';
  const [topic] = topicsOf(input.goal, profile);
  // the topic as a sentence names it ("the spring tea collection"), agreeing with its number
  const P = topic!.ref;
  const about = input.subjectLine ? ` ${clean(input.subjectLine).replace(/[.!?]+$/, '')}, and more inside.` : ' Open to find out more.';
  const { previewTextMin: min, previewTextMax: max } = EMAIL_AIMS;
  const frames = [
    `See what makes ${P} special, picked for you by ${brand}.`,
    `Everything you need to know about ${P}, in one quick read.`,
    `A closer look at ${P}. Open to find out more.`,
    `Made with care: ${P}, plus a little something for you.`,
    agree(`${capitalize(P)} [is|are] waiting.${about}`, topic!.plural),
    `Here’s why customers love ${P}, and why we think you will too.`,
  ];
  const generic = [`Something we think you will love, picked for you by ${brand}.`, 'A little something we think you will love. Open to find out more.'];
  const count = Math.max(1, Math.min(10, input.count ?? 5));
  const fitting = frames.filter((s) => s.length <= max);
  const chosen = rng.pickMany(fitting.length ? fitting : generic, count);
  return chosen.map((s) => fitLength(s, max, min, `Open to see more from ${brand}.`, [topic!.name]));
}

export function demoPreviewTexts(input: PreviewTextsInput): PreviewTextsResultSchema {
  return { previewTexts: previewTextsFor(input, createRng({ task: 'preview-texts', input })) };
}
