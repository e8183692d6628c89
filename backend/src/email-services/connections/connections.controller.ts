import { BadRequestException, Body, createParamDecorator, Get, HttpCode, Post, Put, type ExecutionContext } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiParam } from '@nestjs/swagger';
import type { Request } from 'express';
import { Can } from '../../common/access.decorators.js';
import { Tenant, type TenantScope } from '../../common/tenant-scope.js';
import { ApiController, ApiErrors, ReadList, Remove } from '../../common/route-decorators.js';
import { EMAIL_SERVICE_INVALID, EMAIL_SERVICES, isEmailServiceId, type EmailServiceId } from '@mailplan/shared';
import { ConnectionsService } from './connections.service.js';
import { AudienceDto, ConnectInputDto, ConnectionDto, ConnectionTestDto } from './dto/connection.dto.js';

const SERVICE_MESSAGE = EMAIL_SERVICE_INVALID;
const KEY_UNREADABLE = "The saved key can no longer be read (the server's encryption key changed): an admin needs to enter it again";

/** The `:service` path parameter: one of EMAIL_SERVICES, else 400. */
const ServiceParam = createParamDecorator((_: unknown, ctx: ExecutionContext): EmailServiceId => {
  const value = ctx.switchToHttp().getRequest<Request>().params.service;
  if (!isEmailServiceId(value)) throw new BadRequestException(SERVICE_MESSAGE);
  return value;
});

const serviceParam = () => ApiParam({ name: 'service', enum: EMAIL_SERVICES });

@ApiController('connections')
export class ConnectionsController {
  constructor(private readonly connections: ConnectionsService) {}

  @ReadList({ operationId: 'listConnections', summary: "The organization's connections to email services (never a key: its last four characters)" }, ConnectionDto)
  list(@Tenant() scope: TenantScope): Promise<ConnectionDto[]> {
    return this.connections.list(scope);
  }

  @Put(':service')
  @Can('organization.manage')
  @serviceParam()
  @ApiOperation({
    operationId: 'connectEmailService',
    summary: 'Connect an email service (admin): the key is checked with the service, then kept encrypted; a new key replaces the old one',
  })
  @ApiOkResponse({ type: ConnectionDto })
  @ApiErrors({ badRequest: 'A key of the wrong shape, or one the service refused', badGateway: 'The service could not be reached' })
  connect(@Tenant() scope: TenantScope, @ServiceParam() service: EmailServiceId, @Body() dto: ConnectInputDto): Promise<ConnectionDto> {
    return this.connections.connect(scope, service, dto.apiKey);
  }

  @Remove(
    ':service',
    'organization.manage',
    { operationId: 'disconnectEmailService', summary: 'Remove a connection and its key (admin); what was pushed stays in the service' },
  )
  @serviceParam()
  @ApiErrors({ badRequest: SERVICE_MESSAGE, notFound: 'Not connected' })
  async remove(@Tenant() scope: TenantScope, @ServiceParam() service: EmailServiceId): Promise<void> {
    await this.connections.remove(scope, service);
  }

  @Post(':service/test')
  @Can('organization.manage')
  @HttpCode(200)
  @serviceParam()
  @ApiOperation({ operationId: 'testEmailService', summary: 'Check the kept key against the service (admin); a refused key is answered in words' })
  @ApiOkResponse({ type: ConnectionTestDto })
  @ApiErrors({ badRequest: SERVICE_MESSAGE, notFound: 'Not connected', conflict: KEY_UNREADABLE })
  test(@Tenant() scope: TenantScope, @ServiceParam() service: EmailServiceId): Promise<ConnectionTestDto> {
    return this.connections.test(scope, service);
  }

  @Get(':service/audiences')
  @Can('read')
  @serviceParam()
  @ApiOperation({ operationId: 'listEmailServiceAudiences', summary: "The connected account's lists and segments (Klaviyo) or audiences (Mailchimp), to push a campaign to" })
  @ApiOkResponse({ type: [AudienceDto] })
  @ApiErrors({ badRequest: SERVICE_MESSAGE, notFound: 'Not connected', conflict: KEY_UNREADABLE, badGateway: 'The service refused the key or could not be reached' })
  audiences(@Tenant() scope: TenantScope, @ServiceParam() service: EmailServiceId): Promise<AudienceDto[]> {
    return this.connections.audiences(scope, service);
  }
}
