import type { AiProvidersDto } from '@mailplan/api';
import { conceptFixture } from '@mailplan/testing';

// API answers for the concept screens' tests, as the generated types describe them (concepts:
// `conceptFixture` of @mailplan/testing).

export const PROVIDERS: AiProvidersDto = {
  providers: ['claude', 'openai', 'gemini'],
  default: 'claude',
  configured: { claude: false, openai: true, gemini: false },
};

/** "Brew guide", the education concept (id 12, version 1) the edit page's tests open. */
export const BREW_GUIDE = conceptFixture({
  id: 12,
  title: 'Brew guide',
  campaignType: 'education',
  coreMessage: 'How to brew',
  targetAudience: 'New tea drinkers',
  callToAction: 'Read more',
  strategicAlignment: {
    targetSegment: 'New Subscribers',
    journeyPhase: 'Onboarding',
    strategicPriority: 'Education',
    reference: 'Strategy §2',
  },
  version: 1,
});
