import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { BrandSettingsDto } from '@mailplan/api';
import { BRAND_COLOR_KEYS } from '../brand/brand.texts';

/** The brand-settings summary above the strategy: name, website, fonts and colours. */
export function BrandSummary({ brand }: { brand: BrandSettingsDto }) {
  const { typography, colors } = brand;
  return (
    <Card variant="outlined" component="section" aria-label="Brand settings summary">
      <CardContent>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ alignItems: { sm: 'center' } }}>
          <Box sx={{ flex: 1 }}>
            <Typography variant="overline" color="text.secondary">
              Brand
            </Typography>
            <Typography variant="h6" component="p">
              {brand.name}
            </Typography>
            {brand.website_url && (
              <Typography variant="body2" component="a" href={brand.website_url} target="_blank" rel="noreferrer">
                {brand.website_url}
              </Typography>
            )}
          </Box>
          <Box>
            <Typography variant="overline" color="text.secondary">
              Typography
            </Typography>
            <Typography variant="body2">
              {typography.headingFont} / {typography.bodyFont} · {typography.baseFontSize}px · scale {typography.scaleRatio}
            </Typography>
          </Box>
          <Box>
            <Typography variant="overline" color="text.secondary">
              Colours
            </Typography>
            <Stack direction="row" spacing={0.5}>
              {BRAND_COLOR_KEYS.map((key) => (
                <Tooltip key={key} title={`${key}: ${colors[key]}`}>
                  <Box
                    aria-label={`${key} ${colors[key]}`}
                    role="img"
                    sx={{ width: 22, height: 22, borderRadius: '50%', bgcolor: colors[key], border: '1px solid', borderColor: 'divider' }}
                  />
                </Tooltip>
              ))}
            </Stack>
          </Box>
          <Button component={RouterLink} to="/brand-settings" size="small">
            Edit brand
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
