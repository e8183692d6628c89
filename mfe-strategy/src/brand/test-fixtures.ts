import type { BrandSettingsDto } from '@mailplan/api';
import { BRAND_DEFAULTS } from '@mailplan/shared';

/** A saved brand-settings record as `GET /api/brand-settings` lists it. */
export function brandFixture(overrides: Partial<BrandSettingsDto> = {}): BrandSettingsDto {
  return {
    id: 1,
    organizationId: 1,
    name: 'Tea Rituals',
    website_url: 'https://tearituals.example',
    language: 'en',
    typography: { ...BRAND_DEFAULTS.typography },
    colors: { ...BRAND_DEFAULTS.colors, customColors: [] },
    brandDeck: null,
    customerReviews: null,
    emailStrategyFile: null,
    brandGuide: null,
    emailStrategy: null,
    businessContext: null,
    updatedAt: '2026-03-04T10:00:00.000Z',
    ...overrides,
  } as BrandSettingsDto;
}
