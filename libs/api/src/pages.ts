// The screens' paged list reads, as one request each: built here so that the endpoint and the
// shell's early request (./prefetch) ask for the very same URL. Free of RTK and React, like
// ./prefetch, which imports it.
import type { ApiRequest } from './api-request';
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

/** Planned concepts (selected, not rejected) the calendar's Unscheduled Content reads at a time. */
export const UNSCHEDULED_PAGE_SIZE = 50;

/** The calendar's Unscheduled Content, one page: the planned concepts with no date, oldest first. */
export function unscheduledConceptsRequest(offset: number): ApiRequest {
  return conceptPageRequest({ selected: true, rejected: false, scheduled: false, limit: UNSCHEDULED_PAGE_SIZE, offset });
}

/** Planned concepts of a range of days the calendar reads at a time (the server's most per page). */
export const PLANNED_PAGE_SIZE = 200;

/** The calendar's days from `from` to `to` (`yyyy-mm-dd`, both included), one page: the planned concepts scheduled then. */
export function plannedConceptsRequest({ from, to }: { from: string; to: string }, offset: number): ApiRequest {
  return conceptPageRequest({ selected: true, rejected: false, scheduledFrom: from, scheduledTo: to, limit: PLANNED_PAGE_SIZE, offset });
}

/** The newest unselected concepts of one category the calendar may suggest (Suggested Additions shows at most 6). */
export function suggestibleConceptsRequest(campaignType: ConceptListQuery['campaignType'], limit: number): ApiRequest {
  return conceptPageRequest({ campaignType, selected: false, rejected: false, order: 'desc', limit, offset: 0 });
}
