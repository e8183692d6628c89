import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AiProvidersDto } from '@mailplan/api';

/** Which AI providers have a key; the others answer with the offline demo model. */
export function ProviderChips({ providers }: { providers: AiProvidersDto }) {
  return (
    <Stack
      direction="row"
      spacing={1}
      sx={{ alignItems: 'center', flexWrap: 'wrap' }}
      aria-label="AI providers"
      role="group"
    >
      <Typography variant="caption" color="text.secondary">
        Providers:
      </Typography>
      {providers.providers.map((name) => {
        const configured = Boolean(providers.configured?.[name]);
        return (
          <Chip
            key={name}
            size="small"
            variant={configured ? 'filled' : 'outlined'}
            color={configured ? 'success' : 'default'}
            label={`${name}${name === providers.default ? ' (default)' : ''}: ${configured ? 'configured' : 'demo'}`}
            title={configured ? 'API key configured' : 'No API key: answers come from the offline demo model'}
          />
        );
      })}
    </Stack>
  );
}
