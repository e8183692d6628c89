import { Controller, Get, NotFoundException, Param } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Member } from '../common/access.decorators.js';
import { ErrorResponseDto } from '../common/error-response.dto.js';
import { Tenant, type TenantScope } from '../common/tenant.js';
import { JobStatusDto } from './dto/job-status.dto.js';
import { JobsService } from './jobs.service.js';

@ApiTags('jobs')
@Controller('jobs')
export class JobsController {
  constructor(private readonly jobs: JobsService) {}

  @Get(':id')
  @Member()
  @ApiOperation({ operationId: 'getJobStatus', summary: "Follow a background job of the user's organization" })
  @ApiOkResponse({ type: JobStatusDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No such job in this organization' })
  async getStatus(@Param('id') id: string, @Tenant() scope: TenantScope): Promise<JobStatusDto> {
    const status = await this.jobs.getStatus(id);
    if (!status || status.organizationId !== scope.organizationId) throw new NotFoundException('Job not found');
    const { organizationId: _, ...rest } = status;
    return rest;
  }
}
