import { Controller, Get, NotFoundException, Param, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiParam, ApiProduces, ApiPropertyOptional, ApiTags } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import type { Response } from 'express';
import { Public } from '../common/access.decorators.js';
import { ApiErrors } from '../common/route-decorators.js';
import { DEMO_IMAGE_LIMITS, DEMO_IMAGE_PALETTES, DEMO_IMAGES_PATH, renderDemoImage } from './demo/demo-images.js';

const { minSize, maxSize, textMax } = DEMO_IMAGE_LIMITS;
const sizeMessage = (name: string) => `${name} must be a whole number from ${minSize} to ${maxSize}`;
const toneMax = DEMO_IMAGE_PALETTES.length - 1;

export class DemoImageQueryDto {
  @ApiPropertyOptional({ type: 'integer', description: 'Width in pixels', minimum: minSize, maximum: maxSize, default: DEMO_IMAGE_LIMITS.defaultWidth })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: sizeMessage('w') })
  @Min(minSize, { message: sizeMessage('w') })
  @Max(maxSize, { message: sizeMessage('w') })
  w?: number;

  @ApiPropertyOptional({ type: 'integer', description: 'Height in pixels', minimum: minSize, maximum: maxSize, default: DEMO_IMAGE_LIMITS.defaultHeight })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: sizeMessage('h') })
  @Min(minSize, { message: sizeMessage('h') })
  @Max(maxSize, { message: sizeMessage('h') })
  h?: number;

  @ApiPropertyOptional({ description: 'The main line, e.g. a product name', maxLength: textMax })
  @IsOptional()
  @IsString({ message: 'text must be text' })
  @MaxLength(textMax, { message: `text must be at most ${textMax} characters` })
  text?: string;

  @ApiPropertyOptional({ description: 'A small line under it, e.g. the brand', maxLength: textMax })
  @IsOptional()
  @IsString({ message: 'sub must be text' })
  @MaxLength(textMax, { message: `sub must be at most ${textMax} characters` })
  sub?: string;

  @ApiPropertyOptional({ type: 'integer', description: 'Palette; by default chosen from the text', minimum: 0, maximum: toneMax })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: `tone must be a whole number from 0 to ${toneMax}` })
  @Min(0, { message: `tone must be a whole number from 0 to ${toneMax}` })
  @Max(toneMax, { message: `tone must be a whole number from 0 to ${toneMax}` })
  tone?: number;
}

const FILE_NAME = /^[a-z0-9][a-z0-9-]{0,79}\.svg$/;
const NOT_FOUND = 'No such demo image';

/**
 * The demo model's images: SVG placeholders drawn by this app, so demo emails show images with no
 * outside host and no network. Public and cacheable: email clients and their image proxies fetch
 * images without a session, from any origin.
 */
@ApiTags('demo-images')
@Public()
@Controller(DEMO_IMAGES_PATH)
export class DemoImagesController {
  @Get(':name')
  @ApiOperation({ operationId: 'getDemoImage', summary: 'A placeholder image of the demo model (SVG), e.g. a product name on a soft background' })
  @ApiParam({ name: 'name', description: 'Any name of lower-case letters, digits and dashes, ending in .svg', example: 'jasmine-green-tea.svg' })
  @ApiProduces('image/svg+xml')
  @ApiOkResponse({ description: 'The image', content: { 'image/svg+xml': { schema: { type: 'string' } } } })
  @ApiErrors({ badRequest: 'A size, text or tone out of range', notFound: `${NOT_FOUND}: the name does not end in .svg` })
  image(@Param('name') name: string, @Query() query: DemoImageQueryDto, @Res({ passthrough: true }) res: Response): string {
    if (!FILE_NAME.test(name)) throw new NotFoundException(NOT_FOUND);
    res.setHeader('Content-Type', 'image/svg+xml; charset=utf-8');
    // the same address always draws the same image
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    // an email client on another origin may show it; opened on its own it can load nothing
    res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
    res.setHeader('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
    return renderDemoImage(query);
  }
}
