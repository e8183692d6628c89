import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { ModuleFieldList } from './ModuleFieldList';
import type { ModuleSummaryDto } from '@mailplan/api';

/** The whole card is one link to the module's detail page (relative to the modules list). */
export function ModuleCard({ module }: { module: ModuleSummaryDto }) {
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardActionArea component={Link} to={String(module.id)} sx={{ height: '100%', alignItems: 'flex-start' }}>
        <CardContent>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', justifyContent: 'space-between', mb: 1 }}>
            <Typography variant="h6" component="h2" sx={{ wordBreak: 'break-word' }}>
              {module.name}
            </Typography>
            <Chip label={module.category} size="small" variant="outlined" />
          </Stack>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {module.description}
          </Typography>
          <Typography variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
            Fields
          </Typography>
          <ModuleFieldList fields={module.fields} dense />
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

export function ModuleCardSkeleton() {
  return (
    <Card variant="outlined" data-testid="module-card-skeleton">
      <CardContent>
        <Skeleton variant="text" width="60%" height={32} />
        <Skeleton variant="text" width="90%" />
        <Skeleton variant="text" width="75%" />
        <Skeleton variant="rounded" height={64} sx={{ mt: 2 }} />
      </CardContent>
    </Card>
  );
}
