// The brand settings: what GET answers, and the form POST takes. The form's classes carry the
// rules (class-validator, with the messages of BRAND_MESSAGES): the multipart pipe turns the form's
// text into these shapes, then the validators check it. The nested shapes the answer and the form
// share are one class each; where the form may leave out what the answer always has, its class is
// derived (PartialType).
import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional, PartialType, getSchemaPath } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsNotEmpty,
  IsNumber,
  IsObject,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  ValidateBy,
  ValidateIf,
  ValidateNested,
  type ValidationArguments,
} from 'class-validator';
import {
  BRAND_DEFAULTS,
  BRAND_FILE_KINDS,
  BRAND_LIMITS,
  BRAND_MESSAGES,
  CONTENT_TYPES,
  DISCOUNT_RANGES,
  LIST_SIZES,
  SELLING_COUNTRIES,
  SELLING_COUNTRIES_MAX,
  CALENDAR_MESSAGES,
  CALENDAR_REGION_CODES,
  SEND_FREQUENCIES,
  isCssColor,
  type BrandFileKind,
  DEFAULT_EMAIL_LANGUAGE,
  EMAIL_LANGUAGE_MAX,
  isEmailLanguage,
} from '@mailplan/shared';
import { CssPixels, MultipartForm } from '../../common/multipart-form.pipe.js';
import { BodyMessage, IfSent } from '../../common/validation.js';
import { IsWebsiteUrl } from '../../common/website-url.validator.js';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** Any CSS colour (kept trimmed); `label` names it in the message ('Primary color must be ...'). */
const IsCssColor = (label: string | ((args: ValidationArguments) => string)) =>
  applyDecorators(
    Transform(trim),
    ValidateBy({
      name: 'isCssColor',
      validator: {
        validate: (value: unknown) => isCssColor(value),
        defaultMessage: (args: ValidationArguments) => BRAND_MESSAGES.colorInvalid(typeof label === 'string' ? label : label(args)),
      },
    }),
  );

/** '' (an empty form field) is not given. */
const emptyIsNotGiven = ({ value }: { value: unknown }) => (value === '' ? undefined : value);

/** A date in any form Date.parse reads, kept as an ISO timestamp; empty or null means not given. */
const IsDateText = (path: string) =>
  applyDecorators(
    Transform(({ value }) => (typeof value === 'string' && value !== '' && !Number.isNaN(Date.parse(value)) ? new Date(value).toISOString() : emptyIsNotGiven({ value }))),
    IsOptional(),
    ValidateBy({
      name: 'isDateText',
      validator: { validate: (value: unknown) => typeof value === 'string' && !Number.isNaN(Date.parse(value)), defaultMessage: () => BRAND_MESSAGES.dateInvalid(path) },
    }),
  );

/** A survey answer or the business context: text of at most 5000 characters; null means not given. */
const Answer = () => applyDecorators(IsOptional(), IsString({ message: BRAND_MESSAGES.answerMax }), MaxLength(BRAND_LIMITS.answerMax, { message: BRAND_MESSAGES.answerMax }));

/** One of the spec's options, or '' to clear the answer; null means not given. */
const Choice = (field: string, options: readonly string[]) =>
  applyDecorators(IsOptional(), IsIn(['', ...options], { message: BRAND_MESSAGES.choiceInvalid(field, options) }));

/** A nested object of the form (or, in a multipart form, its JSON text or bracket fields). */
const Nested = (type: () => new () => object, field: string) =>
  applyDecorators(
    IsObject({ message: BRAND_MESSAGES.notAnObject(field) }),
    ValidateNested({ message: BRAND_MESSAGES.notAnObject(field) }),
    Type(type),
  );

// ---- typography --------------------------------------------------------------------------------

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

const FontName = () =>
  applyDecorators(
    IfSent(),
    Transform(trim),
    IsString({ message: BRAND_MESSAGES.fontName }),
    IsNotEmpty({ message: BRAND_MESSAGES.fontName }),
    MaxLength(BRAND_LIMITS.fontNameMax, { message: BRAND_MESSAGES.fontName }),
  );

/** Typography as a save sends it: the base size may be written as CSS pixels (`16px`). */
export class BrandTypographyFormDto {
  @ApiPropertyOptional({ example: BRAND_DEFAULTS.typography.headingFont, maxLength: BRAND_LIMITS.fontNameMax })
  @FontName()
  headingFont?: string;

