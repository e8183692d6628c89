import { Body, HttpCode, Patch, Post } from '@nestjs/common';
import { ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { CALENDAR_MESSAGES as M } from '@mailplan/shared';
import { ApiAiErrorResponses } from '../ai/ai-error-responses.decorator.js';
import { Can } from '../common/access.decorators.js';
import { IdParam } from '../common/parse-id.pipe.js';
import { Tenant, type TenantScope } from '../common/tenant-scope.js';
import { ApiController, ApiErrors, ApiIdParam, Create, Read, Remove } from '../common/route-decorators.js';
import { CalendarPlaceholdersService } from './calendar-placeholders.service.js';
import { CreatePlaceholderDto, FilledPlaceholderDto, FillPlaceholderDto, PlaceholderDto, UpdatePlaceholderDto } from './dto/calendar-placeholder.dto.js';

const placeholderId = () => IdParam({ name: 'id', message: M.placeholderIdInvalid });

@ApiController('calendar')
export class CalendarPlaceholdersController {
  constructor(private readonly placeholders: CalendarPlaceholdersService) {}

  @Read('placeholders', { operationId: 'listCalendarPlaceholders', summary: 'Dated slots waiting for a concept' }, [PlaceholderDto])
  listPlaceholders(@Tenant() scope: TenantScope): Promise<PlaceholderDto[]> {
    return this.placeholders.listPlaceholders(scope);
  }

  @Create('placeholders', 'content.write', { operationId: 'createCalendarPlaceholder', summary: 'Hold a date for an email of a type, with a note' }, PlaceholderDto)
  createPlaceholder(@Tenant() scope: TenantScope, @Body() dto: CreatePlaceholderDto): Promise<PlaceholderDto> {
    return this.placeholders.createPlaceholder(scope, dto);
  }

  @Patch('placeholders/:id')
  @Can('content.write')
  @ApiOperation({ operationId: 'updateCalendarPlaceholder', summary: "Move a placeholder, or change its type or note" })
  @ApiIdParam()
  @ApiOkResponse({ type: PlaceholderDto })
  @ApiErrors({ badRequest: true, notFound: M.placeholderNotFound })
  updatePlaceholder(@Tenant() scope: TenantScope, @placeholderId() id: number, @Body() dto: UpdatePlaceholderDto): Promise<PlaceholderDto> {
    return this.placeholders.updatePlaceholder(scope, id, dto);
  }

  @Remove('placeholders/:id', 'content.write', { operationId: 'deleteCalendarPlaceholder', summary: 'Remove a placeholder' }, 'Removed')
  @ApiIdParam()
  @ApiErrors({ badRequest: M.placeholderIdInvalid, notFound: M.placeholderNotFound })
  async deletePlaceholder(@Tenant() scope: TenantScope, @placeholderId() id: number): Promise<void> {
    await this.placeholders.deletePlaceholder(scope, id);
  }

  @Post('placeholders/:id/generate')
  @Can('content.write')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'fillCalendarPlaceholder',
    summary: 'Generate a concept for this slot',
    description:
      "Runs the concept generation for one concept of the slot's type, told its date, note and the holidays and retail moments near it; " +
      "the concept is selected and scheduled on the slot's date and the placeholder is removed.",
  })
  @ApiIdParam()
  @ApiOkResponse({ type: FilledPlaceholderDto })
  @ApiErrors({ badRequest: true, notFound: M.placeholderNotFound })
  @ApiAiErrorResponses()
  fillPlaceholder(@Tenant() scope: TenantScope, @placeholderId() id: number, @Body() dto: FillPlaceholderDto): Promise<FilledPlaceholderDto> {
    return this.placeholders.fillPlaceholder(scope, id, dto);
  }
}
