import type { AiProvidersDto } from '@mailplan/api';
import type { Concept } from './concept.types';

// API answers for the concept screens' tests, as the generated types describe them.

let nextId = 1;

export function conceptFixture(overrides: Partial<Concept> = {}): Concept {
  const id = overrides.id ?? nextId++;
  return {
    id,
    campaignType: 'education',
    title: `Concept ${id}`,
    coreMessage: `Core message of concept ${id}`,
    strategicAlignment: {
      targetSegment: 'Repeat Customers',
      journeyPhase: 'Retention',
      strategicPriority: 'Grow revenue',
    },
    targetAudience: 'Customers who bought twice',
    callToAction: 'Shop now',
    selected: false,
    rejected: false,
    scheduledDate: null,
    createdAt: '2026-11-01T10:00:00.000Z',
    generationId: '0f8fad5b-d9cb-469f-a165-70867728950e',
    organizationId: 3,
    campaignId: null,
    ...overrides,
  };
}

export const PROVIDERS: AiProvidersDto = {
  providers: ['claude', 'openai', 'gemini'],
  default: 'claude',
  configured: { claude: false, openai: true, gemini: false },
};
