// Checks one upload against its field's accept list and the 10 MB limit, and reads its text.
import { BadRequestException } from '@nestjs/common';
import { BRAND_LIMITS, DROP_ZONE_MESSAGES, invalidFileTypeMessage } from '@mailplan/shared';
import { extractFileText, type ExtractedFile, type UploadedFileLike } from '../ai/files/file-text.extractor.js';

export const extensionOf = (name: string): string => {
  const dot = name.lastIndexOf('.');
  return dot === -1 ? '' : name.slice(dot).toLowerCase();
};

/** Bytes plus what was read from them. */
export interface CheckedUpload extends ExtractedFile {
  size: number;
  buffer: Buffer;
}

function refuse(message: string): BadRequestException {
  return new BadRequestException({ statusCode: 400, error: 'Bad Request', message });
}

/**
 * 400 with the drop zone's texts for a file over 10 MB or outside the accept list; 400 naming the
 * file when its bytes do not match its name or it cannot be read.
 */
export async function checkUpload(file: UploadedFileLike, accept: readonly string[]): Promise<CheckedUpload> {
  if (file.size > BRAND_LIMITS.uploadMaxBytes) throw refuse(DROP_ZONE_MESSAGES.tooLarge);
  if (!accept.includes(extensionOf(file.originalname ?? ''))) throw refuse(invalidFileTypeMessage(accept));
  const extracted = await extractFileText(file);
  return { ...extracted, size: file.size, buffer: file.buffer };
}
