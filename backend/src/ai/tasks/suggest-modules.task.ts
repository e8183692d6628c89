// The modules of an email, in order, chosen from the organization's library for the campaign's goal.
import { IsArray } from 'class-validator';
import { createRng, keywords } from '../demo/demo-kit.js';
import { jsonTask } from './ai-task.js';
import { brandSection, JSON_RULE, joined } from './prompt-parts.js';
import type { PromptBrand } from './task-inputs.js';

export interface ModuleSummary {
  id: string | number;
  name: string;
  description?: string;
  category?: string;
}

export interface SuggestModulesInput extends PromptBrand {
  goal: string;
  modules: ModuleSummary[];
}

export class SuggestModulesResultSchema {
  @IsArray({ message: 'must be a list of module ids' })
  moduleIds!: Array<string | number>;
}

/** The most modules a suggestion keeps. */
export const SUGGESTED_MODULES_MAX = 12;

/** A module id as a model may write it: 3 or "3"; null for anything else. */
export function moduleIdOf(value: unknown): number | null {
  const n = typeof value === 'string' && /^\d{1,10}$/.test(value.trim()) ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n >= 1 ? n : null;
}

/**
 * Only ids of the modules given, at least one and at most {@link SUGGESTED_MODULES_MAX}, with a
 * header and a footer when the library has them. The retried answer needs only one known id: the
 * caller keeps the known ones and puts them in order.
 */
function moduleIdProblems(value: SuggestModulesResultSchema, input: SuggestModulesInput, retried: boolean): string[] {
  const category = new Map(input.modules.map((m) => [moduleIdOf(m.id), m.category]));
  const ids = value.moduleIds.map(moduleIdOf);
  const isKnown = (id: number | null): id is number => id !== null && category.has(id);
  const known = ids.filter(isKnown);
  if (retried) return known.length ? [] : ['moduleIds: no id of the available modules'];
  const problems: string[] = [];
  const unknown = value.moduleIds.filter((_, i) => !isKnown(ids[i]!));
  if (unknown.length) problems.push(`moduleIds: ${unknown.map((u) => JSON.stringify(u)).join(', ')} are not ids of the available modules`);
  if (!known.length) problems.push('moduleIds: choose at least one module');
  if (known.length > SUGGESTED_MODULES_MAX) problems.push(`moduleIds: at most ${SUGGESTED_MODULES_MAX} modules`);
  const has = (c: string) => input.modules.some((m) => m.category === c);
  if (has('header') && !known.some((id) => category.get(id) === 'header')) problems.push('moduleIds: start with a header module');
  if (has('footer') && !known.some((id) => category.get(id) === 'footer')) problems.push('moduleIds: end with a footer module');
  return problems;
}

export const suggestModulesTask = jsonTask({
  name: 'suggest-modules',
  output: SuggestModulesResultSchema,
  check: moduleIdProblems,
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
