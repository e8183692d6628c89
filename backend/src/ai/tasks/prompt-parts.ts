// Pieces several tasks' prompts share, and the input shapes behind them.
import type { AiDocument, PromptBrand } from './task-inputs.js';

/** The last line of every JSON task's system prompt. */
export const JSON_RULE = 'Answer with one JSON value only, no prose and no code fences.';

/** Each file's text in its own tag, named. */
export function documents(label: string, docs: AiDocument[] | undefined): string {
  if (!docs?.length) return '';
  return docs.map((d) => `<${label} name="${d.name.replace(/"/g, "'")}">\n${d.text}\n</${label}>`).join('\n\n');
}

/** `- label: value` lines for the answers that are given. */
export function lines(entries: Array<[string, string | string[] | undefined]>): string {
  return entries
    .filter(([, v]) => (Array.isArray(v) ? v.length > 0 : Boolean(v && String(v).trim())))
    .map(([k, v]) => `- ${k}: ${Array.isArray(v) ? v.join(', ') : v}`)
    .join('\n');
}

/** The brand block of every campaign prompt: the brand context, then what the brand kit says. */
export function brandSection(input: PromptBrand): string {
  return [
    input.brandName ? `Brand: ${input.brandName}` : '',
    input.brandContext ? `Brand context: ${input.brandContext}` : '',
    input.guidelines ? `Brand guidelines:\n${input.guidelines}` : '',
    input.strategy ? `Email strategy:\n${input.strategy}` : '',
  ]
    .filter(Boolean)
    .join('\n\n');
}

/** Parts joined by blank lines, the empty ones left out. */
export function joined(parts: string[]): string {
  return parts.filter(Boolean).join('\n\n');
}
