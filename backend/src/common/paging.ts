import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional, ApiResponse } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import type { Response } from 'express';

/** The most rows one page of a list read answers. */
export const PAGE_SIZE_MAX = 200;
/** The directions a list read can be ordered in. */
export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];
/** The header that carries the number of rows a paged read matches (all pages together). */
export const TOTAL_COUNT_HEADER = 'X-Total-Count';

/**
 * `limit` and `offset` of a list read. Without `limit` a list answers every row, as the spec's
 * calls expect; with it, one page, and the `X-Total-Count` header says how many match in all.
 */
export class PageQueryDto {
  @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: PAGE_SIZE_MAX, description: `Rows per page (at most ${PAGE_SIZE_MAX}); without it, every row` })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'limit must be a whole number' })
  @Min(1, { message: 'limit must be at least 1' })
  @Max(PAGE_SIZE_MAX, { message: `limit must be at most ${PAGE_SIZE_MAX}` })
  limit?: number;

  @ApiPropertyOptional({ type: 'integer', minimum: 0, default: 0, description: 'Rows to skip (with `limit`)' })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'offset must be a whole number' })
  @Min(0, { message: 'offset must be 0 or more' })
  @Max(10_000_000, { message: 'offset is too large' })
  offset?: number;
}

/** Documents the `X-Total-Count` header of a paged list read. */
export const PagedListHeaders = () =>
  applyDecorators(
    ApiResponse({
      status: 200,
      headers: { [TOTAL_COUNT_HEADER]: { description: 'With `limit`: how many rows match in all pages', schema: { type: 'integer' } } },
    }),
  );

/** Sets `X-Total-Count` on a paged answer. */
export function sendTotal(res: Response, total: number): void {
  res.setHeader(TOTAL_COUNT_HEADER, String(total));
}

/** `text` for a LIKE pattern that matches it literally (its `%`, `_` and `\` escaped). */
export function likeLiteral(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
