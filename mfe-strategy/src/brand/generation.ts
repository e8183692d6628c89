import type { BrandSettingsDto } from '@mailplan/api';

/** The brand guidelines a record keeps (`brandGuide.text`), or '' when it has none (blank counts as none). */
export function savedGuidelines(brand: BrandSettingsDto | undefined): string {
  return brand?.brandGuide?.text?.trim() ? brand.brandGuide.text : '';
}

/** The text of a generation answer: `brandGuide`, else `content[0].text` (the spec's calls). */
export function generatedText(answer: unknown): string {
  const body = answer as { brandGuide?: unknown; content?: Array<{ text?: unknown }> } | undefined;
  if (typeof body?.brandGuide === 'string' && body.brandGuide.trim()) return body.brandGuide;
  const text = body?.content?.[0]?.text;
  return typeof text === 'string' ? text : '';
}

/** Whether the answer came from the offline demo model. */
export const isDemo = (answer: unknown) => Boolean((answer as { demo?: unknown } | undefined)?.demo);
