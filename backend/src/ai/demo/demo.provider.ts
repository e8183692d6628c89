import { DEMO_MODEL } from '../ai.config.js';
import { DEFAULT_DEMO_OPTIONS, type DemoOptions } from '../tasks/ai-task.js';
import type { AiProvider, ProviderRequest, ProviderResult } from '../providers/ai-provider.interface.js';
import { estimateTokens, fitLength, hashOf } from './demo-kit.js';

/** A caller that sent only a prompt still gets an answer grounded in that prompt. */
function inputFromPrompt(task: string, prompt: string, system?: string): unknown {
  switch (task) {
    case 'brand-guidelines':
      return { additionalContext: prompt };
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
      return { concept: { title: fitLength(prompt, 200), coreMessage: prompt, targetAudience: '', callToAction: '' }, instructions: system ?? '' };
    default:
      return { prompt, system };
  }
}

/**
 * The offline model of product decision P14: no network, deterministic (seeded from a hash of the
 * input), grounded in the user's own input. Used when the chosen provider has no key, or model
 * 'demo'. Each task writes its own demo answer (`demo` in tasks/<task>.task.ts).
 */
export class DemoProvider implements AiProvider {
  readonly name = 'demo' as const;

  constructor(private readonly options: DemoOptions = DEFAULT_DEMO_OPTIONS) {}

  async generateText(request: ProviderRequest): Promise<ProviderResult> {
    request.signal.throwIfAborted();
    const input = request.input ?? inputFromPrompt(request.task.name, request.prompt, request.system);
    const text = request.task.demo(input, this.options);
    return {
      id: `msg_demo_${hashOf({ task: request.task.name, input }).slice(0, 24)}`,
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
