import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
  Min,
  MinLength,
  ValidateNested,
} from 'class-validator';
import { FIELD_NAME_MAX, FIELD_NAME_PATTERN, FORM_MESSAGES, LIMITS, MESSAGES, MODULE_CATEGORIES, MODULE_FIELD_TYPES, type ModuleCategory, type ModuleFieldType } from '@mailplan/shared';
import { RequiredText, TrimmedText } from '../../common/validation.js';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
/** Empty number inputs arrive as null or '': they mean "no limit". */
const emptyToUndefined = ({ value }: { value: unknown }) => (value === null || value === '' ? undefined : value);

/** An optional whole number of at least `min` (an empty form value counts as left out). Listed innermost first, as a written-out stack registers them. */
const OptionalWholeNumber = (min: number, message: string): PropertyDecorator =>
  applyDecorators(Min(min, { message }), IsInt({ message }), IsOptional(), Transform(emptyToUndefined));

export class ModuleFieldDto {
  @ApiProperty({ minLength: 1, maxLength: 100, example: 'headline', description: 'Used as {{headline}} in the HTML' })
  @Transform(trim)
  @IsString({ message: MESSAGES.fieldNameRequired })
  @MinLength(1, { message: MESSAGES.fieldNameRequired })
  @MaxLength(FIELD_NAME_MAX, { message: FORM_MESSAGES.fieldNameMax })
  @Matches(FIELD_NAME_PATTERN, { message: FORM_MESSAGES.fieldNameBraces })
  name!: string;

  @ApiProperty({ enum: MODULE_FIELD_TYPES, example: 'text' })
  @IsIn(MODULE_FIELD_TYPES, { message: MESSAGES.fieldTypeInvalid })
  type!: ModuleFieldType;

  @ApiProperty({ description: 'Whether content must be written for this field' })
  @IsBoolean({ message: MESSAGES.fieldRequiredBoolean })
  required!: boolean;

  @ApiProperty({ required: false, type: 'integer', minimum: 1, example: 60 })
  @OptionalWholeNumber(1, MESSAGES.maxLengthPositive)
  maxLength?: number;

  @ApiProperty({ required: false, type: 'integer', minimum: 0, example: 0 })
  @OptionalWholeNumber(0, MESSAGES.minLengthNonNegative)
  minLength?: number;

  @ApiProperty({ minLength: 1, example: 'The main promise of the email, in a few words' })
  @Transform(trim)
  @IsString({ message: MESSAGES.purposeRequired })
  @MinLength(1, { message: MESSAGES.purposeRequired })
  purpose!: string;

  @ApiProperty({ required: false, example: 'Summer is here' })
  @IsOptional()
  @IsString({ message: 'Placeholder must be text' })
  placeholder?: string;
}

export class CreateModuleDto {
  @RequiredText(LIMITS.nameMax, { required: MESSAGES.moduleNameRequired, tooLong: MESSAGES.moduleNameMax }, 'Hero banner')
  name!: string;

  @ApiProperty({ example: 'A full-width headline with a call to action' })
  @TrimmedText({ message: MESSAGES.moduleDescriptionRequired })
  description!: string;

  @ApiProperty({ enum: MODULE_CATEGORIES, example: 'body' })
  @IsIn(MODULE_CATEGORIES, { message: MESSAGES.moduleCategoryInvalid })
  category!: ModuleCategory;

  @ApiProperty({ type: [ModuleFieldDto], required: false, default: [] })
  @IsOptional()
  @IsArray({ message: 'Fields must be a list' })
  @ValidateNested({ each: true, message: 'Each field must be an object' })
  @Type(() => ModuleFieldDto)
  fields: ModuleFieldDto[] = [];

  @ApiProperty({ required: false, default: '', description: 'HTML template; {{field_name}} placeholders name the fields' })
  @IsOptional()
  @IsString({ message: 'HTML content must be text' })
  html_content: string = '';
}

/** A module in the list: what choosing one needs, without its HTML (read that from the detail). */
export class ModuleSummaryDto {
  @ApiProperty({ example: 1 })
  id!: number;

  @ApiProperty({ example: 'Hero banner' })
  name!: string;

  @ApiProperty()
  description!: string;

  @ApiProperty({ enum: MODULE_CATEGORIES })
  category!: ModuleCategory;

  @ApiProperty({ type: [ModuleFieldDto] })
  fields!: ModuleFieldDto[];
}

export class ModuleDto extends ModuleSummaryDto {
  @ApiProperty({ description: 'HTML template; empty when the module has none' })
  html_content!: string;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt!: string;

  @ApiProperty({ type: String, format: 'date-time' })
  updatedAt!: string;
}
