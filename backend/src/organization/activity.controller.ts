import { Controller, Get, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Can } from '../common/access.decorators.js';
import { ErrorResponseDto } from '../common/error-response.dto.js';
import { Tenant, type TenantScope } from '../common/tenant-scope.js';
import { ActivityDto, ActivityQueryDto } from './dto/activity.dto.js';
import { ActivityService } from './activity.service.js';

@ApiTags('activity')
@Controller('activity')
export class ActivityController {
  constructor(private readonly activity: ActivityService) {}

  @Get()
  @Can('read')
  @ApiOperation({ operationId: 'listActivity', summary: "The organization's history, newest first: who did what to which campaign, concept, brand kit or member" })
  @ApiOkResponse({ type: [ActivityDto] })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  list(@Tenant() scope: TenantScope, @Query() query: ActivityQueryDto): Promise<ActivityDto[]> {
    return this.activity.list(scope, query);
  }
}
