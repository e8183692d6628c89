import type { Response } from 'express';
import { PagedListHeaders, sendTotal } from '../common/paging.js';
import { CampaignListQueryDto } from './dto/campaign-list.dto.js';
import { Body, Get, HttpCode, Patch, Post, Query, Res } from '@nestjs/common';
import { ApiConflictResponse, ApiCreatedResponse, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { APPROVAL_MESSAGES as A, CAMPAIGN_MESSAGES as M, EDIT_CONFLICT_MESSAGES, MESSAGES } from '@mailplan/shared';
import { Can } from '../common/access.decorators.js';
import { AnswersVersionTag, AnswersVersioned, IfMatch, VERSION_ETAG_HEADER, VERSIONED_READ_NOTE, VERSIONED_WRITE_NOTE, VersionedWrite, editVersion } from '../common/edit-conflict.js';
import { IdParam } from '../common/parse-id.pipe.js';
import { ApiController, ApiErrors, ApiIdParam } from '../common/route-decorators.js';
import { Tenant, type TenantScope } from '../common/tenant-scope.js';
import { CampaignExportService } from './campaign-export.service.js';
import { CampaignService } from './campaign.service.js';
import { CampaignConflictDto, CampaignDraftDto, CampaignDto, CampaignEmlDto, CampaignExportDto, CampaignInputDto, CampaignSummaryDto, UpdateCampaignDto } from './dto/campaign.dto.js';

const campaignId = () => IdParam({ name: 'id', message: M.campaignIdInvalid });

/** The exports' 409 while the organization requires approval (docs/decisions.md#campaign-approval). */
const needsApproval = `${A.exportNeedsApproval} (the organization requires approval and the campaign is not approved)`;
const draftNeedsApproval = `${A.draftExportNeedsApproval} (the organization requires approval; an unsaved form is never approved)`;

const EXPORT_DESCRIPTION =
  'One complete email document any email service provider accepts: a doctype, <html lang dir> from the brand\'s language, ' +
  'color-scheme declared, a <title> of the subject, a hidden preheader ' +
  'holding the preview text (padded so the body does not show after it in the inbox), the modules in order in a 600 px centred ' +
  'responsive container with their fields and the brand tokens filled and passed through an email allowlist (scripts, event ' +
  'handlers, forms, frames, javascript: links and CSS that loads or runs code removed; Outlook conditional comments kept as ' +
  'written), the links of ' +
  'button fields also written as Outlook (VML) buttons, CSS inlined; its plain-text alternative; its size; and ' +
  "the 'Ready to send' checklist, each item pass, warn or fail with one line of advice (subject length, preview text length, " +
  'required fields, unfilled placeholders, the plain-text part, language and direction, layout tables, image alt texts, ' +
  'text contrast, links, an unsubscribe link, size (warn over 80 KB, fail over the 102 KB Gmail clip), what the allowlist ' +
  'removed, dark mode, Outlook).';

const EML_DESCRIPTION =
  'The same email as the export, as one message file any mail program opens and email services without an API connection import: ' +
  'the subject, the preheader (inside the HTML), and the plain text and the HTML as multipart/alternative; marked as a draft ' +
  '(X-Unsent: 1), with no recipients. From carries the brand\'s name (or the from name of the campaign\'s latest push that set one) ' +
  'at the placeholder address no-reply@example.invalid, to replace before sending. The sending service must still set List-Unsubscribe and ' +
  'List-Unsubscribe-Post: List-Unsubscribe=One-Click (RFC 8058) when it sends.';

@ApiController('campaigns')
export class CampaignController {
  constructor(
    private readonly campaigns: CampaignService,
    private readonly exports: CampaignExportService,
  ) {}

  @Get()
  @Can('read')
  @ApiOperation({
    operationId: 'listCampaigns',
    summary: "The organization's campaigns, newest first, with what the table shows (no content)",
    description:
      'Without parameters, every campaign (the plain list). `limit` and `offset` answer one page, with the number of matches in all in ' +
      '`X-Total-Count`; `sort` and `order` choose the order, `search` keeps the campaigns whose name or subject holds the text, `ids` names the campaigns wanted.',
  })
  @ApiOkResponse({ type: [CampaignSummaryDto] })
  @PagedListHeaders()
  @ApiErrors({ badRequest: 'A paging, order or search parameter out of range' })
  async list(@Tenant() scope: TenantScope, @Query() query: CampaignListQueryDto, @Res({ passthrough: true }) res: Response): Promise<CampaignSummaryDto[]> {
    if (!Object.values(query).some((v) => v !== undefined)) return this.campaigns.list(scope);
    const { items, total } = await this.campaigns.page(scope, query);
    if (total !== null) sendTotal(res, total);
    return items;
  }

  @Post()
  @Can('content.write')
  @ApiOperation({ operationId: 'createCampaign', summary: 'Create a campaign (editor, manager or admin); every module must be the organization\'s', description: VERSIONED_READ_NOTE })
  @AnswersVersionTag()
  @ApiCreatedResponse({ type: CampaignDto, headers: VERSION_ETAG_HEADER })
  @ApiErrors({ badRequest: true, notFound: MESSAGES.moduleNotFound })
  create(@Tenant() scope: TenantScope, @Body() dto: CampaignInputDto): Promise<CampaignDto> {
    return this.campaigns.create(scope, dto);
  }

  @Post('export')
  @Can('read')
  @HttpCode(200)
  @ApiOperation({ operationId: 'exportCampaignDraft', summary: 'The finished email of an unsaved campaign (the form): nothing is stored', description: EXPORT_DESCRIPTION })
  @ApiOkResponse({ type: CampaignExportDto })
  @ApiErrors({ badRequest: true, notFound: MESSAGES.moduleNotFound, conflict: draftNeedsApproval })
  exportDraft(@Tenant() scope: TenantScope, @Body() dto: CampaignDraftDto): Promise<CampaignExportDto> {
    return this.exports.exportDraft(scope, dto);
  }

  @Post('export/eml')
  @Can('read')
  @HttpCode(200)
  @ApiOperation({ operationId: 'exportCampaignDraftEml', summary: 'The finished email of an unsaved campaign as a draft message file (.eml): nothing is stored', description: EML_DESCRIPTION })
  @ApiOkResponse({ type: CampaignEmlDto })
  @ApiErrors({ badRequest: true, notFound: MESSAGES.moduleNotFound, conflict: draftNeedsApproval })
  exportDraftEml(@Tenant() scope: TenantScope, @Body() dto: CampaignDraftDto): Promise<CampaignEmlDto> {
    return this.exports.emlDraft(scope, dto);
  }

  @Get(':id')
  @Can('read')
  @ApiOperation({ operationId: 'getCampaign', summary: 'One campaign; a legacy campaign is answered with module instances', description: VERSIONED_READ_NOTE })
  @ApiIdParam()
  @AnswersVersioned(CampaignDto)
  @ApiErrors({ badRequest: M.campaignIdInvalid, notFound: M.campaignNotFound })
  get(@Tenant() scope: TenantScope, @campaignId() id: number): Promise<CampaignDto> {
    return this.campaigns.get(scope, id);
  }

  @Patch(':id')
  @Can('content.write')
  @ApiOperation({
    operationId: 'updateCampaign',
    summary: 'Change a campaign (only the fields sent change); it is stored with module instances',
    description: `${VERSIONED_WRITE_NOTE} A save that changes nothing writes nothing and keeps the version.`,
  })
  @VersionedWrite('When the stored campaign has another version, the save answers 409 with the stored copy as `current`.')
  @ApiIdParam()
  @ApiOkResponse({ type: CampaignDto, headers: VERSION_ETAG_HEADER })
  @ApiErrors({ badRequest: true, notFound: `${M.campaignNotFound} / ${MESSAGES.moduleNotFound}` })
  @ApiConflictResponse({ type: CampaignConflictDto, description: `${EDIT_CONFLICT_MESSAGES.campaign} (the version sent, in the body or as If-Match, is not the stored one; nothing is written)` })
  update(@Tenant() scope: TenantScope, @campaignId() id: number, @Body() dto: UpdateCampaignDto, @IfMatch() ifMatch: number | '*' | undefined): Promise<CampaignDto> {
    return this.campaigns.update(scope, id, { ...dto, version: editVersion(dto.version, ifMatch) });
  }

  @Get(':id/export')
  @Can('read')
  @ApiOperation({ operationId: 'exportCampaign', summary: 'The finished email of a saved campaign: HTML, plain text and the checklist', description: EXPORT_DESCRIPTION })
  @ApiIdParam()
  @ApiOkResponse({ type: CampaignExportDto })
  @ApiErrors({ badRequest: M.campaignIdInvalid, notFound: M.campaignNotFound, conflict: needsApproval })
  export(@Tenant() scope: TenantScope, @campaignId() id: number): Promise<CampaignExportDto> {
    return this.exports.exportSaved(scope, id);
  }

  @Get(':id/export/eml')
  @Can('read')
  @ApiOperation({ operationId: 'exportCampaignEml', summary: 'The finished email of a saved campaign as a draft message file (.eml)', description: EML_DESCRIPTION })
  @ApiIdParam()
  @ApiOkResponse({ type: CampaignEmlDto })
  @ApiErrors({ badRequest: M.campaignIdInvalid, notFound: M.campaignNotFound, conflict: needsApproval })
  exportEml(@Tenant() scope: TenantScope, @campaignId() id: number): Promise<CampaignEmlDto> {
    return this.exports.emlSaved(scope, id);
  }
}
