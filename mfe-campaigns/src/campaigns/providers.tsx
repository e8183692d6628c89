import Alert from '@mui/material/Alert';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { AiProvidersDto } from '@mailplan/api';
import { useToast } from '@mailplan/ui';
import { useEffect, useRef } from 'react';
import type { ModelType } from './campaign.types';
import { useCampaignAiProvidersQuery } from './campaigns.api';
import { TEXTS } from './campaigns.texts';

const LABELS: Record<string, string> = { claude: 'Claude', openai: 'OpenAI', gemini: 'Gemini' };

/** The offered providers when the list cannot be read (claude is the default). */
export const FALLBACK_PROVIDERS: AiProvidersDto = {
  providers: ['claude', 'openai', 'gemini'],
  default: 'claude',
  configured: { claude: false, openai: false, gemini: false },
};

export const providerLabel = (name: string) => LABELS[name] ?? name;

/** A provider without a key answers with the offline demo model (decision 14). */
export function isDemoProvider(providers: AiProvidersDto, name: string): boolean {
  const configured = providers.configured as unknown as Record<string, boolean> | undefined;
  return !configured?.[name];
}

/** The providers, 'Failed to fetch AI providers' once when they cannot be read (then the fallback list). */
export function useProviders() {
  const query = useCampaignAiProvidersQuery();
  const toast = useToast();
  const told = useRef(false);
  useEffect(() => {
    if (query.isError && !told.current) {
      told.current = true;
      toast({ title: TEXTS.providersFailed, variant: 'destructive' });
    }
  }, [query.isError, toast]);
  return { providers: query.data ?? FALLBACK_PROVIDERS, loaded: query.isSuccess };
}

export function ProviderSelect({
  providers,
  value,
  onChange,
  label = TEXTS.provider,
  disabled,
}: {
  providers: AiProvidersDto;
  value: ModelType;
  onChange(value: ModelType): void;
  label?: string;
  disabled?: boolean;
}) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value as ModelType)}
      disabled={disabled}
      sx={{ minWidth: 220 }}
      fullWidth={false}
      slotProps={{
        select: {
          renderValue: (v) => `${providerLabel(String(v))}${isDemoProvider(providers, String(v)) ? ' (demo)' : ''}`,
        },
      }}
    >
      {providers.providers.map((name) => (
        <MenuItem key={name} value={name}>
          {providerLabel(name)}
          {isDemoProvider(providers, name) ? ` (${TEXTS.demoNote})` : ''}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** Says plainly that the chosen provider writes demo content. */
export function DemoNotice({ providers, value, loaded }: { providers: AiProvidersDto; value: string; loaded: boolean }) {
  if (!loaded || !isDemoProvider(providers, value)) return null;
  return (
    <Alert severity="info" data-testid="demo-notice">
      {TEXTS.demoNotice(providerLabel(value))}
    </Alert>
  );
}
