import { ApiProperty } from '@nestjs/swagger';
import { AI_PROVIDERS, type AiProviderName } from '../ai.config.js';

export class AiProvidersConfiguredDto {
  @ApiProperty({ description: 'An Anthropic key is set; otherwise claude answers with the demo model' })
  claude!: boolean;

  @ApiProperty()
  openai!: boolean;

  @ApiProperty()
  gemini!: boolean;
}

export class AiProvidersDto {
  @ApiProperty({ enum: AI_PROVIDERS, isArray: true, example: [...AI_PROVIDERS] })
  providers!: AiProviderName[];

  @ApiProperty({ enum: AI_PROVIDERS, example: 'claude' })
  default!: AiProviderName;

  @ApiProperty({ type: AiProvidersConfiguredDto, description: 'Which providers have a key; the others answer with the offline demo model' })
  configured!: AiProvidersConfiguredDto;
}
