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

/** GET /api/email-concepts/counts: the concepts page's first read (its cards and footer). */
export const CONCEPT_COUNTS_REQUEST: ApiRequest = apiRoute('get', '/api/email-concepts/counts');

type ConceptListQuery = NonNullable<operations['listConcepts']['parameters']['query']>;

/** Concepts an open category card reads at a time. */
export const CONCEPT_PAGE_SIZE = 50;

/**
 * One page of a filtered concept read: a category (rejected ones left out with `rejected: false`),
 * the selected and rejected ones, and so on; `limit` rows from `offset`, oldest first.
 */
export type ConceptPageArgs = Omit<ConceptListQuery, 'limit' | 'offset'> & { limit: number; offset: number };

/** GET /api/email-concepts for one page (the server filters and pages; `X-Total-Count` says how many match). */
export function conceptPageRequest({ limit, offset, ...filters }: ConceptPageArgs): ApiRequest {
  const search: Record<string, string | number | boolean> = {};
  for (const [name, value] of Object.entries(filters)) if (value !== undefined) search[name] = value;
  return withSearch(apiRoute('get', '/api/email-concepts'), { ...search, limit, offset });
}
