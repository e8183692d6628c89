// The screens' paged list reads, as one request each: built here so that the endpoint and the
// shell's early request (./prefetch) ask for the very same URL. Free of RTK and React, like
// ./prefetch, which imports it.
import type { ApiRequest } from './base-query';
import type { operations } from './generated';
import { apiRoute, withSearch } from './routes';

type CampaignListQuery = NonNullable<operations['listCampaigns']['parameters']['query']>;

/** One page of the campaign table: `page` from 0, `rows` per page, its order and search. */
export interface CampaignPageArgs {
  page: number;
  rows: number;
  sort?: CampaignListQuery['sort'];
  order?: CampaignListQuery['order'];
  search?: string;
}

/** What a directly opened /campaigns asks first. */
export const FIRST_CAMPAIGN_PAGE: CampaignPageArgs = { page: 0, rows: 25 };

/** GET /api/campaigns for one page (the server pages, orders and searches). */
export function campaignPageRequest({ page, rows, sort, order, search }: CampaignPageArgs): ApiRequest {
  const words = search?.trim();
  return withSearch(apiRoute('get', '/api/campaigns'), {
    limit: rows,
    offset: page * rows,
    // the server's defaults (newest first) are left out: the first page's URL stays the prefetched one
    ...(sort && sort !== 'createdAt' ? { sort } : {}),
    ...(order && order !== 'desc' ? { order } : {}),
    ...(words ? { search: words } : {}),
  });
}
