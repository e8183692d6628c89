import { ApiProperty } from '@nestjs/swagger';

export class AiModelDto {
  @ApiProperty({ example: 'claude-3-haiku-20240307', description: 'Model id to send as `model`' })
  name!: string;

  @ApiProperty({ example: 'Claude 3 Haiku' })
  displayName!: string;

  @ApiProperty({ example: 'Fastest and most compact; the AI test page default.' })
  description!: string;

  @ApiProperty({ example: 200000, description: 'Context window in tokens' })
  contextWindow!: number;
}
