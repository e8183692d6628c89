import { BadRequestException, Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { FileFieldsInterceptor, FilesInterceptor, NoFilesInterceptor } from '@nestjs/platform-express';
import type { Observable } from 'rxjs';
import { BRAND_FILE_FIELDS, BRAND_FILE_KINDS, BRAND_LIMITS, BRAND_MESSAGES, DROP_ZONE_MESSAGES } from '@mailplan/shared';

type MulterInterceptor = { intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> | Observable<unknown> };

/** Runs multer and answers its refusals in the API's words instead of multer's. */
async function run(multer: MulterInterceptor, context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
  try {
    return await multer.intercept(context, next);
  } catch (error) {
    const cause = ((error as { cause?: { code?: string; field?: string } }).cause ?? error) as { code?: string; field?: string };
    const refuse = (message: string) => new BadRequestException({ statusCode: 400, error: 'Bad Request', message });
    if (cause.code === 'LIMIT_FILE_SIZE') throw refuse(DROP_ZONE_MESSAGES.tooLarge);
    if (cause.code === 'LIMIT_FILE_COUNT') throw refuse(BRAND_MESSAGES.tooManyFiles);
    if (cause.code === 'LIMIT_UNEXPECTED_FILE') {
      if (cause.field === 'files' && context.getHandler().name === 'brandGuide') throw refuse(BRAND_MESSAGES.tooManyFiles);
      throw refuse(BRAND_MESSAGES.unexpectedFile(cause.field ?? ''));
    }
    if (cause.code?.startsWith('LIMIT_')) throw refuse((error as Error).message);
    throw error;
  }
}

// Multer stops reading a file at the limit plus one byte, so an oversize file costs no more memory.
const limits = { fileSize: BRAND_LIMITS.uploadMaxBytes, fields: 200, fieldSize: 1024 * 1024 };

const SettingsFiles = FileFieldsInterceptor(
  BRAND_FILE_KINDS.map((kind) => ({ name: BRAND_FILE_FIELDS[kind], maxCount: 1 })),
  { limits },
);

/** The files of `POST /api/brand-settings`: brandDeckFile, customerReviewsFile, emailStrategyFile. */
@Injectable()
export class BrandSettingsUploadInterceptor implements NestInterceptor {
  private readonly multer = new SettingsFiles();
  intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    return run(this.multer, context, next);
  }
}

const GenerateFiles = FilesInterceptor('files', BRAND_LIMITS.generateMaxFiles, { limits: { ...limits, files: BRAND_LIMITS.generateMaxFiles } });

/** Repeated `files` of `POST /api/brand-guide/generate`. */
@Injectable()
export class GenerateUploadInterceptor implements NestInterceptor {
  private readonly multer = new GenerateFiles();
  intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    return run(this.multer, context, next);
  }
}

const NoFiles = NoFilesInterceptor({ limits });

/** Multipart text fields only (`POST /api/email-strategy/generate`); any file is refused. */
@Injectable()
export class FieldsOnlyInterceptor implements NestInterceptor {
  private readonly multer = new NoFiles();
  intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    return run(this.multer, context, next);
  }
}
