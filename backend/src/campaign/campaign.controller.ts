import { Body, Controller, Get, HttpCode, Patch, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiTags,
} from '@nestjs/swagger';
import { CAMPAIGN_MESSAGES as M, MESSAGES } from '@mailplan/shared';
import { Can } from '../common/access.decorators.js';
import { ErrorResponseDto } from '../common/error-response.dto.js';
import { IdParam } from '../common/parse-id.pipe.js';
import { Tenant, type TenantScope } from '../common/tenant-scope.js';
import { CampaignExportService } from './campaign-export.service.js';
import { CampaignService } from './campaign.service.js';
import { CampaignDraftDto, CampaignDto, CampaignExportDto, CampaignInputDto, CampaignSummaryDto, UpdateCampaignDto } from './dto/campaign.dto.js';

const campaignId = () => IdParam({ name: 'id', message: M.campaignIdInvalid });

const EXPORT_DESCRIPTION =
  'One complete email document any email service provider accepts: a doctype, a <title> of the subject, a hidden preheader ' +
  'holding the preview text (padded so the body does not show after it in the inbox), the modules in order in a 600 px centred ' +
  'responsive container with their fields and the brand tokens filled and passed through an email allowlist (scripts, event ' +
  'handlers, forms, frames and javascript: links removed), CSS inlined; its plain-text alternative; its size; and ' +
  "the 'Ready to send' checklist (subject length, preview text length, required fields, unfilled placeholders, image alt " +
  'texts, an unsubscribe link, the 102 KB Gmail clip, what the allowlist removed).';

@ApiTags('campaigns')
@Controller('campaigns')
export class CampaignController {
  constructor(
    private readonly campaigns: CampaignService,
    private readonly exports: CampaignExportService,
  ) {}

  @Get()
  @ApiOperation({ operationId: 'listCampaigns', summary: "The organization's campaigns, newest first, with what the table shows (no content)" })
  @Can('read')
  @ApiOkResponse({ type: [CampaignSummaryDto] })
  list(@Tenant() scope: TenantScope): Promise<CampaignSummaryDto[]> {
    return this.campaigns.list(scope);
  }

  @Post()
  @ApiOperation({ operationId: 'createCampaign', summary: 'Create a campaign (editor, manager or admin); every module must be the organization\'s' })
  @Can('content.write')
  @ApiCreatedResponse({ type: CampaignDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: MESSAGES.moduleNotFound })
  create(@Tenant() scope: TenantScope, @Body() dto: CampaignInputDto): Promise<CampaignDto> {
    return this.campaigns.create(scope, dto);
  }

  @Post('export')
  @HttpCode(200)
  @Can('read')
  @ApiOperation({ operationId: 'exportCampaignDraft', summary: 'The finished email of an unsaved campaign (the form): nothing is stored', description: EXPORT_DESCRIPTION })
  @ApiOkResponse({ type: CampaignExportDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: MESSAGES.moduleNotFound })
  exportDraft(@Tenant() scope: TenantScope, @Body() dto: CampaignDraftDto): Promise<CampaignExportDto> {
    return this.exports.exportDraft(scope, dto);
  }

  @Get(':id')
  @ApiOperation({ operationId: 'getCampaign', summary: 'One campaign; a legacy campaign is answered with module instances' })
  @Can('read')
  @ApiParam({ name: 'id', type: 'integer' })
  @ApiOkResponse({ type: CampaignDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: M.campaignIdInvalid })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: M.campaignNotFound })
  get(@Tenant() scope: TenantScope, @campaignId() id: number): Promise<CampaignDto> {
    return this.campaigns.get(scope, id);
  }

  @Patch(':id')
  @ApiOperation({ operationId: 'updateCampaign', summary: 'Change a campaign (only the fields sent change); it is stored with module instances' })
  @Can('content.write')
  @ApiParam({ name: 'id', type: 'integer' })
  @ApiOkResponse({ type: CampaignDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: `${M.campaignNotFound} / ${MESSAGES.moduleNotFound}` })
  update(@Tenant() scope: TenantScope, @campaignId() id: number, @Body() dto: UpdateCampaignDto): Promise<CampaignDto> {
    return this.campaigns.update(scope, id, dto);
  }

  @Get(':id/export')
  @ApiOperation({ operationId: 'exportCampaign', summary: 'The finished email of a saved campaign: HTML, plain text and the checklist', description: EXPORT_DESCRIPTION })
  @ApiParam({ name: 'id', type: 'integer' })
  @Can('read')
  @ApiOkResponse({ type: CampaignExportDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: M.campaignIdInvalid })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: M.campaignNotFound })
  export(@Tenant() scope: TenantScope, @campaignId() id: number): Promise<CampaignExportDto> {
    return this.exports.exportSaved(scope, id);
  }
}