  @ApiPropertyOptional({ example: BRAND_DEFAULTS.typography.bodyFont, maxLength: BRAND_LIMITS.fontNameMax })
  @FontName()
  bodyFont?: string;

  @ApiPropertyOptional({
    oneOf: [
      { type: 'number', minimum: BRAND_LIMITS.baseFontSizeMin, maximum: BRAND_LIMITS.baseFontSizeMax },
      { type: 'string', pattern: '^\\s*(\\d+(\\.\\d+)?|\\.\\d+)\\s*([pP][xX])?\\s*$', example: '16px' },
    ],
    description: `Pixels, ${BRAND_LIMITS.baseFontSizeMin}-${BRAND_LIMITS.baseFontSizeMax}: a number, or text such as \`16\` or \`16px\`; answered as a number`,
  })
  @CssPixels()
  @IfSent()
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: BRAND_MESSAGES.baseFontSize })
  @Min(BRAND_LIMITS.baseFontSizeMin, { message: BRAND_MESSAGES.baseFontSize })
  @Max(BRAND_LIMITS.baseFontSizeMax, { message: BRAND_MESSAGES.baseFontSize })
  baseFontSize?: number;

  @ApiPropertyOptional({ example: 1.2, minimum: BRAND_LIMITS.scaleRatioMin, maximum: BRAND_LIMITS.scaleRatioMax })
  @IfSent()
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: BRAND_MESSAGES.scaleRatio })
  @Min(BRAND_LIMITS.scaleRatioMin, { message: BRAND_MESSAGES.scaleRatio })
  @Max(BRAND_LIMITS.scaleRatioMax, { message: BRAND_MESSAGES.scaleRatio })
  scaleRatio?: number;
}

// ---- colours -----------------------------------------------------------------------------------

export class BrandCustomColorDto {
  @ApiProperty({ example: 'Sage', maxLength: BRAND_LIMITS.customColorNameMax })
  @Transform(trim)
  @IsString({ message: BRAND_MESSAGES.customColorName })
  @IsNotEmpty({ message: BRAND_MESSAGES.customColorName })
  @MaxLength(BRAND_LIMITS.customColorNameMax, { message: BRAND_MESSAGES.customColorName })
  name!: string;

  @ApiProperty({ example: 'hsl(140, 20%, 60%)', description: 'Any CSS color' })
  @IsCssColor(({ object }) => {
    const name = (object as { name?: unknown }).name;
    return typeof name === 'string' && name ? `Custom color ${name}` : 'Custom color';
  })
  value!: string;
}

/** At most 20 custom colours, each with a name and a value. */
const CustomColors = () =>
  applyDecorators(
    IsArray({ message: BRAND_MESSAGES.customColors }),
    ArrayMaxSize(BRAND_LIMITS.customColorsMax, { message: BRAND_MESSAGES.customColors }),
    ValidateNested({ each: true, message: BRAND_MESSAGES.customColors }),
    Type(() => BrandCustomColorDto),
  );

export class BrandColorsDto {
  @ApiProperty({ example: BRAND_DEFAULTS.colors.primary, description: 'Any CSS color' })
  @IsCssColor('Primary color')
  primary!: string;

  @ApiProperty({ example: BRAND_DEFAULTS.colors.secondary })
  @IsCssColor('Secondary color')
  secondary!: string;

  @ApiProperty({ example: BRAND_DEFAULTS.colors.accent })
  @IsCssColor('Accent color')
  accent!: string;

  @ApiProperty({ example: BRAND_DEFAULTS.colors.background })
  @IsCssColor('Background color')
  background!: string;

  @ApiProperty({ example: BRAND_DEFAULTS.colors.text })
  @IsCssColor('Text color')
  text!: string;

  @ApiProperty({ type: [BrandCustomColorDto], maxItems: BRAND_LIMITS.customColorsMax })
  @CustomColors()
  customColors!: BrandCustomColorDto[];
}

/** The colours a save sends: any of them (a colour sent as null is refused). */
export class BrandColorsFormDto extends PartialType(BrandColorsDto, { skipNullProperties: false }) {}

