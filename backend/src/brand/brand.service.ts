import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import {
  BRAND_DEFAULTS,
  BRAND_FILE_FIELDS,
  BRAND_FILE_KINDS,
  BRAND_MESSAGES,
  CALENDAR_MESSAGES,
  SERVER_ACCEPT,
  normalizeEmailLanguage,
  parseRegionCode,
  regionCode,
  regionsOf,
  type BrandFileKind,
} from '@mailplan/shared';
import type { UploadedFileLike } from '../ai/files/file-text.extractor.js';
import { TenantRepositories, type PlainRow, type TenantRepository } from '../common/tenant-repository.js';
import type { TenantScope } from '../common/tenant-scope.js';
import { checkUpload, type CheckedUpload } from './brand-files.js';
import { BrandFile, BrandSettings } from './brand-settings.entity.js';
import type {
  BrandColorsDto,
  BrandFileInfoDto,
  BrandGuideDto,
  BrandSettingsDto,
  BrandSettingsFormDto,
  BrandTypographyDto,
  BusinessContextDto,
  EmailStrategyDto,
} from './dto/brand-settings.dto.js';
import { ActivityService } from '../organization/activity.service.js';

/** What multer hands over for `POST /api/brand-settings`, by field name. */
export type BrandUploads = Partial<Record<string, UploadedFileLike[]>>;

const FILE_COLUMNS = ['kind', 'filename', 'mimetype', 'size', 'textExtracted'] as const;
type FileMeta = Pick<PlainRow<BrandFile>, (typeof FILE_COLUMNS)[number]>;

export const fileUrl = (kind: BrandFileKind) => `/api/brand-settings/files/${kind}`;

function fileInfo(files: FileMeta[], kind: BrandFileKind): BrandFileInfoDto | null {
  const f = files.find((x) => x.kind === kind);
  return f ? { filename: f.filename, mimetype: f.mimetype, size: f.size, textExtracted: f.textExtracted, url: fileUrl(kind) } : null;
}

export function toBrandSettingsDto(s: PlainRow<BrandSettings>, files: FileMeta[]): BrandSettingsDto {
  return {
    id: s.id,
    organizationId: s.organizationId,
    name: s.name,
    website_url: s.websiteUrl ?? null,
    language: normalizeEmailLanguage(s.language),
    typography: { ...BRAND_DEFAULTS.typography, ...s.typography },
    colors: { ...BRAND_DEFAULTS.colors, ...s.colors, customColors: s.colors?.customColors ?? [] },
    brandDeck: fileInfo(files, 'brandDeck'),
    customerReviews: fileInfo(files, 'customerReviews'),
    emailStrategyFile: fileInfo(files, 'emailStrategy'),
    brandGuide: s.brandGuide ?? null,
    emailStrategy: s.emailStrategy ?? null,
    businessContext: s.businessContext ?? null,
    countries: s.countries ?? [],
    regions: Object.entries(regionsOf(s.countries ?? [], s.regions)).map(([country, region]) => regionCode(country, region)),
    updatedAt: s.updatedAt.toISOString(),
  };
}

/** What a checked form changes. */
export interface BrandSettingsPatch {
  name?: string;
  /** null clears it. */
  websiteUrl?: string | null;
  /** The emails' language tag. */
  language?: string;
  typography?: Partial<BrandTypographyDto>;
  colors?: Partial<BrandColorsDto>;
  /** Merged into the saved guide; null removes it. */
  brandGuide?: Partial<BrandGuideDto> | null;
  /** Merged into the saved survey. */
  emailStrategy?: EmailStrategyDto;
  businessContext?: BusinessContextDto;
  /** Replaces the saved list. */
  countries?: string[];
  /** Replaces the saved choices (`GB-SCT`). */
  regions?: string[];
  removeFiles: BrandFileKind[];
}

/** A plain copy without the keys whose value is undefined or null (not given). */
function given<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined && v !== null)) as Partial<T>;
}

