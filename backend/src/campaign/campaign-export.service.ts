import { Injectable } from '@nestjs/common';
import { APPROVAL_MESSAGES as A, CAMPAIGN_MESSAGES as M, MESSAGES } from '@mailplan/shared';
import { TenantRepositories } from '../common/tenant-repository.js';
import type { TenantScope } from '../common/tenant-scope.js';
import { EmailModule } from '../module/email-module.entity.js';
import { BrandKitReader } from '../brand/brand-kit.js';
import { DeliveryGate } from './campaign-approval.js';
import { Campaign } from './campaign.entity.js';
import { modulesToStore, readModules, type CampaignModules } from './campaign-instances.js';
import { moduleIdsOf } from './campaign.service.js';
import type { CampaignDraftDto, CampaignEmlDto, CampaignExportDto } from './dto/campaign.dto.js';
import { buildEml } from './email-eml.js';
import { buildCampaignEmail, type ExportModule } from './email-export.js';

/** The finished email of a saved campaign, or of the form's unsaved state (nothing is stored). */
@Injectable()
export class CampaignExportService {
  constructor(
    private readonly repos: TenantRepositories,
    private readonly brand: BrandKitReader,
    private readonly gate: DeliveryGate,
  ) {}

  /**
   * `export` (the email leaves the product) is refused until approval when the organization
   * requires it; `preview` (shown inside the product, or to a reviewer) never is.
   */
  async exportSaved(scope: TenantScope, id: number, purpose: 'export' | 'preview' = 'export'): Promise<CampaignExportDto> {
    const row = await this.repos.for(Campaign, M.campaignNotFound).row(scope, id, ['id', 'subject', 'previewText', 'content', 'moduleOrder', 'moduleInstances', 'createdAt', 'status']);
    if (purpose === 'export') await this.gate.assertAllowed(scope, row);
    return this.build(scope, row.subject, row.previewText, readModules(row));
  }

  /** An unsaved form is never approved: with approval required only its preview is answered. */
  async exportDraft(scope: TenantScope, dto: CampaignDraftDto, purpose: 'export' | 'preview' = 'export'): Promise<CampaignExportDto> {
    if (purpose === 'export') await this.gate.assertAllowed(scope, { status: 'draft' }, A.draftExportNeedsApproval);
    await this.repos.assertOwned(scope, EmailModule, moduleIdsOf(dto), MESSAGES.moduleNotFound);
    const modules = modulesToStore(dto, { moduleInstances: [], moduleOrder: [], content: {} });
    return this.build(scope, dto.subject ?? '', dto.previewText ?? '', modules);
  }

  /** The saved campaign's email as a draft message file (.eml). */
  async emlSaved(scope: TenantScope, id: number): Promise<CampaignEmlDto> {
    const [email, row] = await Promise.all([this.exportSaved(scope, id), this.repos.for(Campaign, M.campaignNotFound).row(scope, id, ['subject'])]);
    return { eml: await buildEml({ subject: row.subject, html: email.html, text: email.text }) };
  }

  /** The form's unsaved email as a draft message file (.eml); nothing is stored. */
  async emlDraft(scope: TenantScope, dto: CampaignDraftDto): Promise<CampaignEmlDto> {
    const email = await this.exportDraft(scope, dto);
    return { eml: await buildEml({ subject: dto.subject ?? '', html: email.html, text: email.text }) };
  }

  private async build(scope: TenantScope, subject: string, previewText: string, modules: CampaignModules): Promise<CampaignExportDto> {
    const ids = [...new Set(modules.moduleOrder)];
    const [rows, brand] = await Promise.all([
      ids.length ? this.repos.for(EmailModule).rows(scope, { where: { id: { $in: ids } }, fields: ['id', 'name', 'fields', 'htmlContent'] }) : Promise.resolve([]),
      this.brand.read(scope),
    ]);
    const byId = new Map<number, ExportModule>(rows.map((m) => [m.id, { id: m.id, name: m.name, fields: m.fields ?? [], htmlContent: m.htmlContent ?? '' }]));
    return buildCampaignEmail({ subject, previewText, moduleInstances: modules.moduleInstances, content: modules.content, modules: byId, tokens: brand.tokens, language: brand.language });
  }
}
