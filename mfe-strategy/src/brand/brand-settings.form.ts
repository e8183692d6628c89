import { z } from 'zod/mini';
import type { BrandSettingsDto } from '@mailplan/api';
import {
  BRAND_DEFAULTS,
  BRAND_LIMITS as L,
  BRAND_MESSAGES as M,
  CALENDAR_MESSAGES,
  CALENDAR_REGIONS,
  DEFAULT_EMAIL_LANGUAGE,
  SELLING_COUNTRIES_MAX,
  checkWebsiteUrl,
  isEmailLanguage,
  normalizeEmailLanguage,
  parseRegionCode,
  regionCode,
} from '@mailplan/shared';
import { BRAND_COLOR_KEYS, type BrandColorKey } from './brand.texts';
import { websiteUrlField } from './website-url.field';

export const COLOR_LABELS: Record<BrandColorKey, string> = {
  primary: 'Primary',
  secondary: 'Secondary',
  accent: 'Accent',
  background: 'Background',
  text: 'Text',
};

export interface BrandSettingsValues {
  name: string;
  website_url: string;
  /** The emails' language tag (en, de-CH, ar, ...). */
  language: string;
  headingFont: string;
  bodyFont: string;
  baseFontSize: string;
  scaleRatio: string;
  colors: Record<BrandColorKey, string>;
  customColors: { name: string; value: string }[];
  brandGuide: string;
  /** The countries the brand sells in (ISO codes). */
  countries: string[];
  /** The region chosen for each country whose holidays differ by region (`{ GB: 'SCT' }`); '' is the whole country. */
  regions: Record<string, string>;
}

/** A colour the browser can paint (where the browser can tell; the API checks it too). */
export function isCssColor(value: string): boolean {
  const v = value.trim();
  if (!v) return false;
  if (typeof CSS !== 'undefined' && typeof CSS.supports === 'function') return CSS.supports('color', v);
  return /^(#[0-9a-f]{3,8}|(rgb|rgba|hsl|hsla)\(.+\)|[a-z]+)$/i.test(v);
}

const between = (min: number, max: number) => (v: string) => v.trim() !== '' && Number(v) >= min && Number(v) <= max;
const font = z.string().check(z.trim(), z.minLength(1, M.fontName), z.maxLength(L.fontNameMax, M.fontName));
const color = (label: string) => z.string().check(z.trim(), z.refine(isCssColor, M.colorInvalid(label)));

export const brandSettingsSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1, M.nameRequired), z.maxLength(L.nameMax, M.nameMax)),
  website_url: websiteUrlField(false),
  language: z.string().check(z.trim(), z.refine(isEmailLanguage, M.languageInvalid)),
  headingFont: font,
  bodyFont: font,
  baseFontSize: z.string().check(z.refine(between(L.baseFontSizeMin, L.baseFontSizeMax), M.baseFontSize)),
  scaleRatio: z.string().check(z.refine(between(L.scaleRatioMin, L.scaleRatioMax), M.scaleRatio)),
  colors: z.object(Object.fromEntries(BRAND_COLOR_KEYS.map((k) => [k, color(`${COLOR_LABELS[k]} color`)])) as Record<BrandColorKey, ReturnType<typeof color>>),
  customColors: z.array(
    z.object({
      name: z.string().check(z.trim(), z.minLength(1, M.customColorName), z.maxLength(L.customColorNameMax, M.customColorName)),
      value: color('Custom color'),
    }),
  ).check(z.maxLength(L.customColorsMax, M.customColors)),
  brandGuide: z.string().check(z.maxLength(L.brandGuideMax, M.brandGuideMax)),
  countries: z.array(z.string()).check(z.maxLength(SELLING_COUNTRIES_MAX, CALENDAR_MESSAGES.countries)),
  regions: z.record(z.string(), z.string()),
});

/** The region the form shows for a country: the brand's choice, else the country's default ('' for the whole country). */
export const regionShown = (values: Pick<BrandSettingsValues, 'regions'>, country: string) =>
  values.regions[country] ?? CALENDAR_REGIONS[country]?.default ?? '';

/**
 * The form's values from the saved record, or the spec's defaults; a brand kit that names no
 * country starts with `defaultCountry` (the browser's).
 */
export function valuesFromBrand(brand: BrandSettingsDto | undefined, defaultCountry: string | null = null): BrandSettingsValues {
  const t = brand?.typography ?? BRAND_DEFAULTS.typography;
  const c = brand?.colors ?? BRAND_DEFAULTS.colors;
  return {
    name: brand?.name ?? BRAND_DEFAULTS.name,
    website_url: brand?.website_url ?? '',
    language: brand?.language ?? DEFAULT_EMAIL_LANGUAGE,
    headingFont: t.headingFont,
    bodyFont: t.bodyFont,
    baseFontSize: String(t.baseFontSize),
    scaleRatio: String(t.scaleRatio),
    colors: Object.fromEntries(BRAND_COLOR_KEYS.map((k) => [k, c[k] ?? BRAND_DEFAULTS.colors[k]])) as Record<BrandColorKey, string>,
    customColors: (brand?.colors?.customColors ?? []).map(({ name, value }) => ({ name, value })),
    brandGuide: brand?.brandGuide?.text ?? '',
    countries: brand?.countries?.length ? [...brand.countries] : defaultCountry ? [defaultCountry] : [],
    regions: Object.fromEntries(
      (brand?.regions ?? []).flatMap((code) => {
        const parsed = parseRegionCode(code);
        return parsed ? [[parsed.country, parsed.region]] : [];
      }),
    ),
  };
}

export interface FileChanges {
  brandDeckFile?: File | null;
  customerReviewsFile?: File | null;
  emailStrategyFile?: File | null;
  remove: string[];
}

/** The multipart form of `POST /api/brand-settings` (bracket fields, as the spec lists them). */
export function brandSettingsForm(values: BrandSettingsValues, previousGuide: string, files: FileChanges): FormData {
  const form = new FormData();
  form.append('name', values.name);
  // Always sent: an empty field clears the saved website.
  const website = checkWebsiteUrl(values.website_url);
  form.append('website_url', website.ok ? (website.url ?? '') : values.website_url.trim());
  form.append('language', normalizeEmailLanguage(values.language));
  form.append('typography[headingFont]', values.headingFont);
  form.append('typography[bodyFont]', values.bodyFont);
  form.append('typography[baseFontSize]', String(Number(values.baseFontSize)));
  form.append('typography[scaleRatio]', String(Number(values.scaleRatio)));
  for (const key of BRAND_COLOR_KEYS) form.append(`colors[${key}]`, values.colors[key]);
  form.append('customColors', JSON.stringify(values.customColors));
  if (values.brandGuide !== previousGuide) {
    form.append('brandGuide[text]', values.brandGuide);
    form.append('brandGuide[updatedAt]', new Date().toISOString());
  }
  for (const field of ['brandDeckFile', 'customerReviewsFile', 'emailStrategyFile'] as const) {
    const file = files[field];
    if (file) form.append(field, file, file.name);
  }
  if (files.remove.length) form.append('removeFiles', files.remove.join(','));
  form.append('countries', JSON.stringify(values.countries));
  // the region of each listed country that has regions; the whole country is no region
  const regions = values.countries.filter((c) => CALENDAR_REGIONS[c] && regionShown(values, c)).map((c) => regionCode(c, regionShown(values, c)));
  form.append('regions', JSON.stringify(regions));
  return form;
}
