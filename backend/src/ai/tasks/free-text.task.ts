// The AI test page (/anthropic-test): the user's own prompt, system prompt, temperature and token
// limit, which the spec gives that page, with the text of the files attached.
import { clean, createRng, fitLength, sentences } from '../demo/demo-kit.js';
import { textTask } from './ai-task.js';
import { documents, joined } from './prompt-parts.js';
import type { AiDocument } from './task-inputs.js';

export interface FreeTextInput {
  prompt: string;
  /** The page's system prompt; default a helpful-assistant text. */
  system?: string;
  documents?: AiDocument[];
  /** The page's temperature slider (0 to 1); default 0.7. */
  temperature?: number;
  /** The page's max tokens slider; default 4000 (the page itself sends 1000 by default). */
  maxTokens?: number;
}

export const freeTextTask = textTask({
  name: 'free-text',
  prompt: (input: FreeTextInput) => ({
    system: input.system ?? 'You are a helpful assistant.',
    prompt: joined([input.prompt, documents('file', input.documents)]),
  }),
  settings: (input) => ({
    ...(input.temperature !== undefined ? { temperature: input.temperature } : {}),
    ...(input.maxTokens !== undefined ? { maxTokens: input.maxTokens } : {}),
  }),
  // the sampling settings change nothing in the demo's answer
  demo: ({ temperature: _t, maxTokens: _m, ...input }) => demoFreeText(input),
});

// ---- the demo model's answer: from the input alone, deterministic ----------------------------

export function demoFreeText(input: FreeTextInput): string {
  const rng = createRng({ task: 'free-text', input });
  const prompt = clean(input.prompt);
  const documents = input.documents ?? [];
  const quoted = prompt.length > 160 ? `${fitLength(prompt, 157)}...` : prompt;
  const opener = rng.pick([
    'Here is a first answer to work from.',
    'Here is a short, practical take.',
    'A quick answer, organised so you can act on it.',
  ]);
  // no demo notice in the text: the answer says `demo` and the AI test page shows its own notice
  const lines = [`You asked: "${quoted}"`, '', opener, ''];
  if (prompt) {
    lines.push('**Key points**');
    const points = [
      '- **Start from what customers already value**: say it in one clear sentence before anything else.',
      '- **Be concrete**: one example, number or customer quote does more than a general claim.',
      '- **Keep one voice**: subject line, body and call to action should sound like the same brand.',
      '- **Test it**: send two versions to a small segment and keep the one that earns more clicks.',
    ];
    lines.push(...rng.pickMany(points, 3), '');
  }
  if (documents.length) {
    lines.push('**From your files**');
    for (const doc of documents) {
      const words = clean(doc.text).split(' ').filter(Boolean).length;
      const first = sentences(doc.text).find((s) => s.length <= 200);
      lines.push(`- ${doc.name} (${words} words)${first ? `: "${first}"` : ''}`);
    }
    lines.push('');
  }
  lines.push(
    rng.pick([
      'Next step: turn the points above into one email and send it to a small segment first.',
      'Next step: pick the point that matters most to your customers and lead with it.',
      'Next step: connect an AI provider key for a fuller answer written by a model.',
    ]),
  );
  return lines.join('\n');
}
