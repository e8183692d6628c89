import { generatedContent, previewTextAnswer, refinedContentAnswer, subjectLineAnswer, suggestedModuleIds } from './ai-answers';

const instances = [
  { instanceId: 'i1', moduleId: 1 },
  { instanceId: 'i2', moduleId: 2 },
  { instanceId: 'i3', moduleId: 2 },
];

describe('reading the AI helpers’ answers', () => {
  it('keeps suggested ids of known modules, numbers or numeric text, in order', () => {
    expect(suggestedModuleIds({ moduleIds: [3, '1', 99, 'x', 2] }, new Set([1, 2, 3]))).toEqual([3, 1, 2]);
    expect(suggestedModuleIds({ moduleIds: 'nope' }, new Set([1]))).toEqual([]);
  });

  it('reads instanceContent, else content by module id (one object, or one per duplicate)', () => {
    expect(generatedContent({ instanceContent: { i1: { a: 'A', n: 3 } } }, instances)).toEqual({ i1: { a: 'A' } });
    expect(generatedContent({ 1: { a: 'A' }, 2: [{ b: 'first' }, { b: 'second' }] }, instances)).toEqual({
      i1: { a: 'A' },
      i2: { b: 'first' },
      i3: { b: 'second' },
    });
    expect(generatedContent({ 2: { b: 'same' } }, instances)).toEqual({ i2: { b: 'same' }, i3: { b: 'same' } });
    expect(generatedContent(null, instances)).toEqual({});
  });

  it('reads subject lines from subjectLines, options or a bare array, with preview texts', () => {
    expect(subjectLineAnswer({ subjectLines: ['A', ' '], previewTexts: ['P'] })).toEqual({ subjectLines: ['A'], previewTexts: ['P'] });
    expect(subjectLineAnswer({ options: ['B'] })).toEqual({ subjectLines: ['B'], previewTexts: [] });
    expect(subjectLineAnswer(['C', 1])).toEqual({ subjectLines: ['C'], previewTexts: [] });
    expect(subjectLineAnswer({})).toEqual({ subjectLines: [], previewTexts: [] });
  });

  it('reads preview texts and refined content', () => {
    expect(previewTextAnswer({ previewTexts: ['x', ''] })).toEqual(['x']);
    expect(previewTextAnswer(['y'])).toEqual(['y']);
    expect(refinedContentAnswer({ refinedContent: 'New' })).toBe('New');
    expect(refinedContentAnswer({ refinedContent: '  ' })).toBeUndefined();
    expect(refinedContentAnswer({})).toBeUndefined();
  });
});
