import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { MEMBERS_TEXTS as T } from './members.texts';

/** What the section needs of a list's query (an RTK Query result). */
interface ListQuery<Data> {
  isLoading: boolean;
  isError: boolean;
  data?: Data;
  refetch(): unknown;
}

/**
 * A titled box of the members page around one list: a spinner while it loads, the error with
 * Retry when it could not be loaded, else the list itself.
 */
export function LoadedSection<Data>({
  title,
  loadingLabel,
  query,
  children,
}: {
  title: string;
  loadingLabel: string;
  query: ListQuery<Data>;
  children(data: Data): ReactNode;
}) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="h2" component="h2" sx={{ fontSize: '1.15rem', mb: 1 }}>
        {title}
      </Typography>
      {query.isLoading ? (
        <CircularProgress size={24} aria-label={loadingLabel} />
      ) : query.isError || !query.data ? (
        <Alert severity="error" action={<Button onClick={() => void query.refetch()}>{T.retry}</Button>}>
          {T.loadFailed}
        </Alert>
      ) : (
        children(query.data)
      )}
    </Paper>
  );
}
