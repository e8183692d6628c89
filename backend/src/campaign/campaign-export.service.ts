import { Injectable } from '@nestjs/common';
import { APPROVAL_MESSAGES as A, CAMPAIGN_MESSAGES as M, MESSAGES } from '@mailplan/shared';
import { TenantRepositories } from '../common/tenant-repository.js';
import type { TenantScope } from '../common/tenant-scope.js';
import { EmailModule } from '../module/email-module.entity.js';
import { BrandKitReader, type BrandKit } from '../brand/brand-kit.js';
import { assertDeliveryAllowed, DeliveryGate } from './campaign-approval.js';
import { Campaign } from './campaign.entity.js';
import { modulesToStore, readModules, type CampaignModules } from './campaign-instances.js';
import { CampaignPush } from '../email-services/push/campaign-push.entity.js';
import { moduleIdsOf } from './campaign.service.js';
import type { CampaignDraftDto, CampaignEmlDto, CampaignExportDto } from './dto/campaign.dto.js';
import { sideBySide } from '../common/side-by-side.js';
import { buildEml } from './email-eml.js';
import { buildCampaignEmail, buildEmailContent, type CampaignEmailInput, type ExportModule } from './email-export.js';

/** The brand's name as the sender of a draft: the brand kit's name, else the `{{brand.name}}` token (the default brand's name). */
const senderName = (brand: BrandKit) => brand.name?.trim() || brand.tokens['brand.name'];

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
    const { input } = await this.loadSaved(scope, id, purpose);
    return buildCampaignEmail(input);
  }

  /**
   * What a push sends of the saved campaign: its name, subject and preview text, and its email's
   * HTML and text part, built as the export builds them but without the checklist. Gated like
   * `export` (409 until approved when the organization requires approval). An unsubscribe field
   * the campaign leaves empty gets `unsubscribeUrl`, the email service's merge tag.
   */
  async deliverySaved(scope: TenantScope, id: number, unsubscribeUrl?: string): Promise<{ campaign: { id: number; name: string; subject: string; previewText: string }; html: string; text: string }> {
    const { row, input } = await this.loadSaved(scope, id, 'export');
    const { html, text } = buildEmailContent({ ...input, unsubscribeUrl });
    return { campaign: { id: row.id, name: row.name, subject: row.subject, previewText: row.previewText }, html, text };
  }

  /**
   * The saved campaign and what its email is built from. The campaign, the organization's
   * approval setting and its brand kit are read side by side, then the campaign's modules; the
   * campaign's 404 comes first, then the gate's 409, before anything is built.
   */
  private async loadSaved(scope: TenantScope, id: number, purpose: 'export' | 'preview') {
    const [row, approvalRequired, brand] = await sideBySide([
      this.repos.for(Campaign, M.campaignNotFound).row(scope, id, ['id', 'name', 'subject', 'previewText', 'content', 'moduleOrder', 'moduleInstances', 'createdAt', 'status']),
      purpose === 'export' ? this.gate.approvalRequired(scope) : Promise.resolve(false),
      this.brand.read(scope),
    ]);
    if (purpose === 'export') assertDeliveryAllowed(row, { approvalRequired });
    const modules = readModules(row);
    const input = await this.input(scope, row.subject, row.previewText, modules, brand);
    return { row, input, brand };
  }

  /** An unsaved form is never approved: with approval required only its preview is answered. */
  async exportDraft(scope: TenantScope, dto: CampaignDraftDto, purpose: 'export' | 'preview' = 'export'): Promise<CampaignExportDto> {
    return buildCampaignEmail((await this.loadDraft(scope, dto, purpose)).input);
  }

  /** What the unsaved form's email is built from, after the gate and the module ownership check. */
  private async loadDraft(scope: TenantScope, dto: CampaignDraftDto, purpose: 'export' | 'preview') {
    if (purpose === 'export') await this.gate.assertAllowed(scope, { status: 'draft' }, A.draftExportNeedsApproval);
    await this.repos.assertOwned(scope, EmailModule, moduleIdsOf(dto), MESSAGES.moduleNotFound);
    const modules = modulesToStore(dto, { moduleInstances: [], moduleOrder: [], content: {} });
    const brand = this.brand.read(scope);
    const input = await this.input(scope, dto.subject ?? '', dto.previewText ?? '', modules, brand);
    return { input, brand: await brand };
  }

  /**
   * The saved campaign's email as a draft message file (.eml). Its sender's name is the from name
   * of the campaign's latest push that set one (what its email service sends it as), else the
   * brand's name.
   */
  async emlSaved(scope: TenantScope, id: number): Promise<CampaignEmlDto> {
    const [{ row, input, brand }, [push]] = await sideBySide([
      this.loadSaved(scope, id, 'export'),
      this.repos.for(CampaignPush).rows(scope, { where: { campaignId: id, fromName: { $ne: null } }, fields: ['fromName'], orderBy: { updatedAt: 'desc', id: 'desc' }, limit: 1 }),
    ]);
    const email = buildCampaignEmail(input);
    const fromName = push?.fromName?.trim() || senderName(brand);
    return { eml: await buildEml({ fromName, subject: row.subject, html: email.html, text: email.text }) };
  }

  /** The form's unsaved email as a draft message file (.eml), sent as the brand's name; nothing is stored. */
  async emlDraft(scope: TenantScope, dto: CampaignDraftDto): Promise<CampaignEmlDto> {
    const { input, brand } = await this.loadDraft(scope, dto, 'export');
    const email = buildCampaignEmail(input);
    return { eml: await buildEml({ fromName: senderName(brand), subject: dto.subject ?? '', html: email.html, text: email.text }) };
  }

  /** What the email is built from: the campaign's modules (read here) with the brand kit's tokens and language. */
  private async input(scope: TenantScope, subject: string, previewText: string, modules: CampaignModules, brandKit: BrandKit | Promise<BrandKit>): Promise<CampaignEmailInput> {
    const ids = [...new Set(modules.moduleOrder)];
    const [rows, brand] = await sideBySide([
      ids.length ? this.repos.for(EmailModule).rows(scope, { where: { id: { $in: ids } }, fields: ['id', 'name', 'fields', 'htmlContent'] }) : Promise.resolve([]),
      Promise.resolve(brandKit),
    ]);
    const byId = new Map<number, ExportModule>(rows.map((m) => [m.id, { id: m.id, name: m.name, fields: m.fields ?? [], htmlContent: m.htmlContent ?? '' }]));
    return { subject, previewText, moduleInstances: modules.moduleInstances, content: modules.content, modules: byId, tokens: brand.tokens, language: brand.language };
  }
}
