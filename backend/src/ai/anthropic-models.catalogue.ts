// Claude models the product knows, with descriptions and context windows for the AI test page.
// The live list (models.list) wins when a key is set; this fills in what it does not say.

export interface AiModelInfo {
  name: string;
  displayName: string;
  description: string;
  contextWindow: number;
}

export const ANTHROPIC_MODEL_CATALOGUE: AiModelInfo[] = [
  { name: 'claude-opus-4-5-20251101', displayName: 'Claude Opus 4.5', description: 'Most capable Claude model for complex, long-form strategy work.', contextWindow: 200_000 },
  { name: 'claude-sonnet-4-5-20250929', displayName: 'Claude Sonnet 4.5', description: 'Strong writing and reasoning at a moderate cost; a good default for strategy and concepts.', contextWindow: 200_000 },
  { name: 'claude-haiku-4-5-20251001', displayName: 'Claude Haiku 4.5', description: 'Fast and inexpensive, with near-frontier quality for short copy.', contextWindow: 200_000 },
  { name: 'claude-opus-4-1-20250805', displayName: 'Claude Opus 4.1', description: 'Highly capable model for demanding analysis and writing.', contextWindow: 200_000 },
  { name: 'claude-opus-4-20250514', displayName: 'Claude Opus 4', description: 'Highly capable model for demanding analysis and writing.', contextWindow: 200_000 },
  { name: 'claude-sonnet-4-20250514', displayName: 'Claude Sonnet 4', description: 'Balanced quality and speed for everyday generation.', contextWindow: 200_000 },
  { name: 'claude-3-7-sonnet-20250219', displayName: 'Claude 3.7 Sonnet', description: 'The product default for guidelines, strategy and concepts.', contextWindow: 200_000 },
  { name: 'claude-3-5-sonnet-20241022', displayName: 'Claude 3.5 Sonnet', description: 'Previous-generation balanced model.', contextWindow: 200_000 },
  { name: 'claude-3-5-haiku-20241022', displayName: 'Claude 3.5 Haiku', description: 'Fast previous-generation model for short tasks.', contextWindow: 200_000 },
  { name: 'claude-3-haiku-20240307', displayName: 'Claude 3 Haiku', description: 'Fastest and most compact; the AI test page default.', contextWindow: 200_000 },
];

export const DEMO_MODEL_INFO: AiModelInfo = {
  name: 'demo',
  displayName: 'Demo (offline)',
  description: 'Built-in offline model used while no Anthropic API key is configured: deterministic demo content written from your input.',
  contextWindow: 200_000,
};
