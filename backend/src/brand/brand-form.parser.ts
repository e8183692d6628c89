// Reads every form of `POST /api/brand-settings` (bracket fields, JSON text, or a JSON body) into
// one checked patch. Nothing is written unless the whole form is valid.
import {
  BRAND_FILE_KINDS,
  BRAND_LIMITS,
  BRAND_MESSAGES,
  BRAND_COLOR_KEYS,
  checkWebsiteUrl,
  CONTENT_TYPES,
  isCssColor,
  parsePixelSize,
  SURVEY_CHOICE_FIELDS,
  SURVEY_TEXT_FIELDS,
  type BrandFileKind,
} from '@mailplan/shared';
import type { ErrorDetailDto } from '../common/error-response.dto.js';
import type { BrandColors, BrandCustomColor, BrandGuide, BrandTypography, BusinessContext, EmailStrategySurvey } from './brand-settings.entity.js';

export interface BrandSettingsPatch {
  name?: string;
  /** null clears it. */
  websiteUrl?: string | null;
  typography?: Partial<BrandTypography>;
  colors?: Partial<BrandColors>;
  /** Merged into the saved guide; null removes it. */
  brandGuide?: Partial<BrandGuide> | null;
  /** Merged into the saved survey. */
  emailStrategy?: EmailStrategySurvey;
  businessContext?: BusinessContext;
  removeFiles: BrandFileKind[];
}

const KNOWN_FIELDS = new Set([
  'name',
  'website_url',
  'typography',
  'colors',
  'customColors',
  'brandGuide',
  'emailStrategy',
  'businessContext',
  'removeFiles',
]);

const COLOR_LABELS: Record<string, string> = {
  primary: 'Primary color',
  secondary: 'Secondary color',
  accent: 'Accent color',
  background: 'Background color',
  text: 'Text color',
};

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

class Problems {
  readonly list: ErrorDetailDto[] = [];
  add(path: string, message: string) {
    this.list.push({ path, message });
  }
}

/** Bracket fields and JSON bodies give a field as it is; a multipart text field may hold it as JSON. */
const NOT_JSON = Symbol('not JSON');
function fromJsonText(value: unknown, path: string, p: Problems): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    p.add(path, BRAND_MESSAGES.invalidJson(path));
    return NOT_JSON;
  }
}

/** An object given as an object (bracket fields, JSON body) or as JSON text. */
function objectField(value: unknown, path: string, p: Problems): Obj | undefined {
  if (value === undefined) return undefined;
  const v = fromJsonText(value, path, p);
  if (v === NOT_JSON) return undefined;
  if (!isObj(v)) {
    p.add(path, BRAND_MESSAGES.notAnObject(path));
    return undefined;
  }
  return v;
}

function unexpectedKeys(obj: Obj, allowed: readonly string[], path: string, p: Problems) {
  for (const key of Object.keys(obj)) if (!allowed.includes(key)) p.add(`${path}.${key}`, `Unexpected field: ${path}.${key}`);
}

function text(value: unknown, path: string, max: number, message: string, p: Problems): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string' || value.length > max) {
    p.add(path, message);
    return undefined;
  }
  return value;
}

/** A number given as a number or as text; `parse` may allow a unit (`18px`). */
function numberIn(
  value: unknown,
  min: number,
  max: number,
  path: string,
  message: string,
  p: Problems,
  parse: (v: unknown) => number | undefined = plainNumber,
): number | undefined {
  if (value === undefined) return undefined;
  const n = parse(value);
  if (n === undefined || !Number.isFinite(n) || n < min || n > max) {
    p.add(path, message);
    return undefined;
  }
  return n;
}

function plainNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return value;
  return typeof value === 'string' && value.trim() !== '' ? Number(value.trim()) : undefined;
}

function date(value: unknown, path: string, p: Problems): string | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string' || Number.isNaN(Date.parse(value))) {
    p.add(path, BRAND_MESSAGES.dateInvalid(path));
    return undefined;
  }
  return new Date(value).toISOString();
}

function bool(value: unknown, path: string, p: Problems): boolean | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (value === true || value === 'true') return true;
  if (value === false || value === 'false') return false;
  p.add(path, BRAND_MESSAGES.booleanInvalid(path));
  return undefined;
}

