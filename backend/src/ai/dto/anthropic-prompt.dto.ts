import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsInt, IsNotEmpty, IsNumber, IsOptional, IsString, Matches, Max, Min } from 'class-validator';
import { AI_DEFAULTS } from '../ai.config.js';

/** Multipart fields arrive as strings: '' means absent, anything else must read as a number. */
const toNumber = ({ value }: { value: unknown }): unknown => {
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) return undefined;
  if (typeof value === 'string') return Number(value.trim());
  return value;
};

export const MAX_TOKENS_MESSAGE = 'maxTokens must be a positive integer';
export const TEMPERATURE_MESSAGE = 'temperature must be a number between 0 and 1';

export class AnthropicPromptRequestDto {
  @ApiProperty({ example: AI_DEFAULTS.testPage.model, description: "Model id from GET /api/anthropic/models ('demo' for the offline model)" })
  @IsString({ message: 'Model ID is required' })
  @IsNotEmpty({ message: 'Model ID is required' })
  model!: string;

  @ApiProperty({ example: 'Write three subject lines for a spring tea sale.' })
  @IsString({ message: 'Prompt is required' })
  @Matches(/\S/, { message: 'Prompt is required' })
  prompt!: string;

  @ApiPropertyOptional({ minimum: 0, maximum: 1, default: AI_DEFAULTS.testPage.temperature })
  @IsOptional()
  @Transform(toNumber)
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: TEMPERATURE_MESSAGE })
  @Min(0, { message: TEMPERATURE_MESSAGE })
  @Max(1, { message: TEMPERATURE_MESSAGE })
  temperature?: number;

  @ApiPropertyOptional({ minimum: 1, default: AI_DEFAULTS.testPage.maxTokens })
  @IsOptional()
  @Transform(toNumber)
  @IsInt({ message: MAX_TOKENS_MESSAGE })
  @Min(1, { message: MAX_TOKENS_MESSAGE })
  maxTokens?: number;

  @ApiPropertyOptional({ example: 'You are a helpful assistant.' })
  @IsOptional()
  @IsString()
  systemPrompt?: string;

  @ApiPropertyOptional({
    type: 'array',
    items: { type: 'string', format: 'binary' },
    description: 'Up to 5 files, 5 MB in total: text, markdown, code, JSON, CSV, PDF, .docx, .xlsx, .xls, .pptx',
  })
  files?: unknown[];
}

export class PromptContentPartDto {
  @ApiProperty({ enum: ['text'], example: 'text' })
  type!: 'text';

  @ApiProperty()
  text!: string;
}

export class PromptUsageDto {
  @ApiProperty({ example: 120 })
  input_tokens!: number;

  @ApiProperty({ example: 240 })
  output_tokens!: number;
}

/** Shaped like Anthropic's message, which the AI test page reads. */
export class AnthropicPromptResponseDto {
  @ApiProperty({ example: 'msg_01XFDUDYJgAACzvnptvVoYEL' })
  id!: string;

  @ApiProperty({ example: 'claude-3-haiku-20240307' })
  model!: string;

  @ApiProperty({ enum: ['assistant'], example: 'assistant' })
  role!: 'assistant';

  @ApiProperty({ type: [PromptContentPartDto] })
  content!: PromptContentPartDto[];

  @ApiProperty({ type: PromptUsageDto })
  usage!: PromptUsageDto;

  @ApiPropertyOptional({ example: 'end_turn' })
  stop_reason?: string;

  @ApiProperty({ description: 'True when the offline demo model wrote the answer (no API key configured)' })
  demo!: boolean;
}
