import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import { memo } from 'react';
import { Link } from 'react-router';
import { ProviderSelect } from '@mailplan/ui/ai';
import { PageTitle } from '@mailplan/ui/components';
import type { ModelType } from './concept.types';
import { TEXTS } from './concepts.texts';

/** Title, provider selector and 'View Calendar': rendered again only when what they show changes. */
export const ConceptsHeader = memo(function ConceptsHeader({
  modelType,
  onProviderChange,
  busy,
}: {
  modelType: ModelType;
  onProviderChange(provider: string): void;
  busy: boolean;
}) {
  return (
    <Stack
      direction={{ xs: 'column', md: 'row' }}
      spacing={2}
      sx={{
        justifyContent: 'space-between',
        alignItems: { xs: 'flex-start', md: 'center' },
        mb: 3,
      }}
    >
      <PageTitle title={TEXTS.pageTitle} subtitle={TEXTS.pageSubtitle} />
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <ProviderSelect value={modelType} onChange={onProviderChange} disabled={busy} />
        <Button component={Link} to="/content-calendar" variant="outlined" startIcon={<CalendarMonthIcon />}>
          {TEXTS.viewCalendar}
        </Button>
      </Stack>
    </Stack>
  );
});
