import { Body, Patch, Post } from '@nestjs/common';
import { ApiCreatedResponse, ApiForbiddenResponse, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { MESSAGES } from '@mailplan/shared';
import { SignedIn } from '../common/access.decorators.js';
import { ApiController, ApiErrors, ApiIdParam } from '../common/route-decorators.js';
import { IdParam } from '../common/parse-id.pipe.js';
import { CurrentUser } from '../common/current-user.decorator.js';
import { ErrorResponseDto } from '../common/error-response.dto.js';
import type { SessionUser } from '../common/session-user.js';
import { CreateOrganizationDto, OrganizationDto, toOrganizationDto } from './dto/organization.dto.js';
import { UpdateUserDto } from './dto/update-user.dto.js';
import { UserDto, toUserDto } from './dto/user.dto.js';
import { OrganizationService } from './organization.service.js';

const forbidden = ApiForbiddenResponse({ type: ErrorResponseDto, description: 'Missing CSRF header, or not allowed' });

@ApiController('organizations')
export class OrganizationsController {
  constructor(private readonly organizations: OrganizationService) {}

  @Post()
  @SignedIn()
  @ApiOperation({ operationId: 'createOrganization', summary: 'Create your organization; you become its admin' })
  @ApiCreatedResponse({ type: OrganizationDto })
  @ApiErrors({ badRequest: true, conflict: MESSAGES.alreadyInOrganization })
  @forbidden
  async create(@CurrentUser() user: SessionUser, @Body() dto: CreateOrganizationDto): Promise<OrganizationDto> {
    return toOrganizationDto(await this.organizations.create(user, dto));
  }
}

@ApiController('users')
export class UsersController {
  constructor(private readonly organizations: OrganizationService) {}

  @Patch(':id')
  @SignedIn()
  @ApiIdParam('id', 'Your own user id')
  @ApiOperation({ operationId: 'updateUser', summary: 'Update your own profile or set-up state' })
  @ApiOkResponse({ type: UserDto })
  @ApiErrors({ badRequest: true, notFound: 'Not your account' })
  @forbidden
  async update(
    @CurrentUser() user: SessionUser,
    @IdParam({ name: 'id', message: 'User id must be a positive integer' }) id: number,
    @Body() dto: UpdateUserDto,
  ): Promise<UserDto> {
    return toUserDto(await this.organizations.updateUser(user, id, dto));
  }
}
