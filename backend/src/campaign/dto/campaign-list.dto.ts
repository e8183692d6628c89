import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { PageQueryDto, SORT_ORDERS } from '../../common/paging.js';
import { MAX_ID } from '@mailplan/shared';

export const CAMPAIGN_SORTS = ['createdAt', 'updatedAt', 'name'] as const;
export type CampaignSort = (typeof CAMPAIGN_SORTS)[number];
export const CAMPAIGN_SEARCH_MAX = 100;
export const CAMPAIGN_IDS_MAX = 200;

/** `1,2,3` as numbers; anything that is not a list of whole numbers stays as it came, for the validators to refuse. */
const idList = ({ value }: { value: unknown }) =>
  typeof value === 'string' && /^\d+(,\d+)*$/.test(value) ? value.split(',').map(Number) : value;

/** The campaign table's read: a page, its order, and words to look for. */
export class CampaignListQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ enum: CAMPAIGN_SORTS, default: 'createdAt', description: 'The column to order by (ties by id)' })
  @IsOptional()
  @IsIn(CAMPAIGN_SORTS, { message: `sort must be one of: ${CAMPAIGN_SORTS.join(', ')}` })
  sort?: CampaignSort;

  @ApiPropertyOptional({ enum: SORT_ORDERS, default: 'desc', description: 'Newest (or Z) first by default' })
  @IsOptional()
  @IsIn(SORT_ORDERS, { message: 'order must be asc or desc' })
  order?: (typeof SORT_ORDERS)[number];

  @ApiPropertyOptional({ maxLength: CAMPAIGN_SEARCH_MAX, description: 'Campaigns whose name or subject holds this text (any case)' })
  @IsOptional()
  @IsString({ message: 'search must be text' })
  @MaxLength(CAMPAIGN_SEARCH_MAX, { message: `search must be at most ${CAMPAIGN_SEARCH_MAX} characters` })
  search?: string;

  @ApiPropertyOptional({ type: String, example: '12,40,41', description: `Only these campaigns (ids separated by commas, at most ${CAMPAIGN_IDS_MAX}): e.g. the statuses of the campaigns a calendar's cards are linked to` })
  @IsOptional()
  @Transform(idList)
  @IsInt({ each: true, message: 'ids must be campaign ids separated by commas' })
  @Min(1, { each: true, message: 'ids must be campaign ids separated by commas' })
  @Max(MAX_ID, { each: true, message: 'ids must be campaign ids separated by commas' })
  @ArrayMaxSize(CAMPAIGN_IDS_MAX, { message: `ids may name at most ${CAMPAIGN_IDS_MAX} campaigns` })
  ids?: number[];
}
