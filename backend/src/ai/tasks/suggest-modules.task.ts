// The modules of an email, in order, chosen from the organization's library for the campaign's goal.
import { IsArray } from 'class-validator';
import { createRng, keywords } from '../demo/demo-kit.js';
import { jsonTask } from './ai-task.js';
import { brandSection, JSON_RULE, joined } from './prompt-parts.js';
import type { BrandPromptContext } from './task-inputs.js';

export interface ModuleSummary {
  id: string | number;
  name: string;
  description?: string;
  category?: string;
}

export interface SuggestModulesInput extends BrandPromptContext {
  goal: string;
  modules: ModuleSummary[];
}

export class SuggestModulesResultSchema {
  @IsArray()
  moduleIds!: Array<string | number>;
}

export const suggestModulesTask = jsonTask({
  name: 'suggest-modules',
  output: SuggestModulesResultSchema,
  prompt: (input: SuggestModulesInput) => ({
    system: `You design marketing emails from a library of modules. ${JSON_RULE}`,
    prompt: joined([
      `Choose the modules, in order, for an email with this goal: ${input.goal}`,
      brandSection(input),
      `Available modules (JSON):\n${JSON.stringify(input.modules)}`,
      'Use only the ids above. Start with a header module and end with a footer module when the library has them; a module may appear more than once. Answer {"moduleIds":[...]}.',
    ]),
  }),
  demo: (input) => demoSuggestModules(input),
});

// ---- the demo model's answer: from the input alone, deterministic ----------------------------

const MODULE_ROLES: Array<{ role: string; pattern: RegExp }> = [
  { role: 'header', pattern: /header|logo|nav/i },
  { role: 'footer', pattern: /footer|unsubscribe/i },
  { role: 'hero', pattern: /hero|banner/i },
  { role: 'cta', pattern: /\bcta\b|call[ -]to[ -]action/i },
];

type DemoModule = SuggestModulesInput['modules'][number];

/** A module's part in an email: its category first (header, footer), then its name, then its description. */
function roleOf(m: DemoModule): string {
  if (m.category === 'header' || m.category === 'footer') return m.category;
  for (const text of [m.name, m.description ?? '']) {
    const found = MODULE_ROLES.find((r) => r.pattern.test(text));
    if (found) return found.role;
  }
  return 'content';
}

export function demoSuggestModules(input: SuggestModulesInput): SuggestModulesResultSchema {
  const rng = createRng({ task: 'suggest-modules', input });
  const goalWords = new Set(keywords(`${input.goal} ${input.brandContext ?? ''}`, 12));
  const goal = input.goal.toLowerCase();
  const describe = (m: DemoModule) => `${m.name} ${m.category ?? ''} ${m.description ?? ''}`;
  const score = (m: DemoModule) => {
    const words = keywords(describe(m), 20);
    let s = words.filter((w) => goalWords.has(w)).length * 2;
    if (/product|shop|collection|launch|sale|new|kit/.test(goal) && /product|grid|shop|collection/i.test(describe(m))) s += 3;
    if (/learn|guide|how|tips|educat|story|news/.test(goal) && /text|article|story|content|paragraph/i.test(describe(m))) s += 3;
    if (/review|testimonial|customer|community/.test(goal) && /testimonial|review|quote|social/i.test(describe(m))) s += 3;
    if (/sale|discount|offer|promo|%/.test(goal) && /offer|coupon|promo|discount/i.test(describe(m))) s += 3;
    return s + rng.next();
  };
  const pickRole = (role: string) => input.modules.filter((m) => roleOf(m) === role);
  const best = (list: DemoModule[], n: number) => [...list].sort((a, b) => score(b) - score(a)).slice(0, n);
  const chosen = [
    ...best(pickRole('header'), 1),
    ...best(pickRole('hero'), 1),
    ...best(pickRole('content'), 3),
    ...best(pickRole('cta'), 1),
    ...best(pickRole('footer'), 1),
  ];
  return { moduleIds: chosen.map((m) => m.id) };
}
