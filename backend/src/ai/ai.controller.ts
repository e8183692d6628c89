import { ApiController, Read } from '../common/route-decorators.js';
import { AiService } from './ai.service.js';
import { AiProvidersDto } from './dto/ai-providers.dto.js';

// auth: platform guard applies globally (AccessGuard: a signed-in member of an organization).
@ApiController('ai')
export class AiController {
  constructor(private readonly ai: AiService) {}

  @Read('providers', { operationId: 'getAiProviders', summary: 'AI providers offered, the default one, and which have a key' }, AiProvidersDto)
  providers(): AiProvidersDto {
    return this.ai.providers();
  }
}