function customColors(value: unknown, path: string, p: Problems): BrandCustomColor[] | undefined {
  if (value === undefined) return undefined;
  let v = fromJsonText(value, path, p);
  if (v === NOT_JSON) return undefined;
  // Bracket fields customColors[0][name] arrive as an object keyed by index.
  if (isObj(v) && Object.keys(v).every((k) => /^\d+$/.test(k))) v = Object.keys(v).sort((a, b) => Number(a) - Number(b)).map((k) => (v as Obj)[k]);
  if (!Array.isArray(v) || v.length > BRAND_LIMITS.customColorsMax) {
    p.add(path, BRAND_MESSAGES.customColors);
    return undefined;
  }
  const out: BrandCustomColor[] = [];
  v.forEach((item, i) => {
    if (!isObj(item)) return p.add(`${path}.${i}`, BRAND_MESSAGES.customColors);
    const name = typeof item.name === 'string' ? item.name.trim() : '';
    if (!name || name.length > BRAND_LIMITS.customColorNameMax) p.add(`${path}.${i}.name`, BRAND_MESSAGES.customColorName);
    if (!isCssColor(item.value)) p.add(`${path}.${i}.value`, BRAND_MESSAGES.colorInvalid(name ? `Custom color ${name}` : 'Custom color'));
    else if (name && name.length <= BRAND_LIMITS.customColorNameMax) out.push({ name, value: item.value.trim() });
  });
  return out;
}

function survey(obj: Obj, p: Problems): EmailStrategySurvey {
  const out: EmailStrategySurvey = {};
  const allowed = [...SURVEY_TEXT_FIELDS, ...Object.keys(SURVEY_CHOICE_FIELDS), 'contentTypes', 'hasCompletedSurvey', 'completedAt', 'generatedStrategy', 'generatedAt'];
  unexpectedKeys(obj, allowed, 'emailStrategy', p);
  for (const key of SURVEY_TEXT_FIELDS) {
    const v = text(obj[key], `emailStrategy.${key}`, BRAND_LIMITS.answerMax, BRAND_MESSAGES.answerMax, p);
    if (v !== undefined) out[key] = v;
  }
  for (const [key, options] of Object.entries(SURVEY_CHOICE_FIELDS) as Array<[keyof typeof SURVEY_CHOICE_FIELDS, readonly string[]]>) {
    const v = obj[key];
    if (v === undefined || v === null) continue;
    // '' clears an answer; anything else must be one of the options.
    if (v !== '' && (typeof v !== 'string' || !options.includes(v))) {
      p.add(`emailStrategy.${key}`, `${key} must be one of: ${options.join('; ')}`);
      continue;
    }
    out[key] = v;
  }
  if (obj.contentTypes !== undefined && obj.contentTypes !== null) {
    const list = typeof obj.contentTypes === 'string' ? [obj.contentTypes] : obj.contentTypes;
    if (!Array.isArray(list) || list.some((t) => typeof t !== 'string' || !(CONTENT_TYPES as readonly string[]).includes(t))) {
      p.add('emailStrategy.contentTypes', BRAND_MESSAGES.contentTypes);
    } else out.contentTypes = [...new Set(list as string[])];
  }
  const done = bool(obj.hasCompletedSurvey, 'emailStrategy.hasCompletedSurvey', p);
  if (done !== undefined) out.hasCompletedSurvey = done;
  for (const key of ['completedAt', 'generatedAt'] as const) {
    const v = date(obj[key], `emailStrategy.${key}`, p);
    if (v !== undefined) out[key] = v;
  }
  const strategy = text(obj.generatedStrategy, 'emailStrategy.generatedStrategy', BRAND_LIMITS.strategyMax, BRAND_MESSAGES.strategyMax, p);
  if (strategy !== undefined) out.generatedStrategy = strategy;
  return out;
}

