import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import type { ModuleDto } from '@mailplan/api';
import { DetailState } from '@mailplan/ui/detail';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { ModuleFieldList } from './ModuleFieldList';
import { ModulePreview } from './ModulePreview';
import { useGetModuleQuery } from '@mailplan/api/endpoints/modules';
import { PageColumns } from '@mailplan/ui/components';

/** Module ids are positive integers; anything else cannot name a module. */
export function parseModuleId(raw: string | undefined): number | undefined {
  if (!raw || !/^\d+$/.test(raw)) return undefined;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

function BackLink() {
  return (
    <Button component={Link} to=".." startIcon={<ArrowBackIcon />} sx={{ mb: 2 }}>
      Back to modules
    </Button>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: 3 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

function DetailSkeleton() {
  return (
    <Box role="status" aria-busy="true" aria-label="Loading module" data-testid="module-detail-skeleton">
      <Skeleton variant="text" width="40%" height={48} />
      <Skeleton variant="text" width="70%" />
      <Skeleton variant="rounded" height={120} sx={{ mt: 3 }} />
      <Skeleton variant="rounded" height={400} sx={{ mt: 3 }} />
    </Box>
  );
}

function ModuleNotFound() {
  return (
    <Box>
      <BackLink />
      <Alert severity="info">Module not found</Alert>
    </Box>
  );
}

export function ModuleDetailPage() {
  const id = parseModuleId(useParams().id);
  const query = useGetModuleQuery(id ?? 0, { skip: id === undefined });
  return (
    <DetailState
      query={query}
      invalidId={id === undefined}
      back={<BackLink />}
      loading={<DetailSkeleton />}
      notFound={<ModuleNotFound />}
      failed="Failed to load module. Please try again."
    >
      {(module) => <ModuleDetail module={module} />}
    </DetailState>
  );
}

function ModuleDetail({ module }: { module: ModuleDto }) {
  const html = module.html_content ?? '';
  return (
    <Box>
      <BackLink />
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 1, flexWrap: 'wrap' }}>
        <Typography variant="h4" component="h1" sx={{ wordBreak: 'break-word' }}>
          {module.name}
        </Typography>
        <Chip label={module.category} variant="outlined" />
      </Stack>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {module.description}
      </Typography>
      <PageColumns main={1} side={1}>
        <Stack spacing={3}>
          <Section title="Fields">
            <ModuleFieldList fields={module.fields} />
          </Section>
          <Section title="HTML Content">
            {html.trim() ? (
              <Box
                component="pre"
                sx={{
                  m: 0,
                  p: 2,
                  bgcolor: 'action.hover',
                  borderRadius: 1,
                  fontFamily: 'monospace',
                  fontSize: 13,
                  whiteSpace: 'pre-wrap',
                  wordBreak: 'break-word',
                  maxHeight: 400,
                  overflow: 'auto',
                }}
              >
                {html}
              </Box>
            ) : (
              <Typography color="text.secondary">No HTML content</Typography>
            )}
          </Section>
        </Stack>
        <Section title="Preview">
          <ModulePreview html={html} fields={module.fields} emptyText="Nothing to preview" />
        </Section>
      </PageColumns>
    </Box>
  );
}
