import { DEMO_MODEL } from '../ai.config.js';
import type { AiTask, AiTaskInputs } from '../ai.tasks.js';
import type { AiProvider, ProviderRequest, ProviderResult } from '../providers/ai-provider.interface.js';
import { estimateTokens, hashOf } from './demo-kit.js';
import {
  demoConcepts,
  demoFieldContent,
  demoPreviewTexts,
  demoRefineConcept,
  demoRefineContent,
  demoSubjectLines,
  demoSuggestModules,
} from './demo-json.generators.js';
import { demoBrandGuidelines, demoEmailStrategy, demoFreeText } from './demo-text.generators.js';

/** What the demo model knows of the app it runs in. */
export interface DemoOptions {
  /** The app's public address: demo images are served from it (GET /api/demo-images/...). */
  publicUrl: string;
}

export const DEFAULT_DEMO_OPTIONS: DemoOptions = { publicUrl: 'http://localhost:3000' };

type Generators = { [K in AiTask]: (input: AiTaskInputs[K], options: DemoOptions) => string };

/** One generator per task; the JSON tasks answer JSON text, as a model asked for JSON would. */
export const DEMO_GENERATORS: Generators = {
  'free-text': demoFreeText,
  'brand-guidelines': demoBrandGuidelines,
  'email-strategy': demoEmailStrategy,
  concepts: (input) => JSON.stringify(demoConcepts(input), null, 2),
  'suggest-modules': (input) => JSON.stringify(demoSuggestModules(input)),
  'field-content': (input, options) => JSON.stringify(demoFieldContent(input, options), null, 2),
  'subject-lines': (input) => JSON.stringify(demoSubjectLines(input), null, 2),
  'preview-texts': (input) => JSON.stringify(demoPreviewTexts(input), null, 2),
  'refine-content': (input) => JSON.stringify(demoRefineContent(input)),
  'refine-concept': (input) => JSON.stringify(demoRefineConcept(input), null, 2),
};

/** A caller that sent only a prompt still gets an answer grounded in that prompt. */
function inputFromPrompt(task: AiTask, prompt: string, system?: string): AiTaskInputs[AiTask] {
  switch (task) {
    case 'brand-guidelines':
      return { brandContext: prompt };
    case 'email-strategy':
      return { sixMonthGoals: prompt };
    case 'concepts':
      return { businessContext: prompt };
    case 'suggest-modules':
      return { goal: prompt, modules: [] };
    case 'field-content':
      return { goal: prompt, modules: [] };
    case 'subject-lines':
    case 'preview-texts':
      return { goal: prompt };
    case 'refine-content':
      return { fieldName: 'content', content: prompt, userFeedback: system ?? '' };
    case 'refine-concept':
      return { concept: { title: prompt.slice(0, 200), coreMessage: prompt, targetAudience: '', callToAction: '' }, instructions: system ?? '' };
    default:
      return { prompt, system };
  }
}

/**
 * The offline model of decision 14: no network, deterministic (seeded from a hash of the input),
 * grounded in the user's own input. Used when the chosen provider has no key, or model 'demo'.
 */
export class DemoProvider implements AiProvider {
  readonly name = 'demo' as const;

  constructor(private readonly options: DemoOptions = DEFAULT_DEMO_OPTIONS) {}

  async generateText(request: ProviderRequest): Promise<ProviderResult> {
    request.signal.throwIfAborted();
    const input = request.input ?? inputFromPrompt(request.task, request.prompt, request.system);
    const generate = DEMO_GENERATORS[request.task] as (input: unknown, options: DemoOptions) => string;
    const text = generate(input, this.options);
    return {
      id: `msg_demo_${hashOf({ task: request.task, input }).slice(0, 24)}`,
      model: DEMO_MODEL,
      text,
      usage: {
        inputTokens: estimateTokens(`${request.system ?? ''}${request.prompt}`),
        outputTokens: estimateTokens(text),
      },
      stopReason: 'end_turn',
    };
  }
}
