import { z } from 'zod/mini';
import type { BrandSettingsDto } from '@mailplan/api';
import {
  BRAND_DEFAULTS,
  checkWebsiteUrl,
  CONTENT_TYPES,
  DISCOUNT_RANGES,
  LIST_SIZES,
  SEND_FREQUENCIES,
  withScheme,
  type BrandFileKind,
} from '@mailplan/shared';
import { websiteUrlField } from '../brand/website-url.field';
import { WIZARD_MESSAGES as M } from './wizard.texts';

/** The questionnaire's answers, as the wizard's form holds them. */
export interface SurveyValues {
  brandName: string;
  websiteUrl: string;
  bestSellingProducts: string;
  secondaryProducts: string;
  repeatPurchaseDrivers: string;
  repurchaseTimeframe: string;
  recipientCount: string;
  sendFrequency: string;
  contentTypes: string[];
  otherContentType: string;
  productEducationNeeded: string;
  promotionalStrategies: string;
  discountRange: string;
  seasonalPeriods: string;
  sixMonthGoals: string;
}

export type SurveyField = keyof SurveyValues;

export const EMPTY_SURVEY: SurveyValues = {
  brandName: '',
  websiteUrl: '',
  bestSellingProducts: '',
  secondaryProducts: '',
  repeatPurchaseDrivers: '',
  repurchaseTimeframe: '',
  recipientCount: '',
  sendFrequency: '',
  contentTypes: [],
  otherContentType: '',
  productEducationNeeded: '',
  promotionalStrategies: '',
  discountRange: '',
  seasonalPeriods: '',
  sixMonthGoals: '',
};

const required = (message: string) => z.string().check(z.trim(), z.minLength(1, message));
const oneOf = (list: readonly string[], message: string) => z.string().check(z.refine((v) => list.includes(v), message));

/** The wizard's validation (the spec's validation rules); each step checks only its own fields. */
export const surveySchema = z.object({
  brandName: required(M.brandName),
  websiteUrl: websiteUrlField(true),
  bestSellingProducts: required(M.bestSellingProducts),
  secondaryProducts: required(M.secondaryProducts),
  repeatPurchaseDrivers: required(M.repeatPurchaseDrivers),
  repurchaseTimeframe: required(M.repurchaseTimeframe),
  recipientCount: oneOf(LIST_SIZES, M.recipientCount),
  sendFrequency: oneOf(SEND_FREQUENCIES, M.sendFrequency),
  contentTypes: z.array(z.string()).check(z.minLength(1, M.contentTypes)),
  otherContentType: z.string(),
  productEducationNeeded: required(M.productEducationNeeded),
  promotionalStrategies: required(M.promotionalStrategies),
  discountRange: oneOf(DISCOUNT_RANGES, M.discountRange),
  seasonalPeriods: required(M.seasonalPeriods),
  sixMonthGoals: required(M.sixMonthGoals),
});

const text = (v: unknown) => (typeof v === 'string' ? v : '');

/** The answers already saved in the brand record (so a reload keeps them). */
export function surveyFromBrand(brand: BrandSettingsDto | undefined): SurveyValues {
  const saved = (brand?.emailStrategy ?? {}) as Record<string, unknown>;
  const brandName = text(saved.brandName) || (brand?.name && brand.name !== BRAND_DEFAULTS.name ? brand.name : '');
  return {
    ...EMPTY_SURVEY,
    ...Object.fromEntries(Object.keys(EMPTY_SURVEY).map((key) => [key, text(saved[key])])),
    brandName,
    websiteUrl: text(saved.websiteUrl) || (brand?.website_url ?? ''),
    contentTypes: Array.isArray(saved.contentTypes)
      ? (saved.contentTypes as unknown[]).filter((t): t is string => typeof t === 'string' && (CONTENT_TYPES as readonly string[]).includes(t))
      : [],
  };
}

/** Only the answers given so far (an untouched option list is not saved as an empty answer). */
function answered(values: SurveyValues): Partial<SurveyValues> {
  return Object.fromEntries(
    Object.entries(values).filter(([, v]) => (Array.isArray(v) ? v.length > 0 : typeof v === 'string' && v.trim() !== '')),
  ) as Partial<SurveyValues>;
}

/**
 * The multipart form that saves the survey (`POST /api/brand-settings`): the brand's name and
 * website, `emailStrategy` as JSON text, and the files chosen or removed. What the record already
 * holds beyond the answers (a strategy generated earlier) is kept until a new one replaces it.
 */
export function surveyForm(
  values: SurveyValues,
  brand: BrandSettingsDto | undefined,
  extra: Record<string, unknown> = {},
  files: { brandDeckFile?: File | null; customerReviewsFile?: File | null; removeFiles?: BrandFileKind[] } = {},
): FormData {
  const form = new FormData();
  const given = answered(values);
  if (given.brandName) form.append('name', given.brandName.trim());
  const website = checkWebsiteUrl(given.websiteUrl);
  if (website.ok && website.url) {
    given.websiteUrl = website.url;
    form.append('website_url', website.url);
  } else delete given.websiteUrl;
  const previous = (brand?.emailStrategy ?? {}) as Record<string, unknown>;
  form.append('emailStrategy', JSON.stringify({ ...previous, ...given, ...extra }));
  if (files.brandDeckFile) form.append('brandDeckFile', files.brandDeckFile, files.brandDeckFile.name);
  if (files.customerReviewsFile) form.append('customerReviewsFile', files.customerReviewsFile, files.customerReviewsFile.name);
  if (files.removeFiles?.length) form.append('removeFiles', files.removeFiles.join(','));
  return form;
}

/** The questionnaire summary sent as the strategy prompt (the server adds the brand guide and files). */
export function questionnaireSummary(v: SurveyValues): string {
  const content = [...v.contentTypes, ...(v.otherContentType.trim() ? [`Other: ${v.otherContentType.trim()}`] : [])];
  return [
    `Brand name: ${v.brandName.trim()}`,
    `Website: ${withScheme(v.websiteUrl)}`,
    `Best-selling products (with prices): ${v.bestSellingProducts.trim()}`,
    `Secondary / complementary products: ${v.secondaryProducts.trim()}`,
    `What drives repeat purchases: ${v.repeatPurchaseDrivers.trim()}`,
    `Typical repurchase timeframe: ${v.repurchaseTimeframe.trim()}`,
    `Email list size: ${v.recipientCount}`,
    `Current send frequency: ${v.sendFrequency}`,
    `Content we can produce: ${content.join('; ')}`,
    `What customers need to understand about the products: ${v.productEducationNeeded.trim()}`,
    `Promotional strategies: ${v.promotionalStrategies.trim()}`,
    `Typical discount range: ${v.discountRange}`,
    `Key seasonal periods: ${v.seasonalPeriods.trim()}`,
    `What success looks like in 6 months: ${v.sixMonthGoals.trim()}`,
  ].join('\n');
}
