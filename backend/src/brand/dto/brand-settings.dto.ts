import { ApiProperty, ApiPropertyOptional, getSchemaPath } from '@nestjs/swagger';
import { BRAND_DEFAULTS, BRAND_FILE_KINDS, BRAND_LIMITS, CONTENT_TYPES, DISCOUNT_RANGES, LIST_SIZES, SEND_FREQUENCIES } from '@mailplan/shared';

export class BrandTypographyDto {
  @ApiProperty({ example: BRAND_DEFAULTS.typography.headingFont, maxLength: BRAND_LIMITS.fontNameMax })
  headingFont!: string;

  @ApiProperty({ example: BRAND_DEFAULTS.typography.bodyFont, maxLength: BRAND_LIMITS.fontNameMax })
  bodyFont!: string;

  @ApiProperty({ example: 16, minimum: BRAND_LIMITS.baseFontSizeMin, maximum: BRAND_LIMITS.baseFontSizeMax, description: 'Pixels' })
  baseFontSize!: number;

  @ApiProperty({ example: 1.2, minimum: BRAND_LIMITS.scaleRatioMin, maximum: BRAND_LIMITS.scaleRatioMax })
  scaleRatio!: number;
}

/** Typography as a save sends it: the base size may be written as CSS pixels (`16px`). */
export class BrandTypographyFormDto {
  @ApiPropertyOptional({ example: BRAND_DEFAULTS.typography.headingFont, maxLength: BRAND_LIMITS.fontNameMax })
  headingFont?: string;

  @ApiPropertyOptional({ example: BRAND_DEFAULTS.typography.bodyFont, maxLength: BRAND_LIMITS.fontNameMax })
  bodyFont?: string;

  @ApiPropertyOptional({
    oneOf: [
      { type: 'number', minimum: BRAND_LIMITS.baseFontSizeMin, maximum: BRAND_LIMITS.baseFontSizeMax },
      { type: 'string', pattern: '^\\s*(\\d+(\\.\\d+)?|\\.\\d+)\\s*([pP][xX])?\\s*$', example: '16px' },
    ],
    description: `Pixels, ${BRAND_LIMITS.baseFontSizeMin}-${BRAND_LIMITS.baseFontSizeMax}: a number, or text such as \`16\` or \`16px\`; answered as a number`,
  })
  baseFontSize?: number | string;

  @ApiPropertyOptional({ example: 1.2, minimum: BRAND_LIMITS.scaleRatioMin, maximum: BRAND_LIMITS.scaleRatioMax })
  scaleRatio?: number;
}

export class BrandCustomColorDto {
  @ApiProperty({ example: 'Sage', maxLength: BRAND_LIMITS.customColorNameMax })
  name!: string;

  @ApiProperty({ example: 'hsl(140, 20%, 60%)', description: 'Any CSS color' })
  value!: string;
}

export class BrandColorsDto {
  @ApiProperty({ example: BRAND_DEFAULTS.colors.primary, description: 'Any CSS color' })
  primary!: string;

  @ApiProperty({ example: BRAND_DEFAULTS.colors.secondary })
  secondary!: string;

  @ApiProperty({ example: BRAND_DEFAULTS.colors.accent })
  accent!: string;

  @ApiProperty({ example: BRAND_DEFAULTS.colors.background })
  background!: string;

  @ApiProperty({ example: BRAND_DEFAULTS.colors.text })
  text!: string;

  @ApiProperty({ type: [BrandCustomColorDto], maxItems: BRAND_LIMITS.customColorsMax })
  customColors!: BrandCustomColorDto[];
}

/** An uploaded file, without its bytes (they are served by `url`). */
export class BrandFileInfoDto {
  @ApiProperty({ example: 'brand-deck.pdf' })
  filename!: string;

  @ApiProperty({ example: 'application/pdf' })
  mimetype!: string;

  @ApiProperty({ example: 48213, description: 'Bytes' })
  size!: number;

  @ApiProperty({ description: 'Whether the text could be read for AI prompts (false e.g. for .ppt)' })
  textExtracted!: boolean;

