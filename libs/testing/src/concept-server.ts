import type { ConceptDto } from '@mailplan/api';
import { CAMPAIGN_TYPES, isPlannedConcept, normalizeCampaignType } from '@mailplan/shared';
import type { FakeAnswer } from './mock-api';

const flag = (q: URLSearchParams, name: string) => (q.has(name) ? q.get(name) === 'true' : undefined);

/**
 * The concept reads as the API answers them, over `concepts` (the server's store: a test may
 * change it between reads):
 * - `list` for `GET /api/email-concepts`: filtered by the request's parameters (a category, with
 *   a type the product no longer knows under `other`; selected, rejected, scheduled; a range of
 *   days), oldest first or newest first with `order=desc`, and with `limit` a page and
 *   `X-Total-Count`;
 * - `counts` for `GET /api/email-concepts/counts`: per category, every concept, the selected ones
 *   that are not rejected, and the rejected ones.
 */
export function conceptServer<C extends ConceptDto>(concepts: C[]) {
  return {
    concepts,
    list: (request: Request): FakeAnswer => {
      const q = new URL(request.url).searchParams;
      const type = q.get('campaignType');
      const selected = flag(q, 'selected');
      const rejected = flag(q, 'rejected');
      const scheduled = flag(q, 'scheduled');
      const from = q.get('scheduledFrom');
      const to = q.get('scheduledTo');
      const found = concepts
        .filter(
          (c) =>
            (!type || normalizeCampaignType(c.campaignType) === type) &&
            (selected === undefined || c.selected === selected) &&
            (rejected === undefined || c.rejected === rejected) &&
            (scheduled === undefined || !!c.scheduledDate === scheduled) &&
            (!from || (!!c.scheduledDate && c.scheduledDate >= from)) &&
            (!to || (!!c.scheduledDate && c.scheduledDate <= to)),
        )
        .sort((a, b) => (q.get('order') === 'desc' ? b.id - a.id : a.id - b.id));
      if (!q.has('limit')) return { status: 200, body: found };
      const offset = Number(q.get('offset') ?? 0);
      return {
        status: 200,
        body: found.slice(offset, offset + Number(q.get('limit'))),
        headers: { 'X-Total-Count': String(found.length) },
      };
    },
    counts: (): FakeAnswer => ({
      status: 200,
      body: CAMPAIGN_TYPES.map((campaignType) => {
        const mine = concepts.filter((c) => normalizeCampaignType(c.campaignType) === campaignType);
        return {
          campaignType,
          total: mine.length,
          selected: mine.filter(isPlannedConcept).length,
          rejected: mine.filter((c) => c.rejected).length,
        };
      }),
    }),
  };
}

/** `mockApi` routes of both concept reads over `concepts`, to spread among a test's other routes. */
export function conceptReadRoutes(concepts: ConceptDto[]) {
  const server = conceptServer(concepts);
  return { 'GET /api/email-concepts': server.list, 'GET /api/email-concepts/counts': server.counts };
}
