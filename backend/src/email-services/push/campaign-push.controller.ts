import { Body, Get, HttpCode, Post } from '@nestjs/common';
import { ApiAcceptedResponse, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { CAMPAIGN_MESSAGES as M } from '@mailplan/shared';
import { Can } from '../../common/access.decorators.js';
import { IdParam } from '../../common/parse-id.pipe.js';
import { Tenant, type TenantScope } from '../../common/tenant-scope.js';
import { ApiController, ApiErrors, ApiIdParam } from '../../common/route-decorators.js';
import { CampaignPushService } from './campaign-push.service.js';
import { PushInputDto, PushStartedDto, PushStateDto } from './dto/push.dto.js';

const campaignId = () => IdParam({ name: 'id', message: M.campaignIdInvalid });

@ApiController('campaigns')
export class CampaignPushController {
  constructor(private readonly pushes: CampaignPushService) {}

  @Get(':id/pushes')
  @Can('read')
  @ApiOperation({ operationId: 'listCampaignPushes', summary: 'Where the campaign stands in each email service it was pushed to: status, audience, links, the last error' })
  @ApiIdParam()
  @ApiOkResponse({ type: [PushStateDto] })
  @ApiErrors({ badRequest: M.campaignIdInvalid, notFound: M.campaignNotFound })
  list(@Tenant() scope: TenantScope, @campaignId() id: number): Promise<PushStateDto[]> {
    return this.pushes.list(scope, id);
  }

  @Post(':id/push')
  @Can('content.write')
  @HttpCode(202)
  @ApiOperation({
    operationId: 'pushCampaign',
    summary: 'Push the saved campaign to a connected email service as a draft (a job; never sent or scheduled); a second push updates the same remote template and campaign',
    description:
      'One push per campaign and service runs at a time: while one is waiting or running, another request answers that push\'s job id (and its settings are not kept); once it has finished, the next request starts a new job.',
  })
  @ApiIdParam()
  @ApiAcceptedResponse({ type: PushStartedDto })
  @ApiErrors({
    badRequest: 'No subject, a missing sender for Mailchimp, or bad input',
    notFound: `${M.campaignNotFound} / the service is not connected`,
    conflict: 'The organization requires approval and the campaign is not approved',
  })
  push(@Tenant() scope: TenantScope, @campaignId() id: number, @Body() dto: PushInputDto): Promise<PushStartedDto> {
    return this.pushes.start(scope, id, dto);
  }
}
