import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** What DetailState reads of the query that loads a page's record (an RTK Query hook's result fits). */
export interface DetailQuery<T> {
  data?: T | null;
  isLoading: boolean;
  isError: boolean;
  error?: unknown;
}

export interface DetailStateProps<T> {
  query: DetailQuery<T>;
  /** The path's id cannot name a record (the query is skipped): not found, without a request. */
  invalidId?: boolean;
  /** While the record loads: a text (a paragraph under `back`) or an element shown as it is. */
  loading: ReactNode;
  /** An invalid id, a 404 or an answer without a record: a text (a paragraph under `back`) or an element. */
  notFound: ReactNode;
  /** Any other failure to load: a text (an error alert under `back`) or an element. */
  failed: ReactNode;
  /** The way back (a link), shown above each text. */
  back?: ReactNode;
  /** The page of the loaded record. */
  children(record: T): ReactNode;
}

/**
 * The loading, not-found and failure views of a page that shows one record (a detail or an edit
 * page), then the page itself. Which view shows: an invalid id, then loading, then a failure (a
 * 404 is not found), then an answer without a record (not found).
 */
export function DetailState<T>({ query, invalidId, loading, notFound, failed, back, children }: DetailStateProps<T>) {
  const text = (view: ReactNode, asError = false) =>
    typeof view === 'string' ? (
      <Box>
        {back}
        {asError ? <Alert severity="error">{view}</Alert> : <Typography>{view}</Typography>}
      </Box>
    ) : (
      view
    );

  if (invalidId) return text(notFound);
  if (query.isLoading) return text(loading);
  if (query.isError) return (query.error as { status?: unknown } | undefined)?.status === 404 ? text(notFound) : text(failed, true);
  if (query.data === undefined || query.data === null) return text(notFound);
  return children(query.data);
}