// ---- files, guide, survey ----------------------------------------------------------------------

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
  @IsString({ message: BRAND_MESSAGES.brandGuideMax })
  @MaxLength(BRAND_LIMITS.brandGuideMax, { message: BRAND_MESSAGES.brandGuideMax })
  text!: string;

  @ApiPropertyOptional({ format: 'date-time' })
  @IsDateText('brandGuide.generatedAt')
  generatedAt?: string;

  @ApiPropertyOptional({ format: 'date-time' })
  @IsDateText('brandGuide.updatedAt')
  updatedAt?: string;
}

/** The guide as a save sends it: `updatedAt` alone keeps the text; an empty text removes the guide. */
export class BrandGuideFormDto extends PartialType(BrandGuideDto) {}

/** The strategy survey (the spec's fields) and the generated strategy. Every field is optional. */
export class EmailStrategyDto {
  @ApiPropertyOptional({ maxLength: BRAND_LIMITS.answerMax }) @Answer() brandName?: string;
  @ApiPropertyOptional({ maxLength: BRAND_LIMITS.answerMax }) @Answer() websiteUrl?: string;
  @ApiPropertyOptional({ maxLength: BRAND_LIMITS.answerMax }) @Answer() bestSellingProducts?: string;
  @ApiPropertyOptional({ maxLength: BRAND_LIMITS.answerMax }) @Answer() secondaryProducts?: string;
  @ApiPropertyOptional({ maxLength: BRAND_LIMITS.answerMax }) @Answer() repeatPurchaseDrivers?: string;
  @ApiPropertyOptional({ maxLength: BRAND_LIMITS.answerMax }) @Answer() repurchaseTimeframe?: string;
  @ApiPropertyOptional({ enum: LIST_SIZES }) @Choice('recipientCount', LIST_SIZES) recipientCount?: string;
  @ApiPropertyOptional({ enum: SEND_FREQUENCIES }) @Choice('sendFrequency', SEND_FREQUENCIES) sendFrequency?: string;

  @ApiPropertyOptional({ type: 'array', items: { type: 'string', enum: [...CONTENT_TYPES] } })
  @IsOptional()
  @IsArray({ message: BRAND_MESSAGES.contentTypes })
  @IsIn(CONTENT_TYPES, { each: true, message: BRAND_MESSAGES.contentTypes })
  contentTypes?: string[];

  @ApiPropertyOptional({ maxLength: BRAND_LIMITS.answerMax }) @Answer() otherContentType?: string;
  @ApiPropertyOptional({ maxLength: BRAND_LIMITS.answerMax }) @Answer() productEducationNeeded?: string;
  @ApiPropertyOptional({ maxLength: BRAND_LIMITS.answerMax }) @Answer() promotionalStrategies?: string;
  @ApiPropertyOptional({ enum: DISCOUNT_RANGES }) @Choice('discountRange', DISCOUNT_RANGES) discountRange?: string;
  @ApiPropertyOptional({ maxLength: BRAND_LIMITS.answerMax }) @Answer() seasonalPeriods?: string;
  @ApiPropertyOptional({ maxLength: BRAND_LIMITS.answerMax }) @Answer() sixMonthGoals?: string;

  @ApiPropertyOptional()
  @Transform(emptyIsNotGiven)
  @IsOptional()
  @IsBoolean({ message: BRAND_MESSAGES.booleanInvalid('emailStrategy.hasCompletedSurvey') })
  hasCompletedSurvey?: boolean;

  @ApiPropertyOptional({ format: 'date-time' }) @IsDateText('emailStrategy.completedAt') completedAt?: string;

  @ApiPropertyOptional({ description: 'The generated strategy (markdown)', maxLength: BRAND_LIMITS.strategyMax })
  @IsOptional()
  @IsString({ message: BRAND_MESSAGES.strategyMax })
  @MaxLength(BRAND_LIMITS.strategyMax, { message: BRAND_MESSAGES.strategyMax })
  generatedStrategy?: string;

  @ApiPropertyOptional({ format: 'date-time' }) @IsDateText('emailStrategy.generatedAt') generatedAt?: string;
}

export class BusinessContextDto {
  @ApiPropertyOptional({ maxLength: BRAND_LIMITS.answerMax }) @Answer() monthlyContext?: string;
}

// ---- the answer --------------------------------------------------------------------------------

export class BrandSettingsDto {
  @ApiProperty({ example: 1 })
  id!: number;

  @ApiProperty({ example: 1 })
  organizationId!: number;