/** Parses the form; `problems` lists every failure (path and message). */
export function parseBrandSettingsForm(body: unknown): { patch: BrandSettingsPatch; problems: ErrorDetailDto[] } {
  const p = new Problems();
  const patch: BrandSettingsPatch = { removeFiles: [] };
  if (body !== undefined && body !== null && !isObj(body)) p.add('', 'The request body must be an object of brand settings fields');
  const b: Obj = isObj(body) ? body : {};
  for (const key of Object.keys(b)) if (!KNOWN_FIELDS.has(key)) p.add(key, `Unexpected field: ${key}`);

  if (b.name !== undefined) {
    const name = typeof b.name === 'string' ? b.name.trim() : undefined;
    if (!name) p.add('name', BRAND_MESSAGES.nameRequired);
    else if (name.length > BRAND_LIMITS.nameMax) p.add('name', BRAND_MESSAGES.nameMax);
    else patch.name = name;
  }

  if (b.website_url !== undefined) {
    // The rule the screens use: '' or null clears it; `shop.example` is kept as https://shop.example.
    const checked = b.website_url === null || typeof b.website_url === 'string' ? checkWebsiteUrl(b.website_url) : undefined;
    if (!checked) p.add('website_url', BRAND_MESSAGES.websiteUrlInvalid);
    else if (!checked.ok) p.add('website_url', checked.message);
    else patch.websiteUrl = checked.url;
  }

  const typography = objectField(b.typography, 'typography', p);
  if (typography) {
    unexpectedKeys(typography, ['headingFont', 'bodyFont', 'baseFontSize', 'scaleRatio'], 'typography', p);
    const t: Partial<BrandTypography> = {};
    for (const key of ['headingFont', 'bodyFont'] as const) {
      const v = typography[key];
      if (v === undefined) continue;
      if (typeof v !== 'string' || !v.trim() || v.length > BRAND_LIMITS.fontNameMax) p.add(`typography.${key}`, BRAND_MESSAGES.fontName);
      else t[key] = v.trim();
    }
    // The base size in pixels, as the spec writes it (`16px`) or as a bare number; kept as a number.
    const size = numberIn(
      typography.baseFontSize,
      BRAND_LIMITS.baseFontSizeMin,
      BRAND_LIMITS.baseFontSizeMax,
      'typography.baseFontSize',
      BRAND_MESSAGES.baseFontSize,
      p,
      parsePixelSize,
    );
    if (size !== undefined) t.baseFontSize = size;
    const ratio = numberIn(typography.scaleRatio, BRAND_LIMITS.scaleRatioMin, BRAND_LIMITS.scaleRatioMax, 'typography.scaleRatio', BRAND_MESSAGES.scaleRatio, p);
    if (ratio !== undefined) t.scaleRatio = ratio;
    patch.typography = t;
  }

  const colors = objectField(b.colors, 'colors', p);
  if (colors || b.customColors !== undefined) {
    const c: Partial<BrandColors> = {};
    if (colors) {
      unexpectedKeys(colors, [...BRAND_COLOR_KEYS, 'customColors'], 'colors', p);
      for (const key of BRAND_COLOR_KEYS) {
        const v = colors[key];
        if (v === undefined) continue;
        if (!isCssColor(v)) p.add(`colors.${key}`, BRAND_MESSAGES.colorInvalid(COLOR_LABELS[key]!));
        else c[key] = v.trim();
      }
    }
    // inside `colors` or beside it; the top-level field wins when both are sent
    for (const [value, path] of [[colors?.customColors, 'colors.customColors'], [b.customColors, 'customColors']] as const) {
      const custom = customColors(value, path, p);
      if (custom) c.customColors = custom;
    }
    patch.colors = c;
  }

  if (b.brandGuide !== undefined) {
    const guide = b.brandGuide === null || b.brandGuide === '' ? { text: '' } : objectField(b.brandGuide, 'brandGuide', p);
    if (guide) {
      unexpectedKeys(guide, ['text', 'generatedAt', 'updatedAt'], 'brandGuide', p);
      const t = text(guide.text, 'brandGuide.text', BRAND_LIMITS.brandGuideMax, BRAND_MESSAGES.brandGuideMax, p);
      const generatedAt = date(guide.generatedAt, 'brandGuide.generatedAt', p);
      const updatedAt = date(guide.updatedAt, 'brandGuide.updatedAt', p);
      if (t !== undefined && !t.trim()) patch.brandGuide = null;
      else {
        patch.brandGuide = {
          ...(t !== undefined ? { text: t } : {}),
          ...(generatedAt ? { generatedAt } : {}),
          // A new text is updated now unless the form says when.
          ...(updatedAt ? { updatedAt } : t !== undefined ? { updatedAt: new Date().toISOString() } : {}),
        };
      }
    }
  }

  const strategy = objectField(b.emailStrategy, 'emailStrategy', p);
  if (strategy) patch.emailStrategy = survey(strategy, p);

  const context = objectField(b.businessContext, 'businessContext', p);
  if (context) {
    unexpectedKeys(context, ['monthlyContext'], 'businessContext', p);
    const v = text(context.monthlyContext, 'businessContext.monthlyContext', BRAND_LIMITS.answerMax, BRAND_MESSAGES.answerMax, p);
    patch.businessContext = v === undefined ? {} : { monthlyContext: v };
  }

  if (b.removeFiles !== undefined) {
    const raw = Array.isArray(b.removeFiles) ? b.removeFiles : [b.removeFiles];
    const kinds = raw.flatMap((v) => (typeof v === 'string' ? v.split(',') : [null])).map((v) => (typeof v === 'string' ? v.trim() : v));
    if (kinds.some((k) => !(BRAND_FILE_KINDS as readonly unknown[]).includes(k))) p.add('removeFiles', BRAND_MESSAGES.removeFiles);
    else patch.removeFiles = [...new Set(kinds as BrandFileKind[])];
  }

  return { patch, problems: p.list };
}
