import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { PageQueryDto } from '../../common/paging.js';

export const CAMPAIGN_SORTS = ['createdAt', 'updatedAt', 'name'] as const;
export type CampaignSort = (typeof CAMPAIGN_SORTS)[number];
export const SORT_ORDERS = ['asc', 'desc'] as const;
export const CAMPAIGN_SEARCH_MAX = 100;

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
}
