import type { AnthropicPromptResponseDto } from '@mailplan/api';
import { defaultModelName, errorDescription, formatContextWindow, formatFileSize, responseText } from './format';
import { MODELS, promptAnswer } from './anthropic-test.fixtures';

describe('formatContextWindow', () => {
  it.each([
    [200000, '200K tokens'],
    [1000000, '1M tokens'],
    [128000, '128K tokens'],
    [1500000, '1.5M tokens'],
    [32768, '32.8K tokens'],
    [500, '500 tokens'],
  ])('%d → %s', (tokens, text) => {
    expect(formatContextWindow(tokens)).toBe(text);
  });
});

describe('formatFileSize', () => {
  it.each([
    [512, '512 B'],
    [2048, '2.0 KB'],
    [5 * 1024 * 1024, '5.00 MB'],
  ])('%d → %s', (bytes, text) => {
    expect(formatFileSize(bytes)).toBe(text);
  });
});

describe('defaultModelName', () => {
  it('prefers a loaded model whose name includes haiku', () => {
    expect(defaultModelName(MODELS)).toBe('claude-3-5-haiku-20241022');
  });
  it('falls back to claude-3-haiku-20240307', () => {
    expect(defaultModelName(undefined)).toBe('claude-3-haiku-20240307');
    expect(defaultModelName(MODELS.filter((m) => !m.name.includes('haiku')))).toBe('claude-3-haiku-20240307');
  });
});

describe('responseText', () => {
  it('joins the text parts with newlines', () => {
    const answer = promptAnswer({
      // the contract only has text parts; anything else is skipped, not shown
      content: [{ type: 'text', text: 'First' }, { type: 'tool_use' }, { type: 'text', text: 'Second' }] as AnthropicPromptResponseDto['content'],
    });
    expect(responseText(answer)).toBe('First\nSecond');
  });
  it('shows the raw JSON when there is no text part', () => {
    const answer = promptAnswer({ content: [{ type: 'image' }] as unknown as AnthropicPromptResponseDto['content'] });
    expect(responseText(answer)).toBe(JSON.stringify(answer, null, 2));
  });
});

describe('errorDescription', () => {
  it("uses the server's message", () => {
    expect(errorDescription({ status: 503, message: '503: {...}', data: { message: 'Busy' } })).toBe('Busy');
    expect(errorDescription({ status: 0, message: 'Network down' })).toBe('Network down');
    expect(errorDescription(undefined)).toBeUndefined();
  });
});
