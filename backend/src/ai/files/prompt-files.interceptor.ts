import {
  BadRequestException,
  HttpException,
  Injectable,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
} from '@nestjs/common';
import { FilesInterceptor } from '@nestjs/platform-express';
import type { Observable } from 'rxjs';
import type { UploadedFileLike } from './file-text.extractor.js';

export const PROMPT_FILES_FIELD = 'files';
export const PROMPT_MAX_FILES = 5;
export const PROMPT_MAX_TOTAL_BYTES = 5 * 1024 * 1024;
export const TOO_MANY_FILES_MESSAGE = `You can upload at most ${PROMPT_MAX_FILES} files`;
export const FILES_TOO_LARGE_MESSAGE = 'Files must total 5MB or less';

const MulterFiles = FilesInterceptor(PROMPT_FILES_FIELD, PROMPT_MAX_FILES, {
  limits: { files: PROMPT_MAX_FILES, fileSize: PROMPT_MAX_TOTAL_BYTES },
});

function badRequest(message: string): BadRequestException {
  return new BadRequestException({ statusCode: 400, error: 'Bad Request', message });
}

/**
 * Multer for the prompt route with the AI test page's limits (5 files, 5 MB in total), answering
 * the spec's messages instead of multer's.
 */
@Injectable()
export class PromptFilesInterceptor implements NestInterceptor {
  private readonly multer = new MulterFiles();

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    let result: Observable<unknown>;
    try {
      result = await this.multer.intercept(context, next);
    } catch (error) {
      const code = ((error as { cause?: { code?: string } }).cause ?? {}).code;
      if (code === 'LIMIT_FILE_COUNT' || code === 'LIMIT_UNEXPECTED_FILE') {
        // multer reports the sixth file of the field as "unexpected" too.
        if (code === 'LIMIT_FILE_COUNT' || (error as { cause?: { field?: string } }).cause?.field === PROMPT_FILES_FIELD) {
          throw badRequest(TOO_MANY_FILES_MESSAGE);
        }
        throw badRequest(`Files must be sent in the "${PROMPT_FILES_FIELD}" field`);
      }
      if (code === 'LIMIT_FILE_SIZE') throw badRequest(FILES_TOO_LARGE_MESSAGE);
      if (error instanceof HttpException) throw error;
      throw error;
    }
    const files = (context.switchToHttp().getRequest<{ files?: UploadedFileLike[] }>().files ?? []) as UploadedFileLike[];
    const total = files.reduce((sum, file) => sum + file.size, 0);
    if (total > PROMPT_MAX_TOTAL_BYTES) throw badRequest(FILES_TOO_LARGE_MESSAGE);
    return result;
  }
}
