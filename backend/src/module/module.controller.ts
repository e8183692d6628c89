import { Body, Controller, Get, Post } from '@nestjs/common';
import { ApiParam } from '@nestjs/swagger';
import {
  ApiBadRequestResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { MESSAGES } from '@mailplan/shared';
import { Can } from '../common/access.decorators.js';
import { IdParam } from '../common/parse-id.pipe.js';
import { ErrorResponseDto } from '../common/error-response.dto.js';
import { Tenant, type TenantScope } from '../common/tenant-scope.js';
import { CreateModuleDto, ModuleDto, ModuleSummaryDto } from './dto/module.dto.js';
import { ModuleService } from './module.service.js';


@ApiTags('modules')
@Controller('modules')
export class ModuleController {
  constructor(private readonly modules: ModuleService) {}

  @Get()
  @Can('read')
  @ApiOperation({ operationId: 'listModules', summary: "The organization's email modules, without their HTML (see the detail)" })
  @ApiOkResponse({ type: [ModuleSummaryDto] })
  list(@Tenant() scope: TenantScope): Promise<ModuleSummaryDto[]> {
    return this.modules.list(scope);
  }

  @Get(':id')
  @Can('read')
  @ApiOperation({ operationId: 'getModule', summary: 'One email module' })
  @ApiOkResponse({ type: ModuleDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'The id is not a number' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: MESSAGES.moduleNotFound })
  @ApiParam({ name: 'id', type: 'integer', description: 'Module id' })
  get(@Tenant() scope: TenantScope, @IdParam({ name: 'id', message: 'Module id must be a positive integer' }) id: number): Promise<ModuleDto> {
    return this.modules.get(scope, id);
  }

  @Post()
  @Can('content.write')
  @ApiOperation({ operationId: 'createModule', summary: 'Create an email module (editor, manager or admin)' })
  @ApiCreatedResponse({ type: ModuleDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  create(@Tenant() scope: TenantScope, @Body() dto: CreateModuleDto): Promise<ModuleDto> {
    return this.modules.create(scope, dto);
  }
}