  @ApiProperty({ example: BRAND_DEFAULTS.name, maxLength: BRAND_LIMITS.nameMax })
  name!: string;

  @ApiProperty({ type: String, format: 'uri', nullable: true, example: 'https://example.com', maxLength: BRAND_LIMITS.websiteUrlMax })
  website_url!: string | null;

  @ApiProperty({ example: DEFAULT_EMAIL_LANGUAGE, maxLength: EMAIL_LANGUAGE_MAX, description: "The language of the brand's emails (a BCP 47 tag such as en, de-CH or ar; en by default): the exported email's lang, and its dir (rtl for Arabic, Hebrew, Persian, Urdu, ...)" })
  language!: string;

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

  @ApiProperty({ type: 'array', items: { type: 'string', enum: [...SELLING_COUNTRIES] }, maxItems: SELLING_COUNTRIES_MAX, description: 'The countries the brand sells in (ISO 3166-1 alpha-2); [] when none was chosen' })
  countries!: string[];

  @ApiProperty({
    type: 'array',
    items: { type: 'string', example: 'GB-ENG' },
    description: 'The region whose holidays the calendar shows, for each country whose holidays differ by region: the chosen one or the default (`GB-ENG`); a country shown whole is not listed',
  })
  regions!: string[];

  @ApiProperty({ format: 'date-time' })
  updatedAt!: string;
}

// ---- the form ----------------------------------------------------------------------------------

const binary = { type: 'string', format: 'binary' } as const;

/**
 * The form of `POST /api/brand-settings`, multipart or JSON. Every field is optional: what is sent
 * is changed, the rest is kept. Nested values may be sent in bracket form
 * (`typography[headingFont]`) or as JSON text. The files are taken by the upload interceptor.
 */
@MultipartForm()
@BodyMessage(BRAND_MESSAGES.bodyNotAnObject)
export class BrandSettingsFormDto {
  @ApiPropertyOptional({ maxLength: BRAND_LIMITS.nameMax, example: 'Aurora Tea' })
  @IfSent()
  @Transform(trim)
  @IsString({ message: BRAND_MESSAGES.nameRequired })
  @IsNotEmpty({ message: BRAND_MESSAGES.nameRequired })
  @MaxLength(BRAND_LIMITS.nameMax, { message: BRAND_MESSAGES.nameMax })
  name?: string;

  @ApiPropertyOptional({
    type: String,
    maxLength: BRAND_LIMITS.websiteUrlMax,
    example: 'https://auroratea.example',
    // the address's shape, for clients and generated forms; the host rule is the description's
    pattern: '^$|^(?:[Hh][Tt][Tt][Pp][Ss]?://)?[^\\s/?#@]+\\.[A-Za-z0-9-]{2,63}(?::\\d+)?(?:[/?#]\\S*)?$',
    description:
      "An http(s) address whose host is a domain name ending in a top-level domain of letters (no IP address, no user name); `https://` is added when no scheme is given; '' clears it",
  })
  @IfSent()
  @IsWebsiteUrl()
  website_url?: string | null;

  @ApiPropertyOptional({ example: 'de', maxLength: EMAIL_LANGUAGE_MAX, description: "The language of the brand's emails, a BCP 47 tag (en, de-CH, ar, ...)" })
  @IfSent()
  @Transform(trim)
  @ValidateBy({ name: 'isEmailLanguage', validator: { validate: (value: unknown) => isEmailLanguage(value), defaultMessage: () => BRAND_MESSAGES.languageInvalid } })
  language?: string;

  @ApiPropertyOptional({ type: BrandTypographyFormDto, description: 'Or `typography[headingFont]`, `typography[baseFontSize]`, ... fields, or JSON text' })
  @IfSent()
  @Nested(() => BrandTypographyFormDto, 'typography')
  typography?: BrandTypographyFormDto;

  @ApiPropertyOptional({ type: BrandColorsFormDto, description: 'Or `colors[primary]`, ... fields, or JSON text' })
  @IfSent()
  @Nested(() => BrandColorsFormDto, 'colors')
  colors?: BrandColorsFormDto;

  @ApiPropertyOptional({
    oneOf: [{ type: 'array', items: { $ref: getSchemaPath(BrandCustomColorDto) }, maxItems: BRAND_LIMITS.customColorsMax }, { type: 'string', example: '[{"name":"Sage","value":"#9caf88"}]' }],
    description: 'A list of {name, value} (in a multipart form: as JSON text); replaces colors.customColors',
  })
  @IfSent()
  @CustomColors()
  customColors?: BrandCustomColorDto[];

