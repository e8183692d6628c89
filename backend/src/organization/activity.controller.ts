import { Query } from '@nestjs/common';
import { Tenant, type TenantScope } from '../common/tenant-scope.js';
import { ApiController, ApiErrors, ReadList } from '../common/route-decorators.js';
import { ActivityDto, ActivityQueryDto } from './dto/activity.dto.js';
import { ActivityService } from './activity.service.js';

@ApiController('activity')
export class ActivityController {
  constructor(private readonly activity: ActivityService) {}

  @ReadList(

    { operationId: 'listActivity', summary: "The organization's history, newest first: who did what to which campaign, concept, brand kit or member" },

    ActivityDto,

  )
  @ApiErrors({ badRequest: true })
  list(@Tenant() scope: TenantScope, @Query() query: ActivityQueryDto): Promise<ActivityDto[]> {
    return this.activity.list(scope, query);
  }
}
