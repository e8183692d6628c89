import type { ArgumentMetadata } from '@nestjs/common';
import type { ErrorDetailDto } from '../../common/error-response.dto.js';
import { ValidationFailedException } from '../../common/errors.js';
import { MultipartFormPipe } from '../../common/multipart-form.pipe.js';
import { createValidationPipe } from '../../common/validation.js';
import { brandSettingsPatch, type BrandSettingsPatch } from '../brand.service.js';
import { BrandSettingsFormDto } from './brand-settings.dto.js';

const body: ArgumentMetadata = { type: 'body', metatype: BrandSettingsFormDto };

/** A save's body through the app's two pipes (multipart normalisation, then the DTO's validators). */
async function read(form: unknown): Promise<{ patch?: BrandSettingsPatch; problems: ErrorDetailDto[] }> {
  try {
    const normalised = new MultipartFormPipe().transform(form, body);
    const dto = (await createValidationPipe().transform(normalised, body)) as BrandSettingsFormDto;
    return { patch: brandSettingsPatch(dto), problems: [] };
  } catch (error) {
    if (error instanceof ValidationFailedException) return { problems: error.details };
    throw error;
  }
}

describe('the brand settings form', () => {
  it('reads bracket fields and JSON text alike', async () => {
    const bracket = await read({ typography: { baseFontSize: '18', scaleRatio: '1.25' }, brandGuide: { text: 'Guide', updatedAt: '2026-11-01' } });
    const json = await read({ typography: JSON.stringify({ baseFontSize: 18, scaleRatio: 1.25 }), brandGuide: JSON.stringify({ text: 'Guide', updatedAt: '2026-11-01' }) });
    expect(bracket.problems).toEqual([]);
    expect(json.patch).toEqual(bracket.patch);
    expect(bracket.patch?.typography).toEqual({ baseFontSize: 18, scaleRatio: 1.25 });
    expect(bracket.patch?.brandGuide).toEqual({ text: 'Guide', updatedAt: '2026-11-01T00:00:00.000Z' });
  });

  it('lists every problem with its path', async () => {
    const { problems } = await read({ name: '', website_url: 'ftp://x', colors: { primary: 'nope', extra: 'x' } });
    expect(problems).toEqual([
      { path: 'name', message: 'Brand name is required' },
      { path: 'website_url', message: 'Please enter a valid website URL' },
      { path: 'colors.extra', message: 'Unexpected field: colors.extra' },
      { path: 'colors.primary', message: 'Primary color must be a valid CSS color' },
    ]);
  });

  it('reads bracket custom colours and a list of files to remove', async () => {
    const { patch, problems } = await read({ colors: { customColors: { 1: { name: 'B', value: '#000' }, 0: { name: 'A', value: '#fff' } } }, removeFiles: 'brandDeck, customerReviews' });
    expect(problems).toEqual([]);
    expect(patch?.colors?.customColors).toEqual([{ name: 'A', value: '#fff' }, { name: 'B', value: '#000' }]);
    expect(patch?.removeFiles).toEqual(['brandDeck', 'customerReviews']);
  });

  it('refuses JSON text that does not parse, for objects and custom colors alike, and keeps the top-level custom colors over those inside colors', async () => {
    const bad = await read({ typography: '{"baseFontSize": 18', customColors: '[{"name": "A"' });
    expect(bad.problems).toEqual([
      { path: 'typography', message: 'typography must be valid JSON' },
      { path: 'customColors', message: 'customColors must be valid JSON' },
    ]);
    const both = await read({
      colors: JSON.stringify({ primary: '#fff', customColors: [{ name: 'Inside', value: '#000' }] }),
      customColors: JSON.stringify([{ name: 'Beside', value: '#111' }]),
    });
    expect(both.problems).toEqual([]);
    expect(both.patch?.colors).toEqual({ primary: '#fff', customColors: [{ name: 'Beside', value: '#111' }] });
  });

  it('reads the survey from bracket fields: a boolean, a date and one content type, each as the text a form sends', async () => {
    const { patch, problems } = await read({
      emailStrategy: { hasCompletedSurvey: 'true', completedAt: '2026-11-01', contentTypes: 'Product spotlights', recipientCount: '', sendFrequency: null },
    });
    expect(problems).toEqual([]);
    expect(patch?.emailStrategy).toEqual({ hasCompletedSurvey: true, completedAt: '2026-11-01T00:00:00.000Z', contentTypes: ['Product spotlights'], recipientCount: '' });
    // empty fields are not given
    expect((await read({ emailStrategy: { hasCompletedSurvey: '', completedAt: '' } })).patch?.emailStrategy).toEqual({});
    expect((await read({ emailStrategy: { hasCompletedSurvey: 'yes' } })).problems).toEqual([
      { path: 'emailStrategy.hasCompletedSurvey', message: 'emailStrategy.hasCompletedSurvey must be true or false' },
    ]);
  });

  it('names a custom colour in its message and refuses an array body with one sentence', async () => {
    const { problems } = await read({ customColors: [{ name: ' Sage ', value: '#12' }, { name: '', value: 'red' }] });
    expect(problems).toEqual([
      { path: 'customColors.0.value', message: 'Custom color Sage must be a valid CSS color' },
      { path: 'customColors.1.name', message: 'Custom color name is required (at most 50 characters)' },
    ]);
    await expect(read([{ name: 'x' }])).rejects.toMatchObject({ message: 'The request body must be an object of brand settings fields' });
  });

  it('an empty guide text, an empty guide field or null removes the guide; a date alone keeps the text', async () => {
    for (const brandGuide of [{ text: '  ' }, '', null]) expect((await read({ brandGuide })).patch?.brandGuide).toBeNull();
    expect((await read({ brandGuide: { updatedAt: '2026-11-05T00:00:00Z' } })).patch?.brandGuide).toEqual({ updatedAt: '2026-11-05T00:00:00.000Z' });
  });
});
