import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsInt, IsNumber, IsString, Max, MaxLength, Min } from 'class-validator';
import { BRAND_LIMITS, BRAND_MESSAGES } from '@mailplan/shared';
import { ErrorResponseDto } from '../../common/error-response.dto.js';
import { MultipartForm } from '../../common/multipart-form.pipe.js';
import { IfFilled } from '../../common/validation.js';
import { AI_DEFAULTS, AI_PROVIDERS } from '../../ai/ai.config.js';

const binary = { type: 'string', format: 'binary' } as const;

/** A text field of the form; an empty one counts as not sent. */
const Text = (field: string, max?: number, tooLong = BRAND_MESSAGES.tooLong(field)) =>
  applyDecorators(IfFilled(), IsString({ message: BRAND_MESSAGES.notText(field) }), ...(max ? [MaxLength(max, { message: tooLong })] : []));

/**
 * Options both generation calls share (the spec's calls); multipart fields arrive as text. The
 * user picks the provider and the model; the prompt, temperature and token limit are the server's,
 * so the sampling fields older clients send are accepted and ignored.
 */
@MultipartForm()
class GenerateOptionsDto {
  @ApiPropertyOptional({ enum: AI_PROVIDERS, default: 'claude', description: 'AI provider' })
  @Text('modelType')
  @IsIn(AI_PROVIDERS, { message: BRAND_MESSAGES.modelTypeInvalid })
  modelType?: string;

  @ApiPropertyOptional({ example: AI_DEFAULTS.models.claude, description: "The provider's model id ('demo' for the offline model)" })
  @Text('model')
  model?: string;

  @ApiPropertyOptional({
    minimum: 0,
    maximum: 1,
    deprecated: true,
    description: `Ignored: the server's temperature (${AI_DEFAULTS.temperature}) is used. Accepted from older clients; a value outside 0-1 is still refused.`,
  })
  @IfFilled()
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: BRAND_MESSAGES.temperature })
  @Min(0, { message: BRAND_MESSAGES.temperature })
  @Max(1, { message: BRAND_MESSAGES.temperature })
  temperature?: number;

  @ApiPropertyOptional({
    type: 'integer',
    minimum: 1,
    maximum: 64000,
    deprecated: true,
    description: `Ignored: the server's token limit (${AI_DEFAULTS.maxTokens}) is used. Accepted from older clients; a value that is not a positive integer is still refused.`,
  })
  @IfFilled()
  @IsInt({ message: BRAND_MESSAGES.maxTokens })
  @Min(1, { message: BRAND_MESSAGES.maxTokens })
  @Max(64000, { message: BRAND_MESSAGES.maxTokens })
  maxTokens?: number;

  @ApiPropertyOptional({ deprecated: true, description: "Ignored: the system prompt is the server's. Accepted from older clients." })
  @Text('systemPrompt')
  systemPrompt?: string;
}

export class GenerateBrandGuideFormDto extends GenerateOptionsDto {
  @ApiPropertyOptional({
    type: 'array',
    items: binary,
    description:
      'Brand deck and customer reviews, up to 10 files of at most 10 MB each (.pdf .docx .doc .txt .pptx .ppt .md .markdown .csv). Names with "review" or "testimonial", and .csv, are read as reviews. Without files, the saved deck and reviews are used.',
  })
  files?: unknown[];

  @ApiPropertyOptional({ description: 'Additional brand context', maxLength: 5000 })
  @Text('brandContext', BRAND_LIMITS.answerMax, BRAND_MESSAGES.answerMax)
  brandContext?: string;
}

export class GenerateEmailStrategyFormDto extends GenerateOptionsDto {
  @ApiPropertyOptional({
    description: "The client's questionnaire summary. The server builds the prompt from the saved survey, brand guide and files; this text is added to it.",
  })
  @Text('prompt', BRAND_LIMITS.strategyMax)
  prompt?: string;

  @ApiPropertyOptional({ description: 'Brand guidelines to follow; default: the saved guide' })
  @Text('brandGuideText', BRAND_LIMITS.strategyMax)
  brandGuideText?: string;
}

export class GeneratedContentPartDto {
  @ApiProperty({ enum: ['text'], example: 'text' })
  type!: 'text';

  @ApiProperty({ description: 'The generated markdown' })
  text!: string;
}

export class GenerationUsageDto {
  @ApiProperty() inputTokens!: number;
  @ApiProperty() outputTokens!: number;
}

/** What both generation calls answer; a job started with `?async=true` has this as its `result`. */
export class GeneratedTextDto {
  @ApiProperty({ type: [GeneratedContentPartDto], description: 'One text part: content[0].text' })
  content!: GeneratedContentPartDto[];

  @ApiProperty({ description: 'The generated markdown (same as content[0].text)' })
  text!: string;

  @ApiProperty({ example: 'claude' })
  provider!: string;

  @ApiProperty({ example: 'demo' })
  model!: string;

  @ApiProperty({ description: 'True when the offline demo model wrote it; the text then says it is demo content' })
  demo!: boolean;

  @ApiProperty({ type: GenerationUsageDto })
  usage!: GenerationUsageDto;
}

export class GeneratedBrandGuideDto extends GeneratedTextDto {
  @ApiProperty({ description: 'The generated guidelines (same as content[0].text)' })
  brandGuide!: string;
}

/** Errors of the generation calls: the usual shape, with the message also in `error` and a hint to show. */
export class GenerationErrorResponseDto extends ErrorResponseDto {
  @ApiProperty({
    example: 'AI service overloaded (529): the AI service is busy, please try again in a minute or two',
    description: 'The message, as in `message` (the spec client reads `error`)',
  })
  declare error: string;

  @ApiProperty({ description: 'What the user can do about it, in the words of the error hints', example: 'The AI service is busy right now. Please wait a minute or two and try again.' })
  hint!: string;

  @ApiProperty({ enum: ['overloaded', 'rate_limit', 'authentication', 'timeout', 'save_survey', 'other'] })
  kind!: string;

  @ApiProperty({ example: 'Service Unavailable', description: 'The HTTP reason phrase' })
  reason!: string;
}