function survey(form: EmailStrategyDto): EmailStrategyDto {
  const out: EmailStrategyDto = given(form);
  if (out.contentTypes) out.contentTypes = [...new Set(out.contentTypes)];
  return out;
}

function guide(form: BrandSettingsFormDto['brandGuide']): Partial<BrandGuideDto> | null | undefined {
  if (form === undefined) return undefined;
  if (form === null) return null;
  const { text, generatedAt, updatedAt } = given(form);
  if (text !== undefined && !text.trim()) return null;
  // A new text is updated now unless the form says when.
  const updated = updatedAt ?? (text !== undefined ? new Date().toISOString() : undefined);
  return given({ text, generatedAt, updatedAt: updated });
}

/**
 * The changes a checked form makes (the DTO's validators have checked, trimmed and converted every
 * value): what was not sent, or sent as null where null means "not given", is left out.
 */
export function brandSettingsPatch(form: BrandSettingsFormDto): BrandSettingsPatch {
  const patch: BrandSettingsPatch = { removeFiles: [...new Set(form.removeFiles ?? [])] };
  if (form.name !== undefined) patch.name = form.name;
  if (form.website_url !== undefined) patch.websiteUrl = form.website_url;
  if (form.language !== undefined) patch.language = normalizeEmailLanguage(form.language);
  if (form.typography) patch.typography = given(form.typography);
  if (form.colors || form.customColors) {
    const { customColors, ...colors } = given(form.colors ?? {});
    // inside `colors` or beside it; the field beside it wins when both are sent
    const custom = form.customColors ?? customColors;
    patch.colors = { ...colors, ...(custom ? { customColors: custom.map(({ name, value }) => ({ name, value })) } : {}) };
  }
  const brandGuide = guide(form.brandGuide);
  if (brandGuide !== undefined) patch.brandGuide = brandGuide;
  if (form.emailStrategy) patch.emailStrategy = survey(form.emailStrategy);
  if (form.businessContext) patch.businessContext = given(form.businessContext);
  if (form.countries) patch.countries = [...new Set(form.countries)];
  if (form.regions) patch.regions = [...new Set(form.regions)];
  return patch;
}

/**
 * The regions to save: those sent (each of a country the brand lists, one per country; else 400
 * and nothing changes), or the saved ones less those of countries no longer listed.
 */
function brandRegions(sent: string[] | undefined, saved: string[] | null | undefined, countries: readonly string[]): string[] | null {
  if (!sent) {
    const kept = (saved ?? []).filter((code) => countries.includes(parseRegionCode(code)?.country ?? ''));
    return kept.length ? kept : null;
  }
  const seen = new Set<string>();
  for (const code of sent) {
    const country = parseRegionCode(code)!.country;
    if (!countries.includes(country)) throw new BadRequestException(CALENDAR_MESSAGES.regionCountry(code));
    if (seen.has(country)) throw new BadRequestException(CALENDAR_MESSAGES.regions);
    seen.add(country);
  }
  return sent.length ? sent : null;
}

/** The text a prompt may use from the saved uploads. */
export interface SavedBrandMaterial {
  settings: PlainRow<BrandSettings> | undefined;
  files: Array<{ kind: BrandFileKind; filename: string; text: string }>;
}

@Injectable()
export class BrandService {
  private readonly settings: TenantRepository<BrandSettings>;
  private readonly files: TenantRepository<BrandFile>;

  constructor(
    private readonly repos: TenantRepositories,
    private readonly activity: ActivityService,
  ) {
    this.settings = repos.for(BrandSettings, 'Brand settings not found');
    this.files = repos.for(BrandFile, BRAND_MESSAGES.fileNotFound);
  }

  /** A list of zero or one record; file bytes and text are never read here. */
  async list(scope: TenantScope): Promise<BrandSettingsDto[]> {
    const [row] = await this.settings.rows(scope, { limit: 1 });
    if (!row) return [];
    const files = await this.files.rows(scope, { fields: FILE_COLUMNS });
    return [toBrandSettingsDto(row, files)];
  }

