import { Body, Get, HttpCode, HttpStatus, NotFoundException, Param, Post, Res, StreamableFile, UploadedFiles, UseInterceptors } from '@nestjs/common';
import { ApiBadRequestResponse, ApiBody, ApiConsumes, ApiOkResponse, ApiOperation, ApiParam, ApiProduces } from '@nestjs/swagger';
import type { Response } from 'express';
import { BRAND_FILE_KINDS, BRAND_MESSAGES, type BrandFileKind } from '@mailplan/shared';
import { Can } from '../common/access.decorators.js';
import { ErrorResponseDto } from '../common/error-response.dto.js';
import { Tenant, type TenantScope } from '../common/tenant-scope.js';
import { ApiController, ApiErrors, ReadList } from '../common/route-decorators.js';
import { BrandSettingsUploadInterceptor } from './brand-upload.interceptor.js';
import { BrandService, type BrandUploads } from './brand.service.js';
import { BrandSettingsDto, BrandSettingsFormDto } from './dto/brand-settings.dto.js';

// auth: any member reads; the brand kit, guidelines and strategy are written by 'brand.write'
// (manager or admin).
@ApiController('brand-settings', 'brand')
export class BrandController {
  constructor(private readonly brand: BrandService) {}

  @ReadList({ operationId: 'listBrandSettings', summary: "The organization's brand settings: a list of zero or one record (file bytes are never in it)" }, BrandSettingsDto)
  list(@Tenant() scope: TenantScope): Promise<BrandSettingsDto[]> {
    return this.brand.list(scope);
  }

  @Post()
  @Can('brand.write')
  @HttpCode(HttpStatus.OK)
  @UseInterceptors(BrandSettingsUploadInterceptor)
  @ApiConsumes('multipart/form-data', 'application/json')
  @ApiBody({ type: BrandSettingsFormDto })
  @ApiOperation({
    operationId: 'saveBrandSettings',
    summary: "Create the organization's brand settings or update them (manager or admin)",
    description:
      'Only the fields sent change. `emailStrategy` is merged into the saved survey. Each upload replaces the saved file of its kind; `removeFiles` removes one. Any refusal changes nothing.',
  })
  @ApiOkResponse({ type: BrandSettingsDto })
  @ApiBadRequestResponse({
    type: ErrorResponseDto,
    description: "Invalid fields; 'File size exceeds the 10MB limit'; 'Invalid file type. Accepted formats: ...'; a file whose bytes do not match its name",
  })
  save(
    @Tenant() scope: TenantScope,
    @Body() form: BrandSettingsFormDto,
    @UploadedFiles() files: BrandUploads = {},
  ): Promise<BrandSettingsDto> {
    return this.brand.save(scope, form, files ?? {});
  }

  @Get('files/:kind')
  @Can('read')
  @ApiOperation({ operationId: 'getBrandFile', summary: 'The bytes of an uploaded brand file, with its media type' })
  @ApiParam({ name: 'kind', enum: BRAND_FILE_KINDS })
  @ApiProduces('application/octet-stream')
  @ApiOkResponse({ description: 'The file, with its own Content-Type', content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } } })
  @ApiErrors({ notFound: `${BRAND_MESSAGES.fileNotFound}: nothing uploaded of this kind, or not a kind` })
  async file(@Tenant() scope: TenantScope, @Param('kind') kind: string, @Res({ passthrough: true }) res: Response): Promise<StreamableFile> {
    // A kind that does not exist names no file, like a file not uploaded.
    if (!(BRAND_FILE_KINDS as readonly string[]).includes(kind)) throw new NotFoundException(BRAND_MESSAGES.fileNotFound);
    const file = await this.brand.file(scope, kind as BrandFileKind);
    res.setHeader('Content-Type', file.mimetype);
    res.setHeader('Content-Disposition', `attachment; filename*=UTF-8''${encodeURIComponent(file.filename)}`);
    res.setHeader('Cache-Control', 'private, no-store');
    return new StreamableFile(file.data);
  }
}
