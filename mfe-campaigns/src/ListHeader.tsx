import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { PageTitle } from '@mailplan/ui/components';

/**
 * A list page's header (campaigns, modules): the title on the left and the page's main action,
 * for the roles that may use it, on the right; one under the other on a phone.
 */
export function ListHeader({ title, subtitle, action }: { title: string; subtitle: string; action: ReactNode }) {
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ justifyContent: 'space-between', alignItems: { xs: 'flex-start', sm: 'center' }, mb: 4 }}
    >
      <PageTitle title={title} subtitle={subtitle} />
      {action}
    </Stack>
  );
}
