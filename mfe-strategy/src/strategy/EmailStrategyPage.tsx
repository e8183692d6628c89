import { lazy, Suspense } from 'react';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import { useCan } from '@mailplan/api/endpoints/auth';
import { useBrand } from '@mailplan/api/endpoints/brand';
import { formatDate } from '../brand/format';
import { BrandGuidelinesCard } from '../guidelines/BrandGuidelinesCard';
import { BrandSummary } from './BrandSummary';
import { STRATEGY_TEXTS } from './strategy.texts';

const StrategyMarkdown = lazy(() => import('./StrategyMarkdown'));

/** `brand-name-email-strategy.md` */
export function strategyFileName(brandName: string | undefined): string {
  const slug = (brandName ?? '').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
  return `${slug || 'brand'}-email-strategy.md`;
}

function download(text: string, fileName: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/markdown;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

function Placeholder() {
  return (
    <Stack spacing={2} data-testid="strategy-placeholder" aria-busy="true" aria-label="Loading email strategy">
      <Skeleton variant="rounded" height={88} />
      <Skeleton variant="rounded" height={56} />
      <Skeleton variant="rounded" height={320} />
    </Stack>
  );
}

/** /email-strategy: the generated strategy of the brand, or the invitation to create one. */
export function EmailStrategyPage() {
  const { brand, isLoading, isError } = useBrand();
  const strategy = brand?.emailStrategy?.generatedStrategy?.trim() ? brand.emailStrategy.generatedStrategy : '';
  const canEdit = useCan('brand.write');

  return (
    <Box sx={{ p: { xs: 2, md: 4 }, maxWidth: 1100 }}>
      <Typography variant="h4" component="h1" sx={{ mb: 3 }}>
        Email Strategy
      </Typography>
      {isLoading ? (
        <Placeholder />
      ) : (
        <Stack spacing={3}>
          {isError && <Alert severity="error">Failed to load brand settings. Please try again.</Alert>}
          {brand && strategy ? (
            <>
              <BrandSummary brand={brand} />
              <Card variant="outlined" component="article" aria-labelledby="strategy-title">
                <CardContent>
                  <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { md: 'flex-start' } }}>
                    <Box>
                      <Typography id="strategy-title" variant="h5" component="h2">
                        {STRATEGY_TEXTS.titlePrefix} {brand.name}
                      </Typography>
                      <Typography variant="body2" color="text.secondary">
                        {STRATEGY_TEXTS.generatedOn} {formatDate(brand.emailStrategy?.generatedAt ?? brand.updatedAt)}
                      </Typography>
                    </Box>
                    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
                      <Button variant="outlined" startIcon={<DownloadIcon />} onClick={() => download(strategy, strategyFileName(brand.name))}>
                        Download
                      </Button>
                      {canEdit && (
                        <Button variant="outlined" component={RouterLink} to="/email-strategy/generate">
                          {STRATEGY_TEXTS.regenerate}
                        </Button>
                      )}
                      <Button variant="contained" component={RouterLink} to="/email-concepts">
                        {STRATEGY_TEXTS.generateConcepts}
                      </Button>
                    </Stack>
                  </Stack>
                  <Suspense fallback={<Skeleton variant="rounded" height={320} sx={{ mt: 2 }} />}>
                    <StrategyMarkdown text={strategy} />
                  </Suspense>
                </CardContent>
              </Card>
            </>
          ) : (
            <Card variant="outlined">
              <CardContent sx={{ textAlign: 'center', py: 6 }}>
                <Typography variant="h5" component="h2" gutterBottom>
                  {STRATEGY_TEXTS.emptyTitle}
                </Typography>
                <Typography color="text.secondary" sx={{ maxWidth: 560, mx: 'auto' }}>
                  Answer a short questionnaire about your products, customers and goals, and AI writes an email strategy for
                  your brand: segments, voice, content mix, seasonal campaigns and a calendar.
                </Typography>
                <Typography color="text.secondary" sx={{ maxWidth: 560, mx: 'auto', mt: 1 }}>
                  We recommend creating your brand guidelines first, so the strategy speaks in your brand&apos;s voice.
                </Typography>
                {canEdit && (
                  <Button sx={{ mt: 3 }} variant="contained" component={RouterLink} to="/email-strategy/generate">
                    {STRATEGY_TEXTS.create}
                  </Button>
                )}
              </CardContent>
            </Card>
          )}
          <BrandGuidelinesCard />
        </Stack>
      )}
    </Box>
  );
}
