import { Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { Can } from '../common/access.decorators.js';
import { ApiController } from '../common/route-decorators.js';
import { AiService } from './ai.service.js';
import { AiProvidersDto } from './dto/ai-providers.dto.js';

// auth: platform guard applies globally (AccessGuard: a signed-in member of an organization).
@ApiController('ai')
export class AiController {
  constructor(private readonly ai: AiService) {}

  @Get('providers')
  @Can('read')
  @ApiOperation({ operationId: 'getAiProviders', summary: 'AI providers offered, the default one, and which have a key' })
  @ApiOkResponse({ type: AiProvidersDto })
  providers(): AiProvidersDto {
    return this.ai.providers();
  }
}
