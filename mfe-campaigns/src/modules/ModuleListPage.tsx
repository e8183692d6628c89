import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ModuleCard, ModuleCardSkeleton } from './ModuleCard';
import { useCan } from '@mailplan/api/endpoints/auth';
import { useGetModulesQuery } from '@mailplan/api/endpoints/modules';
import { ListHeader } from '../ListHeader';

const SKELETON_CARDS = 3;

function NewModuleButton() {
  return (
    <Button component={Link} to="new" variant="contained" startIcon={<AddIcon />}>
      New Module
    </Button>
  );
}

/** 1, 2 or 3 columns by screen width. */
function CardGrid({ children, busy = false }: { children: ReactNode; busy?: boolean }) {
  return (
    <Box
      aria-busy={busy || undefined}
      aria-label={busy ? 'Loading modules' : undefined}
      role={busy ? 'status' : undefined}
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
      }}
    >
      {children}
    </Box>
  );
}

export function ModuleListPage() {
  const { data: modules, isLoading, isError } = useGetModulesQuery();
  const canCreate = useCan('content.write');

  let content: ReactNode;
  if (isLoading) {
    content = (
      <CardGrid busy>
        {Array.from({ length: SKELETON_CARDS }, (_, i) => (
          <ModuleCardSkeleton key={i} />
        ))}
      </CardGrid>
    );
  } else if (isError) {
    content = <Alert severity="error">Failed to load modules. Please try again.</Alert>;
  } else if (!modules || modules.length === 0) {
    content = (
      <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
        <Typography>Your organization has no modules yet. Use New Module to create the first one.</Typography>
      </Paper>
    );
  } else {
    content = (
      <CardGrid>
        {modules.map((module) => (
          <ModuleCard key={module.id} module={module} />
        ))}
      </CardGrid>
    );
  }

  return (
    <Box>
      <ListHeader title="Email Modules" subtitle="Manage your email content modules" action={canCreate && <NewModuleButton />} />
      {content}
    </Box>
  );
}
