import { Injectable } from '@nestjs/common';
import { CAMPAIGN_MESSAGES as M, MESSAGES } from '@mailplan/shared';
import { TenantRepositories } from '../common/tenant-repository.js';
import type { TenantScope } from '../common/tenant-scope.js';
import { EmailModule } from '../module/email-module.entity.js';
import { BrandKitReader } from '../brand/brand-kit.js';
import { Campaign } from './campaign.entity.js';
import { modulesToStore, readModules, type CampaignModules } from './campaign-instances.js';
import { moduleIdsOf } from './campaign.service.js';
import type { CampaignDraftDto, CampaignExportDto } from './dto/campaign.dto.js';
import { buildCampaignEmail, type ExportModule } from './email-export.js';

/** The finished email of a saved campaign, or of the form's unsaved state (nothing is stored). */
@Injectable()
export class CampaignExportService {
  constructor(
    private readonly repos: TenantRepositories,
    private readonly brand: BrandKitReader,
  ) {}

  async exportSaved(scope: TenantScope, id: number): Promise<CampaignExportDto> {
    const row = await this.repos.for(Campaign, M.campaignNotFound).row(scope, id, ['id', 'subject', 'previewText', 'content', 'moduleOrder', 'moduleInstances', 'createdAt']);
    return this.build(scope, row.subject, row.previewText, readModules(row));
  }

  async exportDraft(scope: TenantScope, dto: CampaignDraftDto): Promise<CampaignExportDto> {
    await this.repos.assertOwned(scope, EmailModule, moduleIdsOf(dto), MESSAGES.moduleNotFound);
    const modules = modulesToStore(dto, { moduleInstances: [], moduleOrder: [], content: {} });
    return this.build(scope, dto.subject ?? '', dto.previewText ?? '', modules);
  }

  private async build(scope: TenantScope, subject: string, previewText: string, modules: CampaignModules): Promise<CampaignExportDto> {
    const ids = [...new Set(modules.moduleOrder)];
    const [rows, brand] = await Promise.all([
      ids.length ? this.repos.for(EmailModule).rows(scope, { where: { id: { $in: ids } }, fields: ['id', 'name', 'fields', 'htmlContent'] }) : Promise.resolve([]),
      this.brand.read(scope),
    ]);
    const byId = new Map<number, ExportModule>(rows.map((m) => [m.id, { id: m.id, name: m.name, fields: m.fields ?? [], htmlContent: m.htmlContent ?? '' }]));
    return buildCampaignEmail({ subject, previewText, moduleInstances: modules.moduleInstances, content: modules.content, modules: byId, tokens: brand.tokens });
  }
}
