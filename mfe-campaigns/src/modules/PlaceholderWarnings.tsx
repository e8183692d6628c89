import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { checkPlaceholders } from '@mailplan/shared';
import { namedFields } from './module-placeholders';

interface PlaceholderWarningsProps {
  html: string;
  fieldNames: string[];
  /** After a submit attempt the mismatches block creation: shown as errors, not warnings. */
  blocking?: boolean;
}

/**
 * Live hints while the HTML and the field list disagree, in the same words the API uses when it
 * refuses such a module. A polite live region, so typing is not interrupted.
 */
export function PlaceholderWarnings({ html, fieldNames, blocking = false }: PlaceholderWarningsProps) {
  const { messages } = checkPlaceholders(html, namedFields(fieldNames));
  return (
    <Stack spacing={1} role="status" aria-live="polite" sx={{ '&:empty': { display: 'none' } }}>
      {messages.map((message) => (
        <Alert key={message} severity={blocking ? 'error' : 'warning'} role="none">
          {message}
        </Alert>
      ))}
    </Stack>
  );
}
