import type { ReactElement } from 'react';
import { useParams } from 'react-router';
import { NotFound } from '@mailplan/ui/components';

/**
 * A route whose `:id` is numeric in the spec's route table (`/modules/{id}`, `/campaigns/{id}`,
 * `/campaigns/edit/{id}`): a segment that is not digits is a path the product does not have, so it
 * shows the 404 page. Digits that name nothing are left to the page ('Module not found').
 */
export function NumericIdRoute({ children }: { children: ReactElement }) {
  const { id } = useParams();
  return id !== undefined && /^\d+$/.test(id) ? children : <NotFound />;
}

/** `page` as the element of a route with a numeric `:id` (see NumericIdRoute). */
export const withNumericId = (page: ReactElement) => <NumericIdRoute>{page}</NumericIdRoute>;
