import { Injectable, NotFoundException } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { BRAND_DEFAULTS, BRAND_FILE_FIELDS, BRAND_FILE_KINDS, BRAND_MESSAGES, SERVER_ACCEPT, type BrandFileKind } from '@mailplan/shared';
import type { UploadedFileLike } from '../ai/files/file-text.extractor.js';
import { ValidationFailedException } from '../common/errors.js';
import type { PlainRow } from '../common/plain-rows.js';
import { TenantRepository, type TenantScope } from '../common/tenant.js';
import { parseBrandSettingsForm } from './brand-form.parser.js';
import { checkUpload, type CheckedUpload } from './brand-files.js';
import { BrandFile, BrandSettings, type BrandGuide } from './brand-settings.entity.js';
import type { BrandFileInfoDto, BrandSettingsDto } from './dto/brand-settings.dto.js';

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
    typography: { ...BRAND_DEFAULTS.typography, ...s.typography },
    colors: { ...BRAND_DEFAULTS.colors, ...s.colors, customColors: s.colors?.customColors ?? [] },
    brandDeck: fileInfo(files, 'brandDeck'),
    customerReviews: fileInfo(files, 'customerReviews'),
    emailStrategyFile: fileInfo(files, 'emailStrategy'),
    brandGuide: s.brandGuide ?? null,
    emailStrategy: s.emailStrategy ?? null,
    businessContext: s.businessContext ?? null,
    updatedAt: s.updatedAt.toISOString(),
  };
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

  constructor(private readonly em: EntityManager) {
    this.settings = new TenantRepository(() => this.em, BrandSettings, 'Brand settings not found');
    this.files = new TenantRepository(() => this.em, BrandFile, BRAND_MESSAGES.fileNotFound);
  }

  /** A list of zero or one record; file bytes and text are never read here. */
  async list(scope: TenantScope): Promise<BrandSettingsDto[]> {
    const [row] = await this.settings.rows(scope, { limit: 1 });
    if (!row) return [];
    const files = await this.files.rows(scope, { select: FILE_COLUMNS });
    return [toBrandSettingsDto(row, files)];
  }

  /** Creates the organization's one record or updates it; on any refusal nothing changes. */
  async save(scope: TenantScope, body: unknown, uploads: BrandUploads = {}): Promise<BrandSettingsDto> {
    const { patch, problems } = parseBrandSettingsForm(body);
    if (problems.length) throw new ValidationFailedException(problems);
    const checked = new Map<BrandFileKind, CheckedUpload>();
    for (const kind of BRAND_FILE_KINDS) {
      const file = uploads[BRAND_FILE_FIELDS[kind]]?.[0];
      if (file) checked.set(kind, await checkUpload(file, SERVER_ACCEPT[kind]));
    }

    let record = (await this.settings.find(scope, {}, { limit: 1 }))[0];
    if (!record) {
      record = this.settings.create(scope, {
        name: BRAND_DEFAULTS.name,
        websiteUrl: null,
        typography: { ...BRAND_DEFAULTS.typography },
        colors: { ...BRAND_DEFAULTS.colors, customColors: [] },
      });
    }
    if (patch.name !== undefined) record.name = patch.name;
    if (patch.websiteUrl !== undefined) record.websiteUrl = patch.websiteUrl;
    if (patch.typography) record.typography = { ...BRAND_DEFAULTS.typography, ...record.typography, ...patch.typography };
    if (patch.colors) record.colors = { ...BRAND_DEFAULTS.colors, ...record.colors, ...patch.colors, customColors: patch.colors.customColors ?? record.colors?.customColors ?? [] };
    if (patch.brandGuide === null) record.brandGuide = null;
    else if (patch.brandGuide) {
      const merged = { ...(record.brandGuide ?? {}), ...patch.brandGuide } as Partial<BrandGuide>;
      record.brandGuide = merged.text?.trim() ? (merged as BrandGuide) : null;
    }
    if (patch.emailStrategy) record.emailStrategy = { ...(record.emailStrategy ?? {}), ...patch.emailStrategy };
    if (patch.businessContext) record.businessContext = { ...(record.businessContext ?? {}), ...patch.businessContext };
    // A JSON column changed in place is not seen as dirty: a changed row is saved as a whole.
    record.updatedAt = new Date();

    const existing = await this.files.find(scope);
    for (const kind of patch.removeFiles) {
      const file = existing.find((f) => f.kind === kind);
      if (file && !checked.has(kind)) this.em.remove(file);
    }
    for (const [kind, upload] of checked) {
      const fields = {
        filename: upload.name.slice(0, 255),
        mimetype: upload.mimetype,
        size: upload.size,
        text: upload.text,
        textExtracted: upload.textExtracted,
        data: upload.buffer,
      };
      const file = existing.find((f) => f.kind === kind);
      if (file) Object.assign(file, fields, { createdAt: new Date() });
      else this.files.create(scope, { kind, ...fields });
    }
    await this.em.flush();
    return (await this.list(scope))[0]!;
  }

  /** One uploaded file with its bytes; 404 when there is none in the scope's organization. */
  async file(scope: TenantScope, kind: BrandFileKind): Promise<{ filename: string; mimetype: string; data: Buffer }> {
    const [file] = await this.files.find(scope, { kind }, { populate: ['data'] as never, limit: 1 });
    if (!file) throw new NotFoundException(BRAND_MESSAGES.fileNotFound);
    return { filename: file.filename, mimetype: file.mimetype, data: Buffer.from(file.data) };
  }

  /** The saved record and the text of its uploads, for prompts. */
  async material(scope: TenantScope): Promise<SavedBrandMaterial> {
    const [settings] = await this.settings.rows(scope, { limit: 1 });
    const files = await this.files.rows(scope, { select: ['kind', 'filename', 'text'] as const });
    return { settings, files };
  }
}