  @ApiPropertyOptional({ type: BrandGuideFormDto, description: 'Or `brandGuide[text]` and `brandGuide[updatedAt]`, or JSON text {text, generatedAt}; an empty text removes the guide' })
  @ValidateIf((_, value) => value !== undefined && value !== null) // null (or '') removes the guide
  @Nested(() => BrandGuideFormDto, 'brandGuide')
  brandGuide?: BrandGuideFormDto | null;

  @ApiPropertyOptional({
    type: Object,
    oneOf: [{ $ref: getSchemaPath(EmailStrategyDto) }, { type: 'string', example: '{"brandName":"Aurora Tea"}' }],
    description: 'Survey answers (in a multipart form: as JSON text), merged into the saved survey',
  })
  @IfSent()
  @Nested(() => EmailStrategyDto, 'emailStrategy')
  emailStrategy?: EmailStrategyDto;

  @ApiPropertyOptional({ type: BusinessContextDto, description: 'Or `businessContext[monthlyContext]`, or JSON text' })
  @IfSent()
  @Nested(() => BusinessContextDto, 'businessContext')
  businessContext?: BusinessContextDto;

  @ApiPropertyOptional({
    type: 'array',
    items: { type: 'string', enum: [...SELLING_COUNTRIES] },
    maxItems: SELLING_COUNTRIES_MAX,
    description: 'The countries the brand sells in (in a multipart form: comma-separated or JSON text); replaces the saved list',
  })
  @IfSent()
  @IsArray({ message: CALENDAR_MESSAGES.countries })
  @ArrayMaxSize(SELLING_COUNTRIES_MAX, { message: CALENDAR_MESSAGES.countries })
  @Transform(({ value }) => (Array.isArray(value) ? value.map((v) => (typeof v === 'string' ? v.trim().toUpperCase() : v)) : value))
  @IsIn(SELLING_COUNTRIES, { each: true, message: CALENDAR_MESSAGES.countries })
  countries?: string[];

  @ApiPropertyOptional({
    type: 'array',
    items: { type: 'string', example: 'GB-SCT' },
    description:
      'The region of each listed country whose holidays differ by region, as country-region (`GB-SCT`, `DE-BY`; in a multipart form: comma-separated or JSON text); at most one per country, only countries the brand lists; replaces the saved choices, and a country not named uses its default',
  })
  @IfSent()
  @IsArray({ message: CALENDAR_MESSAGES.regions })
  @ArrayMaxSize(SELLING_COUNTRIES_MAX, { message: CALENDAR_MESSAGES.regions })
  @Transform(({ value }) => (Array.isArray(value) ? value.map((v) => (typeof v === 'string' ? v.trim().toUpperCase() : v)) : value))
  @IsIn(CALENDAR_REGION_CODES, { each: true, message: CALENDAR_MESSAGES.regions })
  regions?: string[];

  // The files are multer's (brand-upload.interceptor.ts); a text field of these names is refused.
  @ApiPropertyOptional({ ...binary, description: 'Brand deck, at most 10 MB: .pdf .pptx .ppt .docx .doc .md .markdown .txt' })
  brandDeckFile?: unknown;

  @ApiPropertyOptional({ ...binary, description: 'Customer reviews, at most 10 MB: .csv .txt .json .xlsx .xls .pdf .docx .doc' })
  customerReviewsFile?: unknown;

  @ApiPropertyOptional({ ...binary, description: 'Strategy document, at most 10 MB: .pdf .docx .doc .md .markdown .txt' })
  emailStrategyFile?: unknown;

  @ApiPropertyOptional({
    type: String,
    description: `Comma-separated kinds of uploaded files to remove: ${BRAND_FILE_KINDS.join(', ')}`,
    example: 'brandDeck',
    pattern: `^\\s*(${BRAND_FILE_KINDS.join('|')})\\s*(,\\s*(${BRAND_FILE_KINDS.join('|')})\\s*)*$`,
  })
  @IfSent()
  @IsArray({ message: BRAND_MESSAGES.removeFiles })
  @IsIn(BRAND_FILE_KINDS, { each: true, message: BRAND_MESSAGES.removeFiles })
  removeFiles?: BrandFileKind[];
}
