import { BRAND_DEFAULTS } from '@mailplan/shared';

/** The brand kit's five colours, in the order the screens show them (the defaults' keys). */
export type BrandColorKey = keyof typeof BRAND_DEFAULTS.colors;
export const BRAND_COLOR_KEYS = Object.keys(BRAND_DEFAULTS.colors) as BrandColorKey[];

/** The brand settings screen's toasts (the spec's error catalogue). */
export const BRAND_SETTINGS_TEXTS = {
  saved: 'Brand settings updated successfully',
  saveFailed: 'Failed to update brand settings',
} as const;
