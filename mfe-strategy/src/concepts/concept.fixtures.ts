import type { AiProvidersDto } from '@mailplan/api';

// API answers for the concept screens' tests, as the generated types describe them (concepts:
// `conceptFixture` of @mailplan/testing).

export const PROVIDERS: AiProvidersDto = {
  providers: ['claude', 'openai', 'gemini'],
  default: 'claude',
  configured: { claude: false, openai: true, gemini: false },
};
