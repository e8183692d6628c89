import { BRAND_DEFAULTS } from '@mailplan/shared';

/** The brand kit's five colours, in the order the screens show them (the defaults' keys). */
export type BrandColorKey = keyof typeof BRAND_DEFAULTS.colors;
export const BRAND_COLOR_KEYS = Object.keys(BRAND_DEFAULTS.colors) as BrandColorKey[];

/** The brand settings screen's toasts (the spec's error catalogue). */
export const BRAND_SETTINGS_TEXTS = {
  saved: 'Brand settings updated successfully',
  saveFailed: 'Failed to update brand settings',
  /** Shown to a role that may read but not change the brand kit (editor, viewer). */
  readOnly: 'You can view the brand kit. Only a manager or an admin can change it.',
} as const;
