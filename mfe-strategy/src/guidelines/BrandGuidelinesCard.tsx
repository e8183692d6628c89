import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { useToast } from '@mailplan/ui';
import { useCan } from '@mailplan/api/endpoints/auth';
import { useBrand } from '@mailplan/api/endpoints/brand';
import { savedGuidelines } from '../brand/generation';
import { formatDate } from '../brand/format';
import { GUIDELINES_TEXTS } from './guidelines.texts';

/**
 * The Brand Guidelines card (the spec's screens), shown on /email-strategy and /brand-settings:
 * a spinner while the settings load; the text with its date, line breaks and a copy button; or
 * the invitation to generate guidelines.
 */
export function BrandGuidelinesCard() {
  const { brand, isLoading } = useBrand();
  const canEdit = useCan('brand.write');
  const toast = useToast();
  const [copying, setCopying] = useState(false);
  const text = savedGuidelines(brand);

  async function copy() {
    setCopying(true);
    try {
      await navigator.clipboard.writeText(text);
      toast({ ...GUIDELINES_TEXTS.copied, variant: 'success' });
    } catch {
      toast({ ...GUIDELINES_TEXTS.copyFailed, variant: 'destructive' });
    } finally {
      setCopying(false);
    }
  }

  return (
    <Card variant="outlined" component="section" aria-labelledby="brand-guidelines-title">
      <CardHeader
        title={GUIDELINES_TEXTS.title}
        slotProps={{ title: { id: 'brand-guidelines-title', component: 'h2', variant: 'h6' } }}
        subheader={!isLoading && !text ? GUIDELINES_TEXTS.emptyTitle : undefined}
      />
      <CardContent sx={{ pt: 0 }}>
        {isLoading ? (
          <CircularProgress size={28} aria-label="Loading brand guidelines" />
        ) : text ? (
          <>
            {/* when generated if never updated, today only when neither is known (docs/decisions.md#guidelines-last-updated) */}
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
              {GUIDELINES_TEXTS.lastUpdated} {formatDate(brand?.brandGuide?.updatedAt ?? brand?.brandGuide?.generatedAt ?? new Date())}
            </Typography>
            <Typography
              component="div"
              variant="body2"
              data-testid="guidelines-text"
              sx={{ whiteSpace: 'pre-wrap', maxHeight: 420, overflow: 'auto', bgcolor: 'grey.50', p: 2, borderRadius: 1 }}
            >
              {text}
            </Typography>
            <Button
              sx={{ mt: 2 }}
              variant="outlined"
              onClick={copy}
              disabled={copying}
              startIcon={copying ? <CircularProgress size={16} aria-label="Copying" /> : <ContentCopyIcon />}
            >
              {copying ? GUIDELINES_TEXTS.copying : GUIDELINES_TEXTS.copy}
            </Button>
          </>
        ) : (
          <Typography variant="body2" color="text.secondary">
            {GUIDELINES_TEXTS.emptyBody}
          </Typography>
        )}
      </CardContent>
      {!isLoading && canEdit && (
        <CardActions sx={{ px: 2, pb: 2, gap: 1, flexWrap: 'wrap' }}>
          {text ? (
            <>
              <Button component={RouterLink} to="/brand-guidelines/generate">
                {GUIDELINES_TEXTS.regenerate}
              </Button>
              <Button component={RouterLink} to="/email-strategy/generate" variant="contained">
                {GUIDELINES_TEXTS.generateStrategy}
              </Button>
            </>
          ) : (
            <Button component={RouterLink} to="/brand-guidelines/generate" variant="contained">
              {GUIDELINES_TEXTS.generate}
            </Button>
          )}
        </CardActions>
      )}
    </Card>
  );
}