  @ApiProperty({ example: '/api/brand-settings/files/brandDeck', description: 'Where the bytes are served' })
  url!: string;
}

export class BrandGuideDto {
  @ApiProperty({ description: 'The guidelines (markdown or plain text)', maxLength: BRAND_LIMITS.brandGuideMax })
  text!: string;

  @ApiPropertyOptional({ format: 'date-time' })
  generatedAt?: string;

  @ApiPropertyOptional({ format: 'date-time' })
  updatedAt?: string;
}

/** The strategy survey (part 2, section 3) and the generated strategy. Every field is optional. */
export class EmailStrategyDto {
  @ApiPropertyOptional({ maxLength: BRAND_LIMITS.answerMax }) brandName?: string;
  @ApiPropertyOptional({ maxLength: BRAND_LIMITS.answerMax }) websiteUrl?: string;
  @ApiPropertyOptional({ maxLength: BRAND_LIMITS.answerMax }) bestSellingProducts?: string;
  @ApiPropertyOptional({ maxLength: BRAND_LIMITS.answerMax }) secondaryProducts?: string;
  @ApiPropertyOptional({ maxLength: BRAND_LIMITS.answerMax }) repeatPurchaseDrivers?: string;
  @ApiPropertyOptional({ maxLength: BRAND_LIMITS.answerMax }) repurchaseTimeframe?: string;
  @ApiPropertyOptional({ enum: LIST_SIZES }) recipientCount?: string;
  @ApiPropertyOptional({ enum: SEND_FREQUENCIES }) sendFrequency?: string;
  @ApiPropertyOptional({ type: 'array', items: { type: 'string', enum: [...CONTENT_TYPES] } }) contentTypes?: string[];
  @ApiPropertyOptional({ maxLength: BRAND_LIMITS.answerMax }) otherContentType?: string;
  @ApiPropertyOptional({ maxLength: BRAND_LIMITS.answerMax }) productEducationNeeded?: string;
  @ApiPropertyOptional({ maxLength: BRAND_LIMITS.answerMax }) promotionalStrategies?: string;
  @ApiPropertyOptional({ enum: DISCOUNT_RANGES }) discountRange?: string;
  @ApiPropertyOptional({ maxLength: BRAND_LIMITS.answerMax }) seasonalPeriods?: string;
  @ApiPropertyOptional({ maxLength: BRAND_LIMITS.answerMax }) sixMonthGoals?: string;
  @ApiPropertyOptional() hasCompletedSurvey?: boolean;
  @ApiPropertyOptional({ format: 'date-time' }) completedAt?: string;
  @ApiPropertyOptional({ description: 'The generated strategy (markdown)', maxLength: BRAND_LIMITS.strategyMax }) generatedStrategy?: string;
  @ApiPropertyOptional({ format: 'date-time' }) generatedAt?: string;
}

export class BusinessContextDto {
  @ApiPropertyOptional({ maxLength: BRAND_LIMITS.answerMax }) monthlyContext?: string;
}

export class BrandSettingsDto {
  @ApiProperty({ example: 1 })
  id!: number;

  @ApiProperty({ example: 1 })
  organizationId!: number;

  @ApiProperty({ example: BRAND_DEFAULTS.name, maxLength: BRAND_LIMITS.nameMax })
  name!: string;

  @ApiProperty({ type: String, format: 'uri', nullable: true, example: 'https://example.com', maxLength: BRAND_LIMITS.websiteUrlMax })
  website_url!: string | null;

  @ApiProperty({ type: BrandTypographyDto })
  typography!: BrandTypographyDto;

  @ApiProperty({ type: BrandColorsDto })
  colors!: BrandColorsDto;

  @ApiProperty({ type: BrandFileInfoDto, nullable: true })
  brandDeck!: BrandFileInfoDto | null;

  @ApiProperty({ type: BrandFileInfoDto, nullable: true })
  customerReviews!: BrandFileInfoDto | null;

