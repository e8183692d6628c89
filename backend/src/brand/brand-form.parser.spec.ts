import { parseBrandSettingsForm } from './brand-form.parser.js';

describe('parseBrandSettingsForm', () => {
  it('reads bracket fields and JSON text alike', () => {
    const bracket = parseBrandSettingsForm({ typography: { baseFontSize: '18', scaleRatio: '1.25' }, brandGuide: { text: 'Guide', updatedAt: '2026-11-01' } });
    const json = parseBrandSettingsForm({ typography: JSON.stringify({ baseFontSize: 18, scaleRatio: 1.25 }), brandGuide: JSON.stringify({ text: 'Guide', updatedAt: '2026-11-01' }) });
    expect(bracket.problems).toEqual([]);
    expect(json.patch).toEqual(bracket.patch);
    expect(bracket.patch.typography).toEqual({ baseFontSize: 18, scaleRatio: 1.25 });
    expect(bracket.patch.brandGuide).toEqual({ text: 'Guide', updatedAt: '2026-11-01T00:00:00.000Z' });
  });

  it('lists every problem with its path', () => {
    const { problems } = parseBrandSettingsForm({ name: '', website_url: 'ftp://x', colors: { primary: 'nope', extra: 'x' } });
    expect(problems).toEqual([
      { path: 'name', message: 'Brand name is required' },
      { path: 'website_url', message: 'Please enter a valid website URL' },
      { path: 'colors.extra', message: 'Unexpected field: colors.extra' },
      { path: 'colors.primary', message: 'Primary color must be a valid CSS color' },
    ]);
  });

  it('reads bracket custom colours and a list of files to remove', () => {
    const { patch, problems } = parseBrandSettingsForm({ colors: { customColors: { 1: { name: 'B', value: '#000' }, 0: { name: 'A', value: '#fff' } } }, removeFiles: 'brandDeck, customerReviews' });
    expect(problems).toEqual([]);
    expect(patch.colors?.customColors).toEqual([{ name: 'A', value: '#fff' }, { name: 'B', value: '#000' }]);
    expect(patch.removeFiles).toEqual(['brandDeck', 'customerReviews']);
  });

  it('refuses JSON text that does not parse, for objects and custom colors alike, and keeps the top-level custom colors over those inside colors', () => {
    const bad = parseBrandSettingsForm({ typography: '{"baseFontSize": 18', customColors: '[{"name": "A"' });
    expect(bad.problems).toEqual([
      { path: 'typography', message: 'typography must be valid JSON' },
      { path: 'customColors', message: 'customColors must be valid JSON' },
    ]);
    const both = parseBrandSettingsForm({
      colors: JSON.stringify({ primary: '#fff', customColors: [{ name: 'Inside', value: '#000' }] }),
      customColors: JSON.stringify([{ name: 'Beside', value: '#111' }]),
    });
    expect(both.problems).toEqual([]);
    expect(both.patch.colors).toEqual({ primary: '#fff', customColors: [{ name: 'Beside', value: '#111' }] });
  });
});
