import { Body } from '@nestjs/common';
import { MESSAGES } from '@mailplan/shared';
import { IdParam } from '../common/parse-id.pipe.js';
import { Tenant, type TenantScope } from '../common/tenant-scope.js';
import { ApiController, ApiErrors, ApiIdParam, Create, Read, ReadList } from '../common/route-decorators.js';
import { CreateModuleDto, ModuleDto, ModuleSummaryDto } from './dto/module.dto.js';
import { ModuleService } from './module.service.js';

@ApiController('modules')
export class ModuleController {
  constructor(private readonly modules: ModuleService) {}

  @ReadList({ operationId: 'listModules', summary: "The organization's email modules, without their HTML (see the detail)" }, ModuleSummaryDto)
  list(@Tenant() scope: TenantScope): Promise<ModuleSummaryDto[]> {
    return this.modules.list(scope);
  }

  @Read(':id', { operationId: 'getModule', summary: 'One email module' }, ModuleDto)
  @ApiErrors({ badRequest: 'The id is not a number', notFound: MESSAGES.moduleNotFound })
  @ApiIdParam('id', 'Module id')
  get(@Tenant() scope: TenantScope, @IdParam({ name: 'id', message: 'Module id must be a positive integer' }) id: number): Promise<ModuleDto> {
    return this.modules.get(scope, id);
  }

  @Create('', 'content.write', { operationId: 'createModule', summary: 'Create an email module (editor, manager or admin)' }, ModuleDto)
  create(@Tenant() scope: TenantScope, @Body() dto: CreateModuleDto): Promise<ModuleDto> {
    return this.modules.create(scope, dto);
  }
}