  @ApiProperty({ type: BrandFileInfoDto, nullable: true, description: 'The uploaded strategy document' })
  emailStrategyFile!: BrandFileInfoDto | null;

  @ApiProperty({ type: BrandGuideDto, nullable: true })
  brandGuide!: BrandGuideDto | null;

  @ApiProperty({ type: EmailStrategyDto, nullable: true })
  emailStrategy!: EmailStrategyDto | null;

  @ApiProperty({ type: BusinessContextDto, nullable: true })
  businessContext!: BusinessContextDto | null;

  @ApiProperty({ format: 'date-time' })
  updatedAt!: string;
}

const binary = { type: 'string', format: 'binary' } as const;

/**
 * The multipart form of `POST /api/brand-settings` (documentation; the form is parsed by
 * brand-form.parser.ts). Every field is optional: what is sent is changed, the rest is kept.
 * Nested values may be sent in bracket form (`typography[headingFont]`) or as JSON text.
 */
export class BrandSettingsFormDto {
  @ApiPropertyOptional({ maxLength: BRAND_LIMITS.nameMax, example: 'Aurora Tea' })
  name?: string;

  @ApiPropertyOptional({
    maxLength: BRAND_LIMITS.websiteUrlMax,
    example: 'https://auroratea.example',
    description:
      "An http(s) address whose host is a domain name ending in a top-level domain of letters (no IP address, no user name); `https://` is added when no scheme is given; '' clears it",
  })
  website_url?: string;

  @ApiPropertyOptional({ type: BrandTypographyFormDto, description: 'Or `typography[headingFont]`, `typography[baseFontSize]`, ... fields, or JSON text' })
  typography?: BrandTypographyFormDto;

  @ApiPropertyOptional({ type: BrandColorsDto, description: 'Or `colors[primary]`, ... fields, or JSON text' })
  colors?: BrandColorsDto;

  @ApiPropertyOptional({
    oneOf: [{ type: 'array', items: { $ref: getSchemaPath(BrandCustomColorDto) }, maxItems: BRAND_LIMITS.customColorsMax }, { type: 'string', example: '[{"name":"Sage","value":"#9caf88"}]' }],
    description: 'A list of {name, value} (in a multipart form: as JSON text); replaces colors.customColors',
  })
  customColors?: BrandCustomColorDto[] | string;

  @ApiPropertyOptional({ type: BrandGuideDto, description: 'Or `brandGuide[text]` and `brandGuide[updatedAt]`, or JSON text {text, generatedAt}; an empty text removes the guide' })
  brandGuide?: BrandGuideDto;

  @ApiPropertyOptional({
    oneOf: [{ $ref: getSchemaPath(EmailStrategyDto) }, { type: 'string', example: '{"brandName":"Aurora Tea"}' }],
    description: 'Survey answers (in a multipart form: as JSON text), merged into the saved survey',
  })
  emailStrategy?: EmailStrategyDto | string;

  @ApiPropertyOptional({ type: BusinessContextDto, description: 'Or `businessContext[monthlyContext]`, or JSON text' })
  businessContext?: BusinessContextDto;

  @ApiPropertyOptional({ ...binary, description: 'Brand deck, at most 10 MB: .pdf .pptx .ppt .docx .doc .md .markdown .txt' })
  brandDeckFile?: unknown;

  @ApiPropertyOptional({ ...binary, description: 'Customer reviews, at most 10 MB: .csv .txt .json .xlsx .xls .pdf .docx .doc' })
  customerReviewsFile?: unknown;

  @ApiPropertyOptional({ ...binary, description: 'Strategy document, at most 10 MB: .pdf .docx .doc .md .markdown .txt' })
  emailStrategyFile?: unknown;

  @ApiPropertyOptional({
    description: `Comma-separated kinds of uploaded files to remove: ${BRAND_FILE_KINDS.join(', ')}`,
    example: 'brandDeck',
    pattern: `^\\s*(${BRAND_FILE_KINDS.join('|')})\\s*(,\\s*(${BRAND_FILE_KINDS.join('|')})\\s*)*$`,
  })
  removeFiles?: string;
}