  /** Creates the organization's one record or updates it; on any refusal nothing changes. */
  async save(scope: TenantScope, form: BrandSettingsFormDto, uploads: BrandUploads = {}): Promise<BrandSettingsDto> {
    const patch = brandSettingsPatch(form);
    const checked = new Map<BrandFileKind, CheckedUpload>();
    for (const kind of BRAND_FILE_KINDS) {
      const file = uploads[BRAND_FILE_FIELDS[kind]]?.[0];
      if (file) checked.set(kind, await checkUpload(file, SERVER_ACCEPT[kind]));
    }

    // Everything is checked: the record and its files change together or not at all.
    await this.repos.transactional(async (tx) => {
      const settings = tx.for(BrandSettings);
      const files = tx.for(BrandFile);
      const [saved] = await settings.rows(scope, { limit: 1 });
      const countries = patch.countries ?? saved?.countries ?? null;
      const regions = brandRegions(patch.regions, saved?.regions, countries ?? []);
      const typography = { ...BRAND_DEFAULTS.typography, ...saved?.typography, ...patch.typography };
      const colors = {
        ...BRAND_DEFAULTS.colors,
        ...saved?.colors,
        ...patch.colors,
        customColors: patch.colors?.customColors ?? saved?.colors?.customColors ?? [],
      };
      let brandGuide = saved?.brandGuide ?? null;
      if (patch.brandGuide === null) brandGuide = null;
      else if (patch.brandGuide) {
        const merged = { ...(brandGuide ?? {}), ...patch.brandGuide } as Partial<BrandGuideDto>;
        brandGuide = merged.text?.trim() ? (merged as BrandGuideDto) : null;
      }
      await settings.upsert(
        scope,
        {
          name: patch.name ?? saved?.name ?? BRAND_DEFAULTS.name,
          websiteUrl: patch.websiteUrl !== undefined ? patch.websiteUrl : (saved?.websiteUrl ?? null),
          language: patch.language ?? saved?.language ?? null,
          typography,
          colors,
          brandGuide,
          emailStrategy: patch.emailStrategy ? { ...(saved?.emailStrategy ?? {}), ...patch.emailStrategy } : (saved?.emailStrategy ?? null),
          businessContext: patch.businessContext ? { ...(saved?.businessContext ?? {}), ...patch.businessContext } : (saved?.businessContext ?? null),
          countries,
          regions,
          updatedAt: new Date(),
        },
        { onConflict: ['organizationId'] },
      );
      const existing = await files.rows(scope, { fields: ['id', 'kind'] });
      for (const kind of patch.removeFiles) {
        const file = existing.find((f) => f.kind === kind);
        if (file && !checked.has(kind)) await files.delete(scope, file.id);
      }
      for (const [kind, upload] of checked) {
        await files.upsert(
          scope,
          {
            kind,
            filename: upload.name.slice(0, 255),
            mimetype: upload.mimetype,
            size: upload.size,
            text: upload.text,
            textExtracted: upload.textExtracted,
            data: upload.buffer,
            createdAt: new Date(),
          },
          { onConflict: ['organizationId', 'kind'] },
        );
      }
    });
    await this.activity.recordFor(scope, { subjectType: 'brand', action: 'saved' });
    return (await this.list(scope))[0]!;
  }

  /** One uploaded file with its bytes; 404 when there is none in the scope's organization. */
  async file(scope: TenantScope, kind: BrandFileKind): Promise<{ filename: string; mimetype: string; data: Buffer }> {
    const [file] = await this.files.rows(scope, { where: { kind }, fields: ['filename', 'mimetype', 'data'], limit: 1 });
    if (!file) throw new NotFoundException(BRAND_MESSAGES.fileNotFound);
    return { filename: file.filename, mimetype: file.mimetype, data: Buffer.from(file.data) };
  }

  /** The saved record and the text of its uploads, for prompts. */
  async material(scope: TenantScope): Promise<SavedBrandMaterial> {
    const [settings] = await this.settings.rows(scope, { limit: 1 });
    const files = await this.files.rows(scope, { fields: ['kind', 'filename', 'text'] });
    return { settings, files };
  }
}
